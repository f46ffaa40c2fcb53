import ElementCore
import Foundation
import WebDriverClient

/// The WebDriver engine: drives a web app in a real browser (headless Chromium by default),
/// or a native app through Appium, over the W3C WebDriver protocol.
///
/// ```swift
/// let engine = try WebDriverEngine.chromium(baseURL: URL(string: "http://localhost:8080/")!)
/// Engine.using(engine) {
///     engine.launchApp()
///     Button(id: "Log in").tap()
/// }
/// ```
///
/// Each launch of the app under test opens a fresh browser session at the base URL; one
/// browser process serves the whole run. Queries are resolved by a script installed in the
/// page, in one round trip per query.
public final class WebDriverEngine: Driver, @unchecked Sendable {
    /// How the engine finds its app and its browser.
    public struct Configuration: Sendable {
        /// The URL of the web app under test.
        public var baseURL: URL?
        /// The attribute that carries identifiers (`data-testid` by default; `id` is always
        /// tried next).
        public var testIDAttribute: String
        /// Whether the remote end drives native apps (Appium) rather than a browser, known
        /// before any session exists.
        public var drivesNativeApps: Bool
        /// Opens a new browser session.
        public var openSession: @Sendable () throws -> WebDriverSession

        /// Creates a configuration.
        public init(
            baseURL: URL?,
            testIDAttribute: String = "data-testid",
            drivesNativeApps: Bool = false,
            openSession: @escaping @Sendable () throws -> WebDriverSession
        ) {
            self.baseURL = baseURL
            self.testIDAttribute = testIDAttribute
            self.drivesNativeApps = drivesNativeApps
            self.openSession = openSession
        }
    }

    /// A short name for messages.
    public let name: String
    /// The configuration.
    public let configuration: Configuration

    let state = Locked(EngineState())
    let counter = Locked(0)

    struct EngineState {
        var session: WebDriverSession?
        var appWindow: String?
        var backgroundWindow: String?
        var launch: LaunchConfiguration?
    }

    /// Creates an engine.
    public init(configuration: Configuration, name: String = "WebDriver") {
        self.configuration = configuration
        self.name = name
    }

    /// An engine on the managed local headless Chromium (started once per run), or on the
    /// remote end named by `TABTESTKIT_WEBDRIVER_URL` when that variable is set.
    public static func chromium(
        baseURL: URL?,
        testIDAttribute: String = "data-testid",
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> WebDriverEngine {
        if let remote = try RemoteWebDriver.fromEnvironment(environment) {
            if remote.capabilities.isAppium {
                return .appium(serverURL: remote.serverURL, capabilities: remote.capabilities, transport: remote.transport)
            }
            return WebDriverEngine(configuration: Configuration(baseURL: baseURL, testIDAttribute: testIDAttribute) {
                try remote.newSession()
            }, name: "WebDriver (\(remote.serverURL.absoluteString))")
        }
        let browser = try ManagedChromium.shared()
        return WebDriverEngine(configuration: Configuration(baseURL: baseURL, testIDAttribute: testIDAttribute) {
            try browser.newSession()
        }, name: "Chromium (WebDriver)")
    }

    /// The current browser session, if the app is running.
    public var currentSession: WebDriverSession? { state.current.session }

    /// How many WebDriver requests the engine has sent (for benchmarks).
    public var requestCount: Int { counter.current }

    /// Ends the browser session, if any.
    public func close() {
        let session = state.withLock { state -> WebDriverSession? in
            defer { state = EngineState(launch: state.launch) }
            return state.session
        }
        session?.delete()
    }

    deinit {
        state.current.session?.delete()
    }

    // MARK: Session access

    /// Runs one WebDriver command on the current session, counting it and translating errors.
    func command<Result>(_ what: String, _ body: (WebDriverSession) throws -> Result) throws(DriverError) -> Result {
        guard let session = state.current.session else {
            throw .notFound(step: 0)
        }
        counter.withLock { $0 += 1 }
        do {
            return try body(session)
        } catch let error as WebDriverError {
            throw EngineErrors.translate(error, while: what)
        } catch {
            throw .engineFailure("\(what) failed: \(error)")
        }
    }
}
