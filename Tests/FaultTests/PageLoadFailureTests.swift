import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// An app URL nothing answers, a server stopped mid-test, an error page: the failure says the
/// page failed to load, with the status and the URL (never its credentials nor the launch
/// settings), not merely that an element does not exist.
@Suite("Pages that fail to load (real browser)", .serialized)
struct PageLoadFailureTests {
    @Test func anUnreachableAppURLSaysThePageFailedToLoad() throws {
        let port = try closedLoopbackPort()
        let engine = try WebDriverEngine.chromium(baseURL: URL(string: "http://tester:pw-s3cr3t-77@127.0.0.1:\(port)/app/")!)
        defer { engine.close() }
        let launch = LaunchConfiguration(arguments: ["-SecretFlag"], environment: ["TOKEN": "tok-123"])
        do throws(EngineError) {
            try engine.launch(.underTest, configuration: launch)
            Issue.record("nothing listens on port \(port): the launch must fail")
        } catch {
            let message = "\(error)"
            #expect(message.contains("failed to load"), "\(message)")
            #expect(message.contains("http://127.0.0.1:\(port)/app/"), "\(message)")
            #expect(!message.contains("pw-s3cr3t-77"), "\(message)")
            #expect(!message.contains(LaunchParameter.name), "the launch settings are private: \(message)")
            #expect(!message.contains(LaunchParameter.encode(launch)), "\(message)")
        }

        // With no app running, nothing can be said to be absent.
        let failures = withEngine(engine) {
            Failures.capture { Button(id: "Anything").waitFor(not: .exists, timeout: 5) }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("not running") == true, "\(failures.map(\.message))")
    }

    @Test func aServerStoppedMidTestSaysThePageFailedToLoad() throws {
        let server = try LoopbackServer(mode: .pages([
            "/": .init(html: "<title>Home</title><h1>Home</h1>"),
            "/next": .init(html: "<title>Next</title><h1>Next</h1>"),
        ]))
        defer { server.stop() }
        let engine = try WebDriverEngine.chromium(baseURL: server.url)
        defer { engine.close() }
        try engine.launch(.underTest, configuration: LaunchConfiguration())
        try withEngine(engine) {
            #expect(Header(id: "Home").waitFor(.exists, timeout: 10))
            server.stop()
            _ = try #require(engine.currentSession).executeSync("setTimeout(() => { location.href = '/next'; }, 0); return 1;")
            let started = Date()
            let failures = Failures.capture { Header(id: "Next").waitFor(.exists, timeout: 30) }
            let seconds = Date().timeIntervalSince(started)
            let message = failures.map(\.message).joined(separator: "\n")
            #expect(message.contains("failed to load"), "\(message)")
            #expect(message.contains("\(server.url.absoluteString)/next"), "\(message)")
            #expect(seconds < 15, "a page that failed to load will not change: waited \(seconds) s")
        }
    }

    @Test func anErrorStatusIsNamedWhenAnElementIsMissing() throws {
        let server = try LoopbackServer(mode: .pages(["/": .init(status: 503, html: "<title>Down</title><h1>Maintenance</h1>")]))
        defer { server.stop() }
        let engine = try WebDriverEngine.chromium(baseURL: server.url)
        defer { engine.close() }
        try engine.launch(.underTest, configuration: LaunchConfiguration())
        let failures = withEngine(engine) {
            Failures.capture { Button(id: "Log in").waitFor(.exists, timeout: 1) }
        }
        let message = failures.map(\.message).joined(separator: "\n")
        #expect(message.contains("HTTP 503"), "\(message)")
        #expect(message.contains(server.url.absoluteString), "\(message)")
    }
}
