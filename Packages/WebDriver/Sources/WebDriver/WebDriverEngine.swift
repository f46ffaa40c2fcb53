import ElementCore
import Foundation
import WebDriverClient

/// The web engine: drives a web app in a real browser (headless Chromium by default) over the
/// W3C WebDriver protocol. Native apps are ``AppiumEngine``'s.
///
/// ```swift
/// let engine = try WebDriverEngine.chromium(baseURL: URL(string: "http://localhost:8080/")!)
/// withEngine(engine) {
///     engine.launchApp()
///     Button(id: "Log in").tap()
/// }
/// ```
///
/// Each launch of the app under test starts clean at the base URL (``isolation``): on the
/// managed Chromium a fresh WebDriver BiDi user context in a browser reused across tests, on a
/// remote end a new session. Queries are resolved by a script installed in the
/// page, in one round trip per query.
public final class WebDriverEngine: Engine, HiddenNodeMatching, ToggleTapping, Sendable {
    /// How the engine finds its app and its browser.
    public struct Configuration: Sendable {
        /// The URL of the web app under test.
        public var baseURL: URL?
        /// The attribute that carries identifiers (`data-testid` by default; `id` is always
        /// tried next).
        public var testIDAttribute: String
        /// Whether the browser runs on this machine, so that an app URL on `localhost` that
        /// nothing listens on fails the launch at once, before a browser starts. `false` for a
        /// remote browser, whose `localhost` is another machine.
        public var browserIsLocal: Bool
        /// How ``openSession`` isolates launches from each other (says what it does; it does
        /// not choose it).
        public var isolation: SessionIsolation
        /// Opens a clean browser for one launch: a new session, or an isolated tab in a shared
        /// browser (see ``isolation``).
        public var openSession: @Sendable () throws -> WebDriverSession

        /// Creates a configuration.
        public init(
            baseURL: URL?,
            testIDAttribute: String = "data-testid",
            browserIsLocal: Bool = true,
            isolation: SessionIsolation = .newSession,
            openSession: @escaping @Sendable () throws -> WebDriverSession
        ) {
            self.baseURL = baseURL
            self.testIDAttribute = testIDAttribute
            self.browserIsLocal = browserIsLocal
            self.isolation = isolation
            self.openSession = openSession
        }
    }

    /// A short name for messages.
    public let name: String
    /// The configuration.
    public let configuration: Configuration

    /// The browser session, and what the engine keeps for as long as it lasts.
    let sessions: SessionKeeper<BrowserWindows>

    /// The windows of a session sent to the background: the app's, and the blank tab in front of it.
    struct BrowserWindows: Sendable {
        var app: String?
        var background: String?
    }

    /// Creates an engine.
    public init(configuration: Configuration, name: String = "WebDriver") {
        self.configuration = configuration
        self.name = name
        self.sessions = SessionKeeper(scoped: BrowserWindows())
    }

    /// An engine on the managed local headless Chromium (started once per run), or on the
    /// remote end named by `TABTESTKIT_WEBDRIVER_URL` when that variable is set.
    ///
    /// On the managed Chromium each launch gets a fresh user context in a browser kept for the
    /// worker (``SessionIsolation/userContext``, on Linux, controlled over CDP or, with
    /// `TABTESTKIT_ISOLATION_CHANNEL=bidi`, WebDriver BiDi; `TABTESTKIT_ISOLATION=session` opts
    /// out); a remote end gets a new session per launch. The mode is logged once per process.
    ///
    /// A key in the remote URL (`https://user:key@hub…`) is registered with `Secrets` and sent as
    /// HTTP Basic authentication; the engine's name shows the URL without it. Starting a remote
    /// session waits at most `ElementConfiguration.appTimeout`, the deadline of the launch.
    ///
    /// - Throws: `WebDriverError.invalidCapabilities` when `TABTESTKIT_CAPABILITIES` is set
    ///   without `TABTESTKIT_WEBDRIVER_URL`, when either is invalid, or when the capabilities ask
    ///   for Appium (a native app: ``AppiumEngine/fromEnvironment(_:)`` makes that engine, and
    ///   `TABTestKitEngine.platformDefault()` chooses it by itself).
    public static func chromium(
        baseURL: URL?,
        testIDAttribute: String = "data-testid",
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> WebDriverEngine {
        if let remote = try RemoteWebDriver.fromEnvironment(environment) {
            if let key = remote.credentials?.key { Secrets.register(key) }
            if remote.capabilities.isAppium { throw WebDriverError.invalidCapabilities(AppiumEngine.notAWebEngine) }
            let name = "WebDriver (\(remote.serverURL.absoluteString))"
            SessionIsolation.newSession.announce(for: name)
            return WebDriverEngine(configuration: Configuration(baseURL: baseURL, testIDAttribute: testIDAttribute, browserIsLocal: false) {
                try remote.newSession(timeout: ElementConfiguration.current.appTimeout)
            }, name: name)
        }
        let browser = try ManagedChromium.shared()
        let isolation = SessionIsolation.forManagedChromium(environment: environment)
        let channel = IsolationChannel.fromEnvironment(environment)
        isolation.announce(for: "Chromium (WebDriver)", channel: channel)
        return WebDriverEngine(configuration: Configuration(baseURL: baseURL, testIDAttribute: testIDAttribute, isolation: isolation) {
            let timeout = min(30, ElementConfiguration.current.appTimeout)
            switch isolation {
            case .userContext: return try browser.isolatedSession(timeout: timeout, channel: channel)
            case .newSession: return try browser.newSession(timeout: timeout)
            }
        }, name: "Chromium (WebDriver)")
    }

    /// How launches are isolated from each other (see ``SessionIsolation``).
    public var isolation: SessionIsolation { configuration.isolation }

    /// The current browser session, if the app is running.
    public var currentSession: WebDriverSession? { sessions.session }

    /// How many WebDriver requests the engine has sent (for benchmarks).
    public var requestCount: Int { sessions.requestCount }

    /// Ends the browser session, if any.
    public func close() {
        sessions.close()
    }

    /// What a query or an action meets when there is no session (see ``SessionKeeper/noApp()``).
    func noApp() -> EngineError {
        sessions.noApp()
    }

    /// Runs one WebDriver command on the current session, counting it and translating errors.
    func command<Result>(_ what: String, _ body: (WebDriverSession) throws -> Result) throws(EngineError) -> Result {
        try sessions.command(what, body)
    }
}
