import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// Typing through Appium: WebDriverAgent types with XCUI's `typeText`, which presses Return for
/// a line feed, Tab for a tab and delete for U+0008 itself, so the text goes as it is; what no
/// engine types alike is refused before any request.
@Suite("Appium engine: typing as XCUI types")
struct AppiumTypingTests {
    let server = FakeAppiumServer()
    let namePredicate = #"type == "XCUIElementTypeTextField" AND (name == "Name" OR label == "Name")"#

    @Test func lineFeedsTabsAndDeletesGoToTypeTextAsTheyAre() throws {
        server.find(AppiumTesting.predicate, namePredicate, returns: ["T1"])
        let engine = try AppiumTesting.launched(server)
        let failures = Failures.capture {
            withEngine(engine) { TextField(id: "Name").type("Buy milk\n\tx\u{8}\u{1B}") }
        }
        #expect(failures.isEmpty, "\(failures.map(\.message))")
        #expect(server.requests.filter { $0.hasPrefix("POST /session/s1/element/T1/value") } == [
            #"POST /session/s1/element/T1/value {"text":"Buy milk\n\tx\b\u001b"}"#,
        ])
    }

    @Test func keyCodesAreRefusedBeforeAnyRequest() throws {
        server.find(AppiumTesting.predicate, namePredicate, returns: ["T1"])
        let engine = try AppiumTesting.launched(server)
        server.clear()
        let failures = ElementConfiguration.with(ElementConfiguration(defaultTimeout: 0.3, actionTimeout: 0.3)) {
            Failures.capture { withEngine(engine) { TextField(id: "Name").type("x\u{F702}\n") } }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("U+F702") == true, "\(failures.first?.message ?? "")")
        #expect(!server.requests.contains { $0.contains("/value") }, "\(server.requests)")
    }
}
