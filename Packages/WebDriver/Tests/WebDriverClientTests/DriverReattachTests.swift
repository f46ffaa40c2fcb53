import Foundation
import Logging
import Testing
@testable import WebDriverClient

/// chromedriver that set up a tab while a dialog opened in it never learns the tab's documents
/// and answers every script with "frame does not have execution context" (seen in real
/// Chromium when the first test's page opened an alert while chromedriver attached). An
/// isolated tab's session then replaces the shared server session once, selects its tab in
/// the new one and sends the command again; nothing ran the first time, so nothing runs twice.
@Suite("Replacing a chromedriver session that never learned a tab's documents")
struct DriverReattachTests {
    /// A scripted chromedriver: sessions S1, S2… ; every script in S1 fails as chromedriver
    /// does for a tab whose set-up a dialog cut short.
    final class Driver: Sendable {
        let transport: FakeTransport

        init(everySessionFails: Bool = false) {
            let sessions = LockedValue(0)
            transport = FakeTransport { request in
                let path = request.url.path
                if request.method == .post, path.hasSuffix("/session") {
                    let id = "S\(sessions.withLock { count in count += 1; return count })"
                    return FakeTransport.ok(["sessionId": .string(id), "capabilities": ["browserName": "chrome"]])
                }
                if path.hasSuffix("/execute/sync"), everySessionFails || path.contains("/S1/") {
                    return FakeTransport.error("timeout", message: "timeout\nfrom no such execution context: frame does not have execution context\n  (Session info: chrome=156.0)",
                                               status: 500)
                }
                return FakeTransport.ok(path.hasSuffix("/execute/sync") ? 42 : .null)
            }
        }

        /// The requests sent, as "METHOD path".
        var requests: [String] { transport.sent.map { "\($0.request.method.rawValue) \($0.path)" } }
    }

    struct NoTabControl: TabControl {
        var bidi: (any BiDiEndpoint)? { nil }
        func takeMessage(channel: String, timeout: TimeInterval, matching: @escaping @Sendable (String) -> Bool) -> String? { nil }
        func preload(_ functionDeclaration: String, key: String, timeout: TimeInterval) throws {}
        func openTab(type: WindowType, timeout: TimeInterval) throws -> String { "" }
        func pageChannel(for session: WebDriverSession) -> (any PageChannel)? { nil }
    }

    /// The shared session of a browser whose chromedriver attaches on another thread, and one
    /// tab lent from it.
    static func lentTab(_ driver: Driver) -> (shared: WebDriverSession, tab: WebDriverSession) {
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let capabilities = Capabilities(alwaysMatch: ["browserName": "chrome"])
        let transport = driver.transport
        let pending = PendingServerSession(what: "chromedriver attaching (test)") { pending in
            Thread {
                pending.resolve(Result {
                    try WebDriverSession.create(serverURL: fakeURL, capabilities: capabilities, transport: transport, logger: logger)
                })
            }.start()
        }
        let shared = WebDriverSession(attaching: pending, requestedCapabilities: capabilities, transport: transport,
                                      commandTimeout: 5, logger: logger)
        return (shared, shared.borrowed(userContext: "context-1", control: NoTabControl(), window: "TAB-1"))
    }

    @Test func theTabsScriptRunsOnceInANewSessionThatSelectedTheTab() throws {
        let driver = Driver()
        let (shared, tab) = Self.lentTab(driver)
        defer { shared.delete() }
        #expect(try tab.executeSync("return 42") == 42)
        #expect(driver.requests == [
            "POST /session", "POST /session/S1/window", "POST /session/S1/execute/sync",
            "DELETE /session/S1", "POST /session", "POST /session/S2/window", "POST /session/S2/execute/sync",
        ])
        #expect(driver.transport.sent[5].json?["handle"] == "TAB-1", "the lent tab is selected in the new session")
        // Later commands go to the new session directly.
        #expect(try tab.executeSync("return 42") == 42)
        #expect(driver.requests.last == "POST /session/S2/execute/sync")
    }

    @Test func aSecondFailureIsTheDriversErrorAndNoThirdSessionIsMade() throws {
        let driver = Driver(everySessionFails: true)
        let (shared, tab) = Self.lentTab(driver)
        defer { shared.delete() }
        do {
            _ = try tab.executeSync("return 42")
            Issue.record("the script cannot have run")
        } catch let error as WebDriverError {
            #expect(error.isDriverWithoutDocument)
        }
        #expect(driver.requests.filter { $0 == "POST /session" }.count == 2)
        #expect(driver.requests.filter { $0.hasSuffix("/execute/sync") }.count == 2)
    }

    @Test func inAFrameTheErrorIsThrownAsItIs() throws {
        let driver = Driver()
        let (shared, tab) = Self.lentTab(driver)
        defer { shared.delete() }
        try tab.switchToFrame(nil)
        #expect(throws: WebDriverError.self) { _ = try tab.executeSync("return 42") }
        #expect(driver.requests.filter { $0 == "POST /session" }.count == 1, "a new session would not know the frame")
    }

    @Test func otherErrorsAreNotRetried() throws {
        let transport = FakeTransport.session { request in
            request.url.path.hasSuffix("/execute/sync") ? FakeTransport.error("timeout", message: "timeout: Timed out receiving message from renderer", status: 500)
                : FakeTransport.ok(.null)
        }
        let session = try makeSession(transport)
        #expect(throws: WebDriverError.self) { _ = try session.executeSync("return 1") }
        #expect(transport.sent.filter { $0.path.hasSuffix("/execute/sync") }.count == 1)
    }
}
