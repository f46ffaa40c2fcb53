import Foundation

/// WebKitWebDriver with WebKitGTK's MiniBrowser on a private virtual display (Xvfb), started and
/// owned by this process. Linux only.
///
/// MiniBrowser cannot run headless, so each driver gets its own `Xvfb :N`; both run under the same
/// watchdog and process group as ``ManagedChromium``'s driver, so they stop with the test process
/// however it ends. WebKitWebDriver runs one session at a time. Install the packages with
/// `Tools/install-browser.sh --webkit` (`xvfb`, `webkit2gtk-driver`).
public final class ManagedWebKit: Sendable {
    /// The environment variable that overrides the WebKitWebDriver executable.
    public static let driverVariable = "TABTESTKIT_WEBKITDRIVER"

    /// The WebKitWebDriver executable.
    public let driverPath: String
    /// The Xvfb executable.
    public let xvfbPath: String
    /// How long the driver may take to become ready.
    public let startupTimeout: TimeInterval
    /// The transport used for the driver and its sessions.
    public let transport: any HTTPTransport

    private let state = LockedValue<(driver: LaunchedDriver?, display: Int?)>((nil, nil))
    private let startLock = NSLock()
    private let exitToken = LockedValue<UUID?>(nil)
    private static let sharedInstance = LockedValue<ManagedWebKit?>(nil)

    /// `true` when WebKitWebDriver and Xvfb can be found.
    public static var isInstalled: Bool {
        (try? locateDriver()) != nil && BrowserLocator.which(["Xvfb"]) != nil
    }

    /// The process-wide instance, started on first use.
    public static func shared() throws -> ManagedWebKit {
        try sharedInstance.withLock { instance in
            if let instance { return instance }
            let created = try ManagedWebKit()
            instance = created
            return created
        }
    }

    /// Creates a manager; the driver starts lazily on the first session.
    ///
    /// - Throws: ``WebDriverError/browserNotInstalled(what:searched:)`` when WebKitWebDriver or Xvfb is missing.
    public init(
        driver: String? = nil,
        xvfb: String? = nil,
        startupTimeout: TimeInterval = 20,
        transport: any HTTPTransport = .platformDefault
    ) throws {
        driverPath = try driver ?? Self.locateDriver()
        guard let xvfbPath = xvfb ?? BrowserLocator.which(["Xvfb"]) else {
            throw WebDriverError.browserNotInstalled(what: "Xvfb (needed by WebKitGTK's MiniBrowser)", searched: ["Xvfb on PATH"])
        }
        self.xvfbPath = xvfbPath
        self.startupTimeout = startupTimeout
        self.transport = transport
    }

    deinit {
        stop()
    }

    /// The driver's URL, or `nil` when it is not running.
    public var serverURL: URL? { state.withLock { $0.driver?.url } }

    /// The X display the browser uses, e.g. `":117"`, or `nil` when not running.
    public var display: String? { state.withLock { $0.display.map { ":\($0)" } } }

    /// Starts Xvfb and WebKitWebDriver if they are not running (or no longer answer) and returns the URL.
    @discardableResult
    public func start() throws -> URL {
        startLock.lock()
        defer { startLock.unlock() }
        if let driver = state.withLock({ $0.driver }) {
            if driver.process.isRunning, DriverLauncher.isReady(driver.url, timeout: 2, transport: transport) {
                return driver.url
            }
            stop()
        }
        var display = 0
        let driver = try DriverLauncher.launch(
            name: "WebKitWebDriver",
            executable: "/bin/sh",
            arguments: { port, _ in
                display = Self.freeDisplay()
                return ["-c", Self.xvfbThenDriver, "sh", xvfbPath, String(display), driverPath,
                        "--port=\(port)", "--host=127.0.0.1"]
            },
            startupTimeout: startupTimeout,
            transport: transport
        )
        state.withLock { $0 = (driver, display) }
        exitToken.withLock { token in
            if token == nil { token = ExitCleanup.add { [weak self] in self?.stop() } }
        }
        return driver.url
    }

    /// Creates a session (WebKitWebDriver allows one at a time), starting the driver if needed.
    public func newSession(
        capabilities: Capabilities = .webKitGTK(),
        timeout: TimeInterval = 30,
        commandTimeout: TimeInterval = 60
    ) throws -> WebDriverSession {
        let url = try start()
        return try WebDriverSession.create(serverURL: url, capabilities: capabilities, transport: transport,
                                           timeout: timeout, commandTimeout: commandTimeout, logger: webDriverLogger)
    }

    /// Stops the driver, its browser and Xvfb, and removes the private folder. Idempotent.
    public func stop() {
        let (driver, display) = state.withLock { current -> (LaunchedDriver?, Int?) in
            defer { current = (nil, nil) }
            return current
        }
        if let token = exitToken.withLock({ token -> UUID? in defer { token = nil }; return token }) {
            ExitCleanup.remove(token)
        }
        guard let driver else { return }
        driver.shutDown()
        if let display {
            // Xvfb was killed, so it could not remove its lock file and socket.
            try? FileManager.default.removeItem(atPath: "/tmp/.X\(display)-lock")
            try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(display)")
        }
    }

    /// Starts Xvfb on the display, waits (bounded) for its socket, then runs the driver on it.
    static let xvfbThenDriver = """
        xvfb=$1; display=$2; shift 2
        "$xvfb" ":$display" -screen 0 1280x900x24 -nolisten tcp &
        i=0
        while [ ! -S "/tmp/.X11-unix/X$display" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
        DISPLAY=":$display" exec "$@"
        """

    static func freeDisplay() -> Int {
        for _ in 0..<50 {
            let candidate = Int.random(in: 100...899)
            if !FileManager.default.fileExists(atPath: "/tmp/.X\(candidate)-lock"),
               !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(candidate)") {
                return candidate
            }
        }
        return Int.random(in: 100...899)
    }

    static func locateDriver(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        if let override = environment[driverVariable], !override.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: override) else {
                throw WebDriverError.browserNotInstalled(what: "WebKitWebDriver (\(driverVariable)=\(override) is not executable)",
                                                         searched: [override])
            }
            return override
        }
        if let found = BrowserLocator.which(["WebKitWebDriver"], environment: environment) { return found }
        for candidate in ["/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/WebKitWebDriver",
                          "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/WebKitWebDriver",
                          "/usr/libexec/webkit2gtk-4.1/WebKitWebDriver"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        throw WebDriverError.browserNotInstalled(
            what: "WebKitWebDriver", searched: ["$\(driverVariable)", "WebKitWebDriver on PATH", "webkit2gtk-4.1 folders"]
        )
    }
}
