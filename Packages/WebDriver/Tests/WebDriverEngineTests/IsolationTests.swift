import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// Each launch starts clean: what one test leaves in the browser (cookies, storage) never
/// reaches the next, though the managed Chromium reuses its browser across tests.
@Suite("Launches are isolated from each other (real Chromium)", .serialized)
struct IsolationTests {
    static let write = """
        document.cookie = 'leak=from-first-test; max-age=3600; path=/';
        localStorage.setItem('leak', 'from-first-test');
        """
    static let read = "return document.cookie + ' | ' + localStorage.getItem('leak');"

    /// A launched engine, as the test lifecycle launches one for each test.
    static func launched(at url: URL, over channel: IsolationChannel = .devTools) throws -> WebDriverEngine {
        let engine = try WebDriverEngine.chromium(baseURL: url, environment: environment(for: channel))
        try engine.launch(.underTest, configuration: LaunchConfiguration())
        return engine
    }

    static func stored(in engine: WebDriverEngine) throws -> String? {
        try #require(engine.currentSession).executeSync(read).stringValue
    }

    @Test func theManagedChromiumUsesUserContextsWhereAWebSocketClientIsLinked() throws {
        let engine = try WebDriverEngine.chromium(baseURL: nil, environment: [:])
        #expect(engine.isolation == (ManagedChromium.supportsUserContexts ? .userContext : .newSession))
        let optedOut = try WebDriverEngine.chromium(baseURL: nil, environment: [SessionIsolation.environmentVariable: "session"])
        #expect(optedOut.isolation == .newSession)
    }

    @Test(arguments: [IsolationChannel.devTools, .bidi])
    func cookiesAndLocalStorageOfOneTestDoNotReachTheNext(over channel: IsolationChannel) throws {
        let server = try PageServer(html: "<p>Isolation</p>")
        defer { server.stop() }

        let first = try Self.launched(at: server.url, over: channel)
        let firstSession = try #require(first.currentSession)
        _ = try firstSession.executeSync(Self.write)
        // The writes took: so the check below can fail if they leaked.
        #expect(try Self.stored(in: first) == "leak=from-first-test | from-first-test")
        first.close()

        let second = try Self.launched(at: server.url, over: channel)
        defer { second.close() }
        #expect(try Self.stored(in: second) == " | null")
        if second.isolation == .userContext {
            // The same browser served both tests: isolation came from the user context alone.
            let secondSession = try #require(second.currentSession)
            #expect(secondSession.id == firstSession.id)
            #expect(secondSession.userContext != nil && secondSession.userContext != firstSession.userContext)
        }
    }

    @Test(arguments: [IsolationChannel.devTools, .bidi])
    func aNewTabOfATestSharesItsContextOnly(over channel: IsolationChannel) throws {
        let server = try PageServer(html: "<p>Isolation</p>")
        defer { server.stop() }
        let engine = try Self.launched(at: server.url, over: channel)
        defer { engine.close() }
        let session = try #require(engine.currentSession)
        _ = try session.executeSync(Self.write)
        let first = try session.windowHandle()
        let second = try session.newWindow(type: .tab)
        #expect(!second.isEmpty && second != first)
        try session.switchToWindow(second)
        try session.navigate(to: server.url.absoluteString)
        #expect(try Self.stored(in: engine) == "leak=from-first-test | from-first-test", "the test's own new tab shares its storage")
        try session.switchToWindow(first)

        let other = try Self.launched(at: server.url, over: channel)
        defer { other.close() }
        #expect(try Self.stored(in: other) == " | null")
    }

    @Test func testsRunningAtTheSameTimeDoNotSeeEachOthersStorage() throws {
        let server = try PageServer(html: "<p>Isolation</p>")
        defer { server.stop() }
        let writer = try Self.launched(at: server.url)
        defer { writer.close() }
        let reader = try Self.launched(at: server.url)
        defer { reader.close() }
        _ = try #require(writer.currentSession).executeSync(Self.write)
        #expect(try Self.stored(in: writer) == "leak=from-first-test | from-first-test")
        #expect(try Self.stored(in: reader) == " | null")
        // A running test keeps its browser: the other got one of its own.
        #expect(try #require(writer.currentSession).id != (try #require(reader.currentSession).id))
    }

    @Test func aRelaunchIsCleanToo() throws {
        let server = try PageServer(html: "<p>Isolation</p>")
        defer { server.stop() }
        let engine = try Self.launched(at: server.url)
        defer { engine.close() }
        _ = try #require(engine.currentSession).executeSync(Self.write)
        try engine.terminate(.underTest)
        try engine.launch(.underTest, configuration: LaunchConfiguration())
        #expect(try Self.stored(in: engine) == " | null")
        // The test's tab, created in the background, is the one in front: the page is visible and animates.
        let session = try #require(engine.currentSession)
        #expect(try session.executeSync("return document.visibilityState").stringValue == "visible")
        let frame = try session.executeAsync("const done = arguments[arguments.length - 1]; requestAnimationFrame(() => done('frame'));")
        #expect(frame.stringValue == "frame")
    }
}
