import Foundation

/// A driver process that answered `GET /status`, with its private folder and port.
struct LaunchedDriver: Sendable {
    let process: SupervisedProcess
    let port: Int
    var url: URL { URL(string: "http://127.0.0.1:\(port)")! }
    var root: String { process.privateRoot }
}

/// Starts driver processes under the watchdog and waits until they are ready.
enum DriverLauncher {
    /// Creates a private folder (`$TMPDIR/tabtestkit-wd-…` with `tmp/`, `config/`, `cache/`), starts
    /// `executable` with the arguments built for a free port, and polls `GET /status` until it reports
    /// ready. Tries three times (a port can be taken between finding and binding it).
    static func launch(
        name: String,
        executable: String,
        arguments: (_ port: Int, _ root: String) -> [String],
        extraEnvironment: [String: String] = [:],
        startupTimeout: TimeInterval,
        transport: any HTTPTransport
    ) throws -> LaunchedDriver {
        var lastError: (any Error)?
        for _ in 0..<3 {
            do {
                return try launchOnce(name: name, executable: executable, arguments: arguments,
                                      extraEnvironment: extraEnvironment, startupTimeout: startupTimeout,
                                      transport: transport)
            } catch {
                lastError = error
            }
        }
        throw lastError!
    }

    private static func launchOnce(
        name: String,
        executable: String,
        arguments: (Int, String) -> [String],
        extraEnvironment: [String: String],
        startupTimeout: TimeInterval,
        transport: any HTTPTransport
    ) throws -> LaunchedDriver {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let root = (base as NSString).appendingPathComponent("tabtestkit-wd-\(UUID().uuidString.prefix(13))")
        func sub(_ name: String) -> String { (root as NSString).appendingPathComponent(name) }
        for folder in ["tmp", "profiles", "config", "cache"] {
            try FileManager.default.createDirectory(atPath: sub(folder), withIntermediateDirectories: true)
        }
        let port = try freeLoopbackPort()
        var environment = ["TMPDIR": sub("tmp"), "XDG_CONFIG_HOME": sub("config"), "XDG_CACHE_HOME": sub("cache")]
        environment.merge(extraEnvironment) { _, new in new }
        let process = try SupervisedProcess(
            executable: executable,
            arguments: arguments(port, root),
            privateRoot: root,
            environment: environment,
            logPath: sub("driver.log")
        )
        let driver = LaunchedDriver(process: process, port: port)
        let deadline = ContinuousClock.now + .milliseconds(Int(startupTimeout * 1000))
        while ContinuousClock.now < deadline {
            if !process.isRunning {
                let tail = process.logTail()
                try? FileManager.default.removeItem(atPath: root)
                throw WebDriverError.driverFailedToStart(
                    driver: "\(name) (\(executable))",
                    reason: "it exited right after starting on port \(port)",
                    logTail: tail
                )
            }
            if isReady(driver.url, timeout: 1, transport: transport) {
                webDriverLogger.debug("\(name) ready at \(driver.url) (process group \(process.pid))")
                return driver
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let tail = process.logTail()
        process.terminate()
        try? FileManager.default.removeItem(atPath: root)
        throw WebDriverError.driverFailedToStart(
            driver: "\(name) (\(executable))",
            reason: "GET /status did not report ready within \(Int(startupTimeout)) s",
            logTail: tail
        )
    }

    /// `true` when `GET /status` answers in time and does not report `ready: false`.
    static func isReady(_ url: URL, timeout: TimeInterval, transport: any HTTPTransport) -> Bool {
        let wire = WireClient(serverURL: url, transport: transport)
        guard let status = try? wire.send(.get, "status", body: nil, timeout: timeout) else { return false }
        return status["ready"]?.boolValue ?? true
    }
}
