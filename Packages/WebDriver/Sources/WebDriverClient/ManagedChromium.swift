import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A chromedriver started and owned by this process: the embedded default browser for tests.
///
/// - Finds Chromium and chromedriver (see ``BrowserLocator``).
/// - Starts chromedriver on a free port on 127.0.0.1, with `TMPDIR` pointing at a private folder.
/// - Gives each session a fresh temporary profile (`--user-data-dir`) that is removed when the
///   session is deleted.
/// - Restarts chromedriver when it died, so the next ``newSession(capabilities:timeout:commandTimeout:)`` works.
/// - Stops everything when the process exits, is interrupted, or even crashes (a watchdog shell polls
///   this process and kills the driver's process group when it is gone).
///
/// ```swift
/// let session = try ManagedChromium.shared().newSession()
/// defer { session.delete() }
/// ```
public final class ManagedChromium: Sendable {
    /// The Chromium executable sessions use.
    public let chromiumPath: String
    /// The chromedriver executable.
    public let chromedriverPath: String
    /// How long to wait for chromedriver to answer `GET /status` after starting it.
    public let startupTimeout: TimeInterval
    /// The transport used for the driver and its sessions.
    public let transport: any HTTPTransport

    private let state = Locked(State())
    private let startLock = NSLock()
    private let exitToken = Locked<UUID?>(nil)

    private struct State {
        var process: SupervisedProcess?
        var port: Int?
        var restarts = 0
    }

    private static let sharedInstance = Locked<ManagedChromium?>(nil)

    /// The process-wide instance: one chromedriver for the whole test process, started on first use.
    ///
    /// - Throws: ``WebDriverError/browserNotInstalled(what:searched:)`` when Chromium or chromedriver
    ///   is missing, ``WebDriverError/driverFailedToStart(driver:reason:logTail:)`` when it does not start.
    public static func shared() throws -> ManagedChromium {
        try sharedInstance.withLock { instance in
            if let instance { return instance }
            let created = try ManagedChromium()
            instance = created
            return created
        }
    }

    /// Creates a manager; chromedriver starts lazily on the first session (or ``start()``).
    ///
    /// - Parameters:
    ///   - chromium: the browser executable; located with ``BrowserLocator/chromium(environment:)`` when `nil`.
    ///   - chromedriver: the driver executable; located with ``BrowserLocator/chromedriver(environment:)`` when `nil`.
    ///   - startupTimeout: how long chromedriver may take to become ready.
    ///   - transport: the HTTP transport.
    public init(
        chromium: String? = nil,
        chromedriver: String? = nil,
        startupTimeout: TimeInterval = 20,
        transport: any HTTPTransport = .platformDefault
    ) throws {
        chromiumPath = try chromium ?? BrowserLocator.chromium()
        chromedriverPath = try chromedriver ?? BrowserLocator.chromedriver()
        self.startupTimeout = startupTimeout
        self.transport = transport
    }

    deinit {
        stop()
    }

    /// The driver's URL, e.g. `http://127.0.0.1:43117`, or `nil` when it is not running.
    public var serverURL: URL? {
        state.withLock { state in state.port.map { URL(string: "http://127.0.0.1:\($0)")! } }
    }

    /// The private folder of the running driver (its `TMPDIR` and the sessions' profiles).
    public var privateFolder: String? { state.withLock { $0.process?.privateRoot } }

    /// The process group id of the running driver (its watchdog shell), or `nil`.
    public var driverProcessGroup: Int32? { state.withLock { $0.process?.pid } }

    /// How many times chromedriver was restarted after dying.
    public var restartCount: Int { state.withLock { $0.restarts } }

    /// Starts chromedriver if it is not running (or no longer answers) and returns its URL.
    @discardableResult
    public func start() throws -> URL {
        startLock.lock()
        defer { startLock.unlock() }
        let (process, port) = state.withLock { ($0.process, $0.port) }
        if let process, let port {
            let url = URL(string: "http://127.0.0.1:\(port)")!
            if process.isRunning, DriverLauncher.isReady(url, timeout: 2, transport: transport) { return url }
            webDriverLogger.info("chromedriver at \(url) is gone; restarting it")
            process.terminate()
            try? FileManager.default.removeItem(atPath: process.privateRoot)
            state.withLock {
                $0.process = nil
                $0.port = nil
                $0.restarts += 1
            }
        }
        return try launch()
    }

    /// Creates a session in a fresh temporary profile, restarting chromedriver first if it died.
    ///
    /// The profile folder is deleted when the session is deleted.
    ///
    /// - Parameters:
    ///   - capabilities: defaults to ``Capabilities/chromium(headless:binary:extraArguments:)``; the browser
    ///     binary and `--user-data-dir` are filled in.
    ///   - timeout: the deadline for starting the browser.
    ///   - commandTimeout: the default deadline of the session's commands.
    public func newSession(
        capabilities: Capabilities = .chromium(),
        timeout: TimeInterval = 30,
        commandTimeout: TimeInterval = 60
    ) throws -> WebDriverSession {
        var lastError: (any Error)?
        for attempt in 0..<3 {
            let url = try start()
            guard let root = privateFolder else { continue }
            let profile = (root as NSString).appendingPathComponent("profiles/\(UUID().uuidString.prefix(13))")
            try? FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
            var requested = capabilities
            if requested["goog:chromeOptions"]?["binary"] == nil {
                requested = requested.merging(["goog:chromeOptions": ["binary": .string(chromiumPath)]])
            }
            requested = requested.addingChromiumArguments(["--user-data-dir=\(profile)"])
            do {
                let session = try WebDriverSession.create(
                    serverURL: url, capabilities: requested, transport: transport,
                    timeout: timeout, commandTimeout: commandTimeout
                )
                session.onDelete {
                    // Anything still running from this profile (a browser chromedriver lost) goes too.
                    SupervisedProcess.killProcesses(mentioning: "--user-data-dir=\(profile)")
                    try? FileManager.default.removeItem(atPath: profile)
                }
                return session
            } catch let error as WebDriverError {
                SupervisedProcess.killProcesses(mentioning: "--user-data-dir=\(profile)")
                try? FileManager.default.removeItem(atPath: profile)
                lastError = error
                if case .serverNotReachable = error { continue }  // the driver died meanwhile: restart it
                // A browser that exits while starting (a busy machine) usually starts on a second try.
                if error.code == .sessionNotCreated, attempt < 2 {
                    Thread.sleep(forTimeInterval: 0.5)
                    continue
                }
                throw error
            }
        }
        throw lastError ?? WebDriverError.driverFailedToStart(driver: "chromedriver", reason: "unknown", logTail: "")
    }

    /// Stops chromedriver and every browser it started, and removes the private folder. Idempotent;
    /// a later ``newSession(capabilities:timeout:commandTimeout:)`` starts a new driver.
    public func stop() {
        let process = state.withLock { state -> SupervisedProcess? in
            defer {
                state.process = nil
                state.port = nil
            }
            return state.process
        }
        if let token = exitToken.withLock({ token -> UUID? in defer { token = nil }; return token }) {
            ExitCleanup.remove(token)
        }
        guard let process else { return }
        process.terminate()
        try? FileManager.default.removeItem(atPath: process.privateRoot)
    }

    // MARK: - Private

    private func launch() throws -> URL {
        // --allowed-origins is not needed: only this process (not a web page) talks to the driver.
        let driver = try DriverLauncher.launch(
            name: "chromedriver",
            executable: chromedriverPath,
            arguments: { port, _ in ["--port=\(port)", "--allowed-ips=127.0.0.1", "--log-level=WARNING"] },
            startupTimeout: startupTimeout,
            transport: transport
        )
        state.withLock {
            $0.process = driver.process
            $0.port = driver.port
        }
        registerExitCleanup()
        return driver.url
    }

    private func registerExitCleanup() {
        exitToken.withLock { token in
            guard token == nil else { return }
            token = ExitCleanup.add { [weak self] in self?.stop() }
        }
    }
}
