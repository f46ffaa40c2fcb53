import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A chromedriver started and owned by this process: the embedded default browser for tests.
///
/// - Finds Chromium and chromedriver (see ``BrowserLocator``).
/// - Starts chromedriver on a free port, listening on loopback only (127.0.0.1 and ::1), with
///   `TMPDIR` pointing at a private folder (mode 0700; its `driver.log` is 0600).
/// - Keeps browsers for isolated tests: ``isolatedSession(timeout:commandTimeout:)`` gives each test a
///   fresh isolated context in a browser reused across tests (``SessionIsolation/userContext``).
///   Over DevTools (the default) that browser is started here, and chromedriver attaches to it
///   in the background for the classic commands (`ManagedChromium+OwnBrowser.swift`).
/// - Gives each session a fresh temporary profile (`--user-data-dir`) that is removed when the
///   session is deleted.
/// - Restarts chromedriver when it died, so the next ``newSession(capabilities:timeout:commandTimeout:)`` works.
///   A chromedriver that does not *start* (it never reports ready within ``startupTimeout``) is
///   not started again: later sessions fail at once with the same error.
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

    /// Idle browsers kept for the next isolated test (``isolatedSession(timeout:commandTimeout:)``).
    let sharedBrowsers = SharedBrowserPool()
    /// The browsers started here rather than by chromedriver (``openOwnBrowser(deadline:commandTimeout:)``).
    let ownBrowsers = OwnBrowsers()
    private let state = LockedValue(State())
    private let startLock = NSLock()
    private let exitToken = LockedValue<UUID?>(nil)

    private struct State {
        var driver: LaunchedDriver?
        var restarts = 0
        /// Why chromedriver could not start: later starts fail at once with it.
        var startFailure: WebDriverError?
        /// How many times ``stop()`` ran: a chromedriver whose start a stop overtook (it was
        /// attaching in the background) is ended at once instead of living until exit.
        var stops = 0
    }

    private static let sharedInstance = LockedValue<ManagedChromium?>(nil)

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
        state.withLock { $0.driver?.url }
    }

    /// The private folder of the running driver (its `TMPDIR` and the sessions' profiles).
    public var privateFolder: String? { state.withLock { $0.driver?.root } }

    /// The process group id of the running driver (its watchdog shell), or `nil`.
    public var driverProcessGroup: Int32? { state.withLock { $0.driver?.process.pid } }

    /// How many times chromedriver was restarted after dying.
    public var restartCount: Int { state.withLock { $0.restarts } }

    /// Starts chromedriver if it is not running (or no longer answers) and returns its URL.
    @discardableResult
    public func start() throws -> URL {
        startLock.lock()
        defer { startLock.unlock() }
        let (running, failure, stops) = state.withLock { ($0.driver, $0.startFailure, $0.stops) }
        if let failure { throw failure }
        if let running {
            let url = running.url
            if running.process.isRunning, DriverLauncher.isReady(url, timeout: 2, transport: transport) { return url }
            webDriverLogger.info("chromedriver at \(url) is gone; restarting it")
            retireSharedBrowsers()
            running.shutDown()
            state.withLock {
                $0.driver = nil
                $0.restarts += 1
            }
        }
        do {
            return try launch(unlessStoppedSince: stops)
        } catch let error as WebDriverError {
            // A failure a stop overtook says nothing of the next start.
            state.withLock { if $0.stops == stops { $0.startFailure = error } }
            throw error
        }
    }

    /// Creates a session in a fresh temporary profile, restarting chromedriver first if it died.
    ///
    /// The profile folder is deleted when the session is deleted.
    ///
    /// - Parameters:
    ///   - capabilities: defaults to ``Capabilities/chromium(headless:binary:extraArguments:)``; the browser
    ///     binary and `--user-data-dir` are filled in.
    ///   - timeout: one deadline for starting the browser, tries after a driver restart or a
    ///     browser that exited while starting included.
    ///   - commandTimeout: the default deadline of the session's commands.
    public func newSession(
        capabilities: Capabilities = .chromium(),
        timeout: TimeInterval = 30,
        commandTimeout: TimeInterval = 60
    ) throws -> WebDriverSession {
        var lastError: (any Error)?
        let deadline = Date().addingTimeInterval(timeout)
        for attempt in 0..<3 {
            let remaining = deadline.timeIntervalSinceNow
            if attempt > 0, remaining < 1 { break }
            let url = try start()
            guard let root = privateFolder else { continue }
            let profile = (root as NSString).appendingPathComponent("profiles/\(UUID().uuidString.prefix(13))")
            // Not with intermediate folders: if an exit cleanup just removed the private folder,
            // this must not create it again.
            guard !ExitCleanup.isExiting,
                  (try? FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: false)) != nil else {
                throw WebDriverError.driverFailedToStart(driver: "chromedriver", reason: "its private folder is gone: the test process is exiting", logTail: "")
            }
            var requested = capabilities
            if requested["goog:chromeOptions"]?["binary"] == nil {
                requested = requested.merging(["goog:chromeOptions": ["binary": .string(chromiumPath)]])
            }
            requested = requested.addingChromiumArguments(["--user-data-dir=\(profile)"])
            do {
                let session = try WebDriverSession.create(
                    serverURL: url, capabilities: requested, transport: transport,
                    timeout: max(1, deadline.timeIntervalSinceNow), commandTimeout: commandTimeout, logger: webDriverLogger
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
                switch error {
                case .serverNotReachable, .serverNotAnswering: continue  // the driver died or hung meanwhile: restart it
                default: break
                }
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
    /// a later ``newSession(capabilities:timeout:commandTimeout:)`` starts a new driver (even after
    /// a driver that did not start).
    public func stop() {
        let driver = state.withLock { state -> LaunchedDriver? in
            defer {
                state.driver = nil
                state.startFailure = nil
            }
            state.stops += 1
            return state.driver
        }
        if let token = exitToken.withLock({ token -> UUID? in defer { token = nil }; return token }) {
            ExitCleanup.remove(token)
        }
        retireSharedBrowsers()
        ownBrowsers.endAll()
        driver?.shutDown()
    }

    // MARK: - Private

    /// Starts chromedriver; when ``stop()`` ran since `stops` was read (while it started),
    /// ends it again and fails: the manager was stopped.
    private func launch(unlessStoppedSince stops: Int) throws -> URL {
        // Without --allowed-ips chromedriver binds loopback only (127.0.0.1 and ::1); with it, it
        // binds every interface and merely answers 403 to others. --allowed-origins is not needed:
        // only this process (not a web page) talks to the driver. WARNING keeps the log free of
        // commands and their parameters (typed text among them).
        let driver = try DriverLauncher.launch(
            name: "chromedriver",
            executable: chromedriverPath,
            arguments: { port, _ in ["--port=\(port)", "--log-level=WARNING"] },
            startupTimeout: startupTimeout,
            transport: transport
        )
        let kept = state.withLock { state -> Bool in
            guard state.stops == stops else { return false }
            state.driver = driver
            return true
        }
        guard kept else {
            driver.shutDown()
            throw WebDriverError.driverFailedToStart(driver: "chromedriver", reason: "the managed Chromium was stopped while it started",
                                                     logTail: "")
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
