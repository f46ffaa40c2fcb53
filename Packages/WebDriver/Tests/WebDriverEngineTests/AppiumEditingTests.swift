import ElementCore
import Foundation
import Logging
import Testing
import WebDriver
import WebDriverClient

/// Typing, deleting, clearing and adjusting through the Appium engine.
@Suite("Appium engine: text and values")
struct AppiumEditingTests {
    let server = FakeAppiumServer()
    let namePredicate = #"type == "XCUIElementTypeTextField" AND (name == "Name" OR label == "Name")"#
    let passwordPredicate = #"type == "XCUIElementTypeSecureTextField" AND (name == "Password" OR label == "Password")"#

    @Test func secureTextIsSentButNeverLogged() throws {
        server.find(AppiumTesting.predicate, passwordPredicate, returns: ["P1"])
        server.find(AppiumTesting.predicate, namePredicate, returns: ["T1"])
        let log = LogLines()
        // A custom session factory, with a logger that records every request.
        let engine = AppiumEngine(configuration: .init { [server] in
            var logger = Logger(label: "appium-test") { _ in LogLinesHandler(log) }
            logger.logLevel = .trace
            return try WebDriverSession.create(serverURL: FakeAppiumServer.url, capabilities: .appiumIOS(),
                                               transport: server, logger: logger)
        })
        try engine.launch(.underTest, configuration: LaunchConfiguration())
        server.clear()
        let failures = Failures.capture {
            withEngine(engine) {
                SecureTextField(id: "Password").type("hunter2")
                TextField(id: "Name").type("Ada")
            }
        }
        #expect(failures.isEmpty)
        #expect(Array(server.requests.prefix(4)) == [
            AppiumTesting.find(AppiumTesting.predicate, passwordPredicate),
            AppiumTesting.attribute("hittable", of: "P1"),
            AppiumTesting.attribute("enabled", of: "P1"),
            #"POST /session/s1/element/P1/value {"text":"hunter2"}"#,
        ])
        #expect(!log.all.contains { $0.contains("hunter2") })
        #expect(log.all.contains { $0.contains("<redacted>") })
        #expect(log.all.contains { $0.contains("Ada") })  // the capture works: plain text is logged
    }

    @Test func deletingSendsBackspacesAndClearingIsAW3CClear() throws {
        server.find(AppiumTesting.predicate, namePredicate, returns: ["T1"])
        let engine = try AppiumTesting.launched(server)
        let failures = Failures.capture {
            withEngine(engine) {
                TextField(id: "Name").delete(numberOfCharacters: 3)
                TextField(id: "Name").clearText()
            }
        }
        #expect(failures.isEmpty)
        #expect(server.requests.filter { $0.hasPrefix("POST /session/s1/element/T1") } == [
            #"POST /session/s1/element/T1/value {"text":"\b\b\b"}"#,
            "POST /session/s1/element/T1/clear {}",
        ])
    }

    @Test func aMixedCheckboxAndADisclosureReadTheirStatesFromXCUITestValues() throws {
        let terms = #"type == "XCUIElementTypeCheckBox" AND (name == "All terms" OR label == "All terms")"#
        let more = #"type == "XCUIElementTypeDisclosureTriangle" AND (name == "More" OR label == "More")"#
        server.find(AppiumTesting.predicate, terms, returns: ["C1"])
        server.find(AppiumTesting.predicate, more, returns: ["D1"])
        server.attributes(of: "C1", ["value": "2"])
        server.attributes(of: "D1", ["value": "1"])
        let engine = try AppiumTesting.launched(server)
        let states = try [CheckBox(id: "All terms").query, DisclosureNode(id: "More").query].map { query in
            try engine.resolve(query).snapshot?.states
        }
        #expect(states.first??.isMixed == true, "value 2 is mixed, as XCUI shows it")
        #expect(states.last??.isExpanded == true, "a disclosure triangle's value 1 is expanded")
        #expect(states.first??.isExpanded == nil && states.last??.isMixed == false)
    }

    @Test func slidersAndPickerWheelsTakeTheirValueAsKeys() throws {
        let slider = #"type == "XCUIElementTypeSlider" AND (name == "Volume" OR label == "Volume")"#
        server.find(AppiumTesting.predicate, slider, returns: ["S1"])
        server.find("class name", "XCUIElementTypePickerWheel", returns: ["W1"])
        let engine = try AppiumTesting.launched(server)
        let failures = Failures.capture {
            withEngine(engine) {
                ElementOperations.perform(.adjustSlider(toNormalizedPosition: 0.25), on: Slider(id: "Volume"),
                                          fileID: #fileID, filePath: #filePath, line: #line, column: #column)
                ElementOperations.perform(.adjustPickerWheel(toValue: "March"), on: PickerWheel(),
                                          fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            }
        }
        #expect(failures.isEmpty)
        #expect(server.requests == [
            AppiumTesting.find(AppiumTesting.predicate, slider),
            AppiumTesting.attribute("visible", of: "S1"),
            AppiumTesting.attribute("enabled", of: "S1"),
            #"POST /session/s1/element/S1/value {"text":"0.25"}"#,
            AppiumTesting.find("class name", "XCUIElementTypePickerWheel"),
            AppiumTesting.attribute("visible", of: "W1"),
            AppiumTesting.attribute("enabled", of: "W1"),
            #"POST /session/s1/element/W1/value {"text":"March"}"#,
        ])
    }

    @Test func aDisabledFieldIsNotActionable() throws {
        server.find(AppiumTesting.predicate, namePredicate, returns: ["T1"])
        server.attributes(of: "T1", ["enabled": "false"])
        let engine = try AppiumTesting.launched(server)
        let failures = Failures.capture {
            ElementConfiguration.with(AppiumTesting.quick) { withEngine(engine) { TextField(id: "Name").type("Ada") } }
        }
        #expect(failures.first?.message.contains("it is not actionable: it is disabled") == true)
        #expect(!server.requests.contains { $0.hasSuffix("/value {\"text\":\"Ada\"}") })
    }
}

/// Log lines kept by ``LogLinesHandler``.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}

/// A log handler that keeps every message.
struct LogLinesHandler: LogHandler {
    let lines: LogLines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    init(_ lines: LogLines) { self.lines = lines }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lines.append("\(event.level) \(event.message)")
    }
}

/// A disclosure triangle (macOS), which has no predefined element.
struct DisclosureNode: Element {
    let id: String?
    let type: ElementType = .disclosureTriangle
}
