import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// Issue 10, defect 1: a tap that loads a new page is performed once and succeeds. The pages
/// count their presses in `sessionStorage`, which survives the navigation.
@Suite("A tap that navigates is performed once", .serialized)
struct NavigatingTapTests {
    /// Opens `path` in a fresh session and runs `body` with the engine scoped.
    private func withServedPage(_ path: String, _ body: (WebDriverEngine) throws -> Void) throws {
        let server = try PageServers.fixtures.get()
        let engine = try WebDriverEngine.chromium(baseURL: nil)
        defer { engine.close() }
        try engine.open(PageServers.url(path, on: server))
        try withEngine(engine) {
            try ElementConfiguration.with(ElementConfiguration(defaultTimeout: 5, actionTimeout: 5)) { try body(engine) }
        }
    }

    /// How many presses the page recorded.
    private func presses(_ engine: WebDriverEngine) throws -> String {
        let session = try #require(engine.currentSession)
        return try session.executeSync("return sessionStorage.n || '0';").stringValue ?? "?"
    }

    @Test func aButtonThatLoadsAnotherPage() throws {
        try withServedPage("go.html") { engine in
            let failures = Failures.capture { Button(id: "Go").tap() }
            #expect(failures.isEmpty, "the navigation is the tap's success: \(failures.map(\.message))")
            #expect(Header(id: "Page 2").exists)
            let count = try presses(engine)
            #expect(count == "1", "one tap, one press")
        }
    }

    @Test func aLink() throws {
        try withServedPage("go.html") { engine in
            let failures = Failures.capture { TestLink(id: "Next page").tap() }
            #expect(failures.isEmpty, "\(failures.map(\.message))")
            #expect(Header(id: "Page 2").exists)
            let count = try presses(engine)
            #expect(count == "1", "one tap, one press")
        }
    }

    @Test func aFormSubmit() throws {
        try withServedPage("go.html") { engine in
            let failures = Failures.capture { Button(id: "Send").tap() }
            #expect(failures.isEmpty, "\(failures.map(\.message))")
            #expect(Header(id: "Page 2").exists)
            let count = try presses(engine)
            #expect(count == "1", "one tap, one press")
        }
    }

    @Test func aReloadIsPressedOnce() throws {
        try withServedPage("reload.html") { engine in
            let failures = Failures.capture { Button(id: "Reload").tap() }
            #expect(failures.isEmpty, "\(failures.map(\.message))")
            #expect(Label(id: "Count").waitFor(value: "1"))
            let count = try presses(engine)
            #expect(count == "1", "one tap, one press")
        }
    }
}

/// A link (ElementCore has no `Link` type yet; issue 11 adds one).
private struct TestLink: LocatableElement, Tappable {
    var locator: Locator
    var type: ElementType { .link }

    init(id: String) {
        locator = Locator(id: id, index: nil, parent: Application.underTest)
    }
}
