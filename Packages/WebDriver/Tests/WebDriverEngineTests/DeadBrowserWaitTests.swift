import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient
#if !canImport(Darwin)
import Glibc
#endif

/// After the browser or chromedriver dies, `waitFor` and friends stop at the engine's
/// "retrying will not help" answer instead of polling until their deadline.
@Suite("Waiting after the browser or driver died (real browser)", .serialized)
struct DeadBrowserWaitTests {
    /// A generous deadline: a wait that honours the engine's answer ends long before it.
    static let deadline: TimeInterval = 30

    func timedFailure(_ body: () -> Void) -> (message: String, seconds: TimeInterval) {
        let started = Date()
        let failures = Failures.capture {
            ElementConfiguration.with(ElementConfiguration(defaultTimeout: Self.deadline, actionTimeout: Self.deadline)) { body() }
        }
        return (failures.map(\.message).joined(separator: "\n"), Date().timeIntervalSince(started))
    }

    @Test func aKilledBrowserEndsTheWaitAtOnce() throws {
        try withPage("<button>Still here</button>") { engine throws in
            #expect(Button(id: "Still here").exists)
            #expect(try BrowserCrashTests.killBrowser(of: engine) > 0)
            let (message, seconds) = timedFailure { Button(id: "Still here").waitFor(.exists, .hittable) }
            #expect(message.contains("The browser session ended"), "\(message)")
            #expect(!message.contains("Timed out after \(Int(Self.deadline)) s"), "\(message)")
            #expect(seconds < Self.deadline / 2, "waited \(seconds) s")
        }
    }

    @Test func aKilledDriverEndsTheWaitAtOnce() throws {
        let chromium = try ManagedChromium()
        defer { chromium.stop() }
        let engine = WebDriverEngine(configuration: .init(baseURL: nil) { try chromium.newSession() })
        defer { engine.close() }
        try engine.open(dataURL("<button>Still here</button>"))
        try withEngine(engine) {
            #expect(Button(id: "Still here").exists)
            let group = try #require(chromium.driverProcessGroup)
            kill(-group, SIGKILL)
            let (message, seconds) = timedFailure { Button(id: "Still here").waitFor(.exists) }
            #expect(message.contains("is not running or died"), "\(message)")
            #expect(seconds < Self.deadline / 2, "waited \(seconds) s")
        }
    }
}
