import ExampleAppServer
import Foundation
import TABTestKit
import Testing
import WebDriverClient
#if canImport(Glibc)
import Glibc
#endif

/// The fault suite (`make faults`): faults injected in the middle of a test against the
/// example app in real headless Chromium. Each must fail the step that meets it quickly, with
/// a message naming the cause, and the next test must pass. Each test prints one row of the
/// table `make faults` shows (`FAULT|cause|seconds|message`).
///
/// Everything runs on a Chromium and chromedriver of the suite's own, so killing them does not
/// disturb other suites running in the same process.
@Suite("Fault suite (real browser)", .serialized)
struct FaultSuite {
    /// The suite's own managed Chromium.
    static let chromium = Result { try ManagedChromium() }
    /// The example app, served for the whole suite.
    static let app = Result { try ExampleAppServer.start() }

    @Test func browserKilled() throws {
        let app = try Self.app.get()
        let row = try runFault("browser killed", engine: { try Self.managedEngine(app.baseURL) }) { engine in
            try Self.killBrowser(of: engine)
        }
        #expect(row.message.contains("The browser session ended"), "\(row.message)")
        try expectNextTestPasses { try Self.managedEngine(app.baseURL) }
    }

    @Test func driverKilled() throws {
        let app = try Self.app.get()
        let row = try runFault("driver killed", engine: { try Self.managedEngine(app.baseURL) }) { _ in
            let group = try #require(try Self.chromium.get().driverProcessGroup)
            kill(-group, SIGKILL)
        }
        #expect(row.message.contains("is not running or died"), "\(row.message)")
        try expectNextTestPasses { try Self.managedEngine(app.baseURL) }
    }

    @Test func appServerStopped() throws {
        let server = try ExampleAppServer.start()
        defer { server.stop() }
        let row = try runFault("app server stopped", engine: { try Self.managedEngine(server.baseURL) }, step: {
            App.shared.launch()
        }) { _ in
            server.stop()
        }
        #expect(row.message.contains("failed to load"), "\(row.message)")
        #expect(row.message.contains(server.baseURL.absoluteString), "\(row.message)")
        let app = try Self.app.get()
        try expectNextTestPasses { try Self.managedEngine(app.baseURL) }
    }

    @Test func remoteHung() throws {
        let app = try Self.app.get()
        let driverPort = try #require(try Self.chromium.get().start().port)
        let remote = try LoopbackServer(mode: .proxy(port: driverPort))
        defer { remote.stop() }
        let row = try runFault("remote hung", engine: { try Self.remoteEngine(app.baseURL, remote: remote) }) { _ in
            remote.mode = .silent
        }
        #expect(row.message.contains(remote.url.absoluteString), "\(row.message)")
        #expect(row.message.contains("not answering"), "\(row.message)")
        remote.mode = .proxy(port: driverPort)
        try expectNextTestPasses { try Self.remoteEngine(app.baseURL, remote: remote) }
    }

    @Test func appURLUnreachable() throws {
        let port = try closedLoopbackPort()
        let unreachable = URL(string: "http://127.0.0.1:\(port)/")!
        let row = try runFault("app URL unreachable", engine: { try Self.managedEngine(unreachable) }, launchFirst: false, step: {
            App.shared.launch()
        }) { _ in }
        #expect(row.message.contains("failed to load"), "\(row.message)")
        #expect(row.message.contains(unreachable.absoluteString), "\(row.message)")
        let app = try Self.app.get()
        try expectNextTestPasses { try Self.managedEngine(app.baseURL) }
    }

    // MARK: - Running a fault

    /// What a fault did: how long the step that met it took to fail, and what it said.
    struct Row: Sendable {
        var cause: String
        var seconds: TimeInterval
        var message: String
    }

    /// Runs a test against the example app: the app is launched (unless `launchFirst` is
    /// false) and seen, `fault` is injected, then `step` (by default: see the login screen
    /// again) must fail. Prints the table row and returns it.
    func runFault(
        _ cause: String,
        engine makeEngine: @escaping @Sendable () throws -> WebDriverEngine,
        launchFirst: Bool = true,
        step: @escaping @Sendable () -> Void = { LoginScreen().waitFor() },
        fault: @escaping @Sendable (WebDriverEngine) throws -> Void
    ) throws -> Row {
        let run = bounded(90) { () throws -> Row in
            let engine = try makeEngine()
            defer { engine.close() }
            var row = Row(cause: cause, seconds: 0, message: "")
            var setupProblem: String?
            // Teardown meets the fault too; only the step's own failure is the row's.
            let lifecycle = Failures.capture {
                withTABTestKit(engine: engine, preLaunchSetup: { launch in if launchFirst { launch() } }) {
                    if launchFirst, !LoginScreen().determine(timeout: 30) {
                        setupProblem = "the example app was not shown before the fault"
                        return
                    }
                    do { try fault(engine) } catch { setupProblem = "the fault could not be injected: \(error)" }
                    let started = Date()
                    let failures = Failures.capture { step() }
                    row.seconds = Date().timeIntervalSince(started)
                    row.message = failures.map(\.message).joined(separator: "\n")
                }
            }
            if let setupProblem { throw FaultError(setupProblem + ": " + lifecycle.map(\.message).joined(separator: "\n")) }
            return row
        }
        guard let result = run.result else { throw FaultError("\(cause): the test was still running after 90 s") }
        let row = try result.get()
        // The table shows the line that names the cause: what the engine said, else the first.
        let lines = row.message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let cause = lines.first { $0.hasPrefix("Observed:") }.map { String($0.dropFirst("Observed:".count)).trimmingCharacters(in: .whitespaces) }
            ?? lines.first ?? "(no failure)"
        print("FAULT|\(row.cause)|\(String(format: "%.2f", row.seconds))|\(cause)")
        #expect(!row.message.isEmpty, "\(cause): the step after the fault did not fail")
        return row
    }

    /// A fresh test after the fault: launch, see the login screen, terminate; no failure.
    func expectNextTestPasses(engine makeEngine: @escaping @Sendable () throws -> WebDriverEngine) throws {
        let run = bounded(90) { () throws -> [String] in
            let engine = try makeEngine()
            defer { engine.close() }
            return Failures.capture {
                _ = withTABTestKit(engine: engine) { LoginScreen().waitFor(timeout: 30) }
            }.map(\.message)
        }
        guard let result = run.result else { throw FaultError("the next test was still running after 90 s") }
        #expect(try result.get() == [], "the test after the fault must pass")
    }

    // MARK: - Engines and faults

    static func managedEngine(_ baseURL: URL) throws -> WebDriverEngine {
        let chromium = try chromium.get()
        return WebDriverEngine(configuration: .init(baseURL: baseURL) { try chromium.newSession() }, name: "Chromium (fault suite)")
    }

    /// An engine on `remote`, a proxy in front of the suite's chromedriver.
    static func remoteEngine(_ baseURL: URL, remote: LoopbackServer) throws -> WebDriverEngine {
        let capabilities = Capabilities.chromium(binary: try chromium.get().chromiumPath)
        return try WebDriverEngine.chromium(baseURL: baseURL, environment: [
            RemoteWebDriver.urlVariable: remote.url.absoluteString,
            RemoteWebDriver.capabilitiesVariable: capabilities.json.serialized(),
        ])
    }

    /// Kills (SIGKILL) the browser processes of the engine's session.
    static func killBrowser(of engine: WebDriverEngine) throws {
        let session = try #require(engine.currentSession)
        let arguments = session.requestedCapabilities["goog:chromeOptions"]?["args"]?.arrayValue ?? []
        let profile = try #require(arguments.compactMap(\.stringValue).first { $0.hasPrefix("--user-data-dir=") })
        var killed = 0
        for entry in try FileManager.default.contentsOfDirectory(atPath: "/proc") {
            guard let pid = Int32(entry), let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                  data.range(of: Data(profile.utf8)) != nil else { continue }
            kill(pid, SIGKILL)
            killed += 1
        }
        try #require(killed > 0, "no browser process found for \(profile)")
    }
}

/// The example app's login screen.
struct LoginScreen: Screen {
    let trait = Header(id: "WelcomeHeader")
}

/// Why a fault test could not run.
struct FaultError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
