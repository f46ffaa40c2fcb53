import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A driver process that answered `GET /status`, with its private folder and port.
struct LaunchedDriver: Sendable {
    let process: SupervisedProcess
    let port: Int
    /// Removes the private folder if the process is interrupted before ``shutDown()``.
    let exitCleanup: UUID
    /// This process's end of the browser's DevTools pipe, for a browser launched with one
    /// (``ChromiumLauncher``); whoever connects over it owns it.
    var devToolsPipe: Int32? = nil
    var url: URL { URL(string: "http://127.0.0.1:\(port)")! }
    var root: String { process.privateRoot }

    /// Kills the driver and everything it started, then removes its private folder.
    func shutDown() {
        process.terminate()
        SupervisedProcess.removeFolder(root, group: process.pid)
        ExitCleanup.remove(exitCleanup)
    }
}

/// Starts driver processes under the watchdog and waits until they are ready.
enum DriverLauncher {
    /// Creates a private folder (`$TMPDIR/tabtestkit-wd-…`, mode 0700, with `tmp/`, `config/`,
    /// `cache/`), starts `executable` with the arguments built for a free port, and polls
    /// `GET /status` until it reports ready.
    ///
    /// `startupTimeout` is one deadline for the whole start: a driver that exits at once (its
    /// port was taken between finding and binding it) is started again while time remains, one
    /// that does not answer is not.
    static func launch(
        name: String,
        executable: String,
        arguments: (_ port: Int, _ root: String) -> [String],
        extraEnvironment: [String: String] = [:],
        startupTimeout: TimeInterval,
        transport: any HTTPTransport
    ) throws -> LaunchedDriver {
        try launch(name: name, executable: executable, arguments: arguments, extraEnvironment: extraEnvironment,
                   startupTimeout: startupTimeout, notReady: "GET /status did not report ready") { driver, remaining in
            isReady(driver.url, timeout: max(0.1, min(1, remaining)), transport: transport) ? driver.port : nil
        }
    }

    /// Like ``launch(name:executable:arguments:extraEnvironment:startupTimeout:transport:)``,
    /// with another test of readiness: `readyPort` returns the port the process listens on once
    /// it is ready (a browser's DevTools port read from its profile), else `nil`. `notReady`
    /// says what did not happen in time, for the error. The watchdog ends the process when
    /// `parentPID` (this process unless a test says otherwise) is gone.
    static func launch(
        name: String,
        executable: String,
        arguments: (_ port: Int, _ root: String) -> [String],
        extraEnvironment: [String: String] = [:],
        startupTimeout: TimeInterval,
        notReady: String,
        parentPID: pid_t = getpid(),
        devToolsPipe: Bool = false,
        readyPort: (_ starting: LaunchedDriver, _ remaining: TimeInterval) -> Int?
    ) throws -> LaunchedDriver {
        let deadline = ContinuousClock.now + .milliseconds(Int(startupTimeout * 1000))
        var lastError: (any Error)?
        for _ in 0..<3 where ContinuousClock.now < deadline {
            do {
                return try launchOnce(name: name, executable: executable, arguments: arguments,
                                      extraEnvironment: extraEnvironment, startupTimeout: startupTimeout,
                                      deadline: deadline, notReady: notReady, parentPID: parentPID,
                                      devToolsPipe: devToolsPipe, readyPort: readyPort)
            } catch LaunchError.exitedEarly(let error) {
                lastError = error
            }
        }
        throw lastError ?? WebDriverError.driverFailedToStart(
            driver: "\(name) (\(executable))", reason: "it did not start within \(seconds(startupTimeout))", logTail: ""
        )
    }

    /// Held while a private folder is created and its driver spawned; exit cleanups take it too.
    private static let creating = NSLock()

    /// A start that may work on a second try.
    private enum LaunchError: Error {
        case exitedEarly(WebDriverError)
    }

    private static func launchOnce(
        name: String,
        executable: String,
        arguments: (Int, String) -> [String],
        extraEnvironment: [String: String],
        startupTimeout: TimeInterval,
        deadline: ContinuousClock.Instant,
        notReady: String,
        parentPID: pid_t,
        devToolsPipe: Bool,
        readyPort: (LaunchedDriver, TimeInterval) -> Int?
    ) throws -> LaunchedDriver {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let root = (base as NSString).appendingPathComponent("tabtestkit-wd-\(UUID().uuidString.prefix(13))")
        // Registered before the folder exists: an interruption at any moment removes it. The
        // cleanup waits for a folder being created and its driver being spawned (under the
        // `creating` lock), so it never removes a folder that is then created again.
        let spawned = LockedValue<pid_t?>(nil)
        let cleanup = ExitCleanup.add {
            creating.withLock {
                SupervisedProcess.removeFolder(root, group: spawned.current)
            }
        }
        // The pipe's two ends: the driver's (given as its descriptors 3 and 4, closed here once
        // it started) and this process's.
        let pipe: (own: Int32, driver: Int32)?
        do {
            pipe = devToolsPipe ? try makeSocketPair() : nil
        } catch {
            ExitCleanup.remove(cleanup)
            throw error
        }
        func abandon(_ process: SupervisedProcess?) {
            if let pipe { close(pipe.own) }
            process?.terminate()
            SupervisedProcess.removeFolder(root, group: process?.pid)
            ExitCleanup.remove(cleanup)
        }
        func sub(_ name: String) -> String { (root as NSString).appendingPathComponent(name) }
        let process: SupervisedProcess
        let port: Int
        creating.lock()
        do {
            defer { creating.unlock() }
            guard !ExitCleanup.isExiting else {
                throw WebDriverError.driverFailedToStart(driver: name, reason: "the test process is exiting", logTail: "")
            }
            // Owner only: the driver's log and the browsers' profiles are nobody else's business.
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            for folder in ["tmp", "profiles", "config", "cache"] {
                try FileManager.default.createDirectory(atPath: sub(folder), withIntermediateDirectories: true)
            }
            port = try freeLoopbackPort()
            var environment = ["TMPDIR": sub("tmp"), "XDG_CONFIG_HOME": sub("config"), "XDG_CACHE_HOME": sub("cache")]
            environment.merge(extraEnvironment) { _, new in new }
            process = try SupervisedProcess(
                executable: executable,
                arguments: arguments(port, root),
                privateRoot: root,
                environment: environment,
                logPath: sub("driver.log"),
                parentPID: parentPID,
                devToolsPipe: pipe?.driver
            )
            spawned.withLock { $0 = process.pid }
            if let pipe { close(pipe.driver) }
        } catch {
            if let pipe { close(pipe.driver) }
            abandon(nil)
            throw error
        }
        let driver = LaunchedDriver(process: process, port: port, exitCleanup: cleanup, devToolsPipe: pipe?.own)
        while ContinuousClock.now < deadline {
            if !process.isRunning {
                let tail = process.logTail()
                abandon(process)
                throw LaunchError.exitedEarly(WebDriverError.driverFailedToStart(
                    driver: "\(name) (\(executable))",
                    reason: "it exited right after starting" + (notReady.hasPrefix("GET /status") ? " on port \(port)" : ""),
                    logTail: tail
                ))
            }
            let remaining = Double((deadline - ContinuousClock.now).components.seconds)
                + Double((deadline - ContinuousClock.now).components.attoseconds) / 1e18
            if let ready = readyPort(driver, remaining) {
                let listening = LaunchedDriver(process: process, port: ready, exitCleanup: cleanup, devToolsPipe: pipe?.own)
                webDriverLogger.debug("\(name) ready at \(listening.url) (process group \(process.pid))")
                return listening
            }
            // The driver answers within ~50 ms of starting: poll often, each test run waits for it once.
            Thread.sleep(forTimeInterval: 0.01)
        }
        let tail = process.logTail()
        abandon(process)
        throw WebDriverError.driverFailedToStart(
            driver: "\(name) (\(executable))",
            reason: "\(notReady) within \(seconds(startupTimeout))",
            logTail: tail
        )
    }

    /// A connected pair of Unix stream sockets, closed on exec (the driver gets its end as
    /// descriptors 3 and 4 through the spawn's own duplicates).
    private static func makeSocketPair() throws -> (own: Int32, driver: Int32) {
        var descriptors: [Int32] = [-1, -1]
        #if canImport(Darwin)
        let type = SOCK_STREAM
        #else
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #endif
        guard socketpair(AF_UNIX, type, 0, &descriptors) == 0 else {
            throw WebDriverError.driverFailedToStart(driver: "Chromium", reason: "no socket pair for its DevTools pipe: \(String(cString: strerror(errno)))", logTail: "")
        }
        return (descriptors[0], descriptors[1])
    }

    /// `true` when `GET /status` answers in time and does not report `ready: false`.
    static func isReady(_ url: URL, timeout: TimeInterval, transport: any HTTPTransport) -> Bool {
        let wire = WireClient(serverURL: url, transport: transport)
        guard let status = try? wire.send(.get, "status", body: nil, timeout: timeout) else { return false }
        return status["ready"]?.boolValue ?? true
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}
