import ElementCore
import Foundation
import WebDriverClient

/// The Appium engine: drives a native iOS app through an Appium server's XCUITest driver, over
/// the W3C WebDriver protocol.
///
/// ```swift
/// let engine = AppiumEngine(
///     serverURL: URL(string: "http://127.0.0.1:4723")!,
///     capabilities: .appiumIOS(bundleId: "com.example.app", deviceName: "iPhone 16"))
/// withEngine(engine) {
///     engine.launchApp()
///     Button(id: "Log in").tap()
/// }
/// ```
///
/// There is no page and no JavaScript: each query step is one `find elements` with an Appium
/// locator (`AppiumEngine+Resolve.swift`), actions are W3C element commands and `mobile:`
/// execute methods (`AppiumEngine+Actions.swift`), and apps, system apps included, are addressed
/// by bundle identifier (`AppiumEngine+Apps.swift`). What only a browser has — a page address,
/// a title, a page tree — fails with ``EngineError/unsupported(_:)`` saying so.
///
/// With `TABTESTKIT_WEBDRIVER_URL` set and Appium capabilities in `TABTESTKIT_CAPABILITIES`
/// (`appium-ios`, or JSON), ``fromEnvironment(_:)`` makes this engine, and
/// `TABTestKitEngine.platformDefault()` — so `TABTestCase` and the `.tabTestKit` trait — chooses
/// it by itself.
///
/// It shares the web engine's pieces by composition: the WebDriver client and its transports,
/// remote credentials (registered with `Secrets`), and the session keeping (commands counted
/// and their errors translated, why there is no app); none of ``WebDriverEngine``'s page
/// behaviour.
public final class AppiumEngine: Engine, Sendable {
    /// Where the engine's Appium sessions come from.
    public struct Configuration: Sendable {
        /// Opens the Appium session for a launch. The launch's arguments and environment are in
        /// ``AppiumLaunchContext/current`` while it runs (see ``AppiumLaunchContext``).
        public var openSession: @Sendable () throws -> WebDriverSession

        /// Creates a configuration.
        public init(openSession: @escaping @Sendable () throws -> WebDriverSession) {
            self.openSession = openSession
        }
    }

    /// A short name for messages.
    public let name: String
    /// The configuration.
    public let configuration: Configuration

    /// The Appium session (no state of its own beyond the session's).
    let sessions: SessionKeeper<Void>

    /// Creates an engine whose sessions come from `configuration`.
    public init(configuration: Configuration, name: String = "Appium (XCUITest)") {
        self.configuration = configuration
        self.name = name
        self.sessions = SessionKeeper(scoped: ())
    }

    /// An engine on an Appium server.
    ///
    /// Launching without a session opens one; the launch arguments and environment travel in the
    /// `appium:processArguments` capability (`{args, env}`), so the app starts with them.
    ///
    /// - Parameters:
    ///   - serverURL: the Appium server, including any base path (`http://host:4723/wd/hub`).
    ///   - capabilities: the session's capabilities; `appium:bundleId` names the app under test.
    ///   - credentials: HTTP Basic credentials for a device cloud (also taken from a
    ///     `user:key@` in `serverURL`); the key is registered with `Secrets`.
    ///   - transport: how to send HTTP; the platform default unless testing.
    ///   - timeout: the deadline for starting a session (devices are slow: 120 s by default).
    ///   - name: the engine's name in messages.
    public convenience init(
        serverURL: URL,
        capabilities: Capabilities,
        credentials: WebDriverCredentials? = nil,
        transport: any HTTPTransport = .platformDefault,
        timeout: TimeInterval = 120,
        name: String = "Appium (XCUITest)"
    ) {
        let remote = RemoteWebDriver(serverURL: serverURL, capabilities: capabilities, credentials: credentials, transport: transport)
        self.init(remote: remote, timeout: timeout, name: name)
    }

    /// An engine on the Appium server `remote` describes (its key registered with `Secrets`).
    public convenience init(remote: RemoteWebDriver, timeout: TimeInterval = 120, name: String = "Appium (XCUITest)") {
        if let key = remote.credentials?.key { Secrets.register(key) }
        self.init(configuration: Configuration {
            try remote.newSession(capabilities: AppiumLaunchContext.capabilities(remote.capabilities), timeout: timeout)
        }, name: name)
    }

    /// The engine `TABTESTKIT_WEBDRIVER_URL` and `TABTESTKIT_CAPABILITIES` describe, when the
    /// capabilities ask for Appium (any `appium:` key, or an iOS or Android `platformName`).
    ///
    /// - Returns: `nil` when `TABTESTKIT_WEBDRIVER_URL` is not set, or names a browser.
    /// - Throws: `WebDriverError.invalidCapabilities` when the variables are invalid, or
    ///   `TABTESTKIT_CAPABILITIES` is set without `TABTESTKIT_WEBDRIVER_URL`.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> AppiumEngine? {
        guard let remote = try RemoteWebDriver.fromEnvironment(environment), remote.capabilities.isAppium else { return nil }
        return AppiumEngine(remote: remote)
    }

    /// Why ``WebDriverEngine/chromium(baseURL:testIDAttribute:environment:)`` refuses Appium capabilities.
    static let notAWebEngine = """
        \(RemoteWebDriver.capabilitiesVariable) asks for an Appium session (a native app), and WebDriverEngine \
        drives browsers: make the engine with AppiumEngine.fromEnvironment(), or let \
        TABTestKitEngine.platformDefault() choose (it picks AppiumEngine for these capabilities)
        """

    /// The current Appium session, if the app is running.
    public var currentSession: WebDriverSession? { sessions.session }

    /// How many WebDriver requests the engine has sent (for benchmarks).
    public var requestCount: Int { sessions.requestCount }

    /// Ends the Appium session, if any (the app stays on the device as the driver leaves it).
    public func close() {
        sessions.close()
    }

    // MARK: Commands

    /// Runs one WebDriver command on the current session, counting it and translating errors.
    func command<Result>(_ what: String, _ body: (WebDriverSession) throws -> Result) throws(EngineError) -> Result {
        try sessions.command(what, body)
    }

    /// Runs a `mobile:` execute method on the current session.
    @discardableResult
    func mobile(_ command: AppiumMobileCommand, what: String) throws(EngineError) -> JSONValue {
        try self.command(what) { session in
            try session.executeSync(command.script, arguments: [command.body])
        }
    }

    // MARK: Bundle identifiers

    /// The app under test's bundle identifier: `bundleId` (or `appium:bundleId`) in the capabilities
    /// the server returned, else `appium:bundleId` in the requested ones.
    var bundleIDUnderTest: String? {
        guard let session = sessions.liveSession else { return nil }
        let returned = session.capabilities
        return returned["bundleId"]?.stringValue
            ?? returned["appium:bundleId"]?.stringValue
            ?? session.requestedCapabilities["appium:bundleId"]?.stringValue
            ?? session.requestedCapabilities["bundleId"]?.stringValue
    }

    /// The bundle identifier a lifecycle call on `app` addresses.
    func bundleID(for app: AppTarget) throws(EngineError) -> String {
        switch app {
        case .bundleIdentifier(let id):
            return id
        case .underTest:
            guard let id = bundleIDUnderTest else {
                throw .unsupported("""
                \(name) does not know the bundle identifier of the app under test: the Appium session's \
                capabilities have no `appium:bundleId` (nor `bundleId`). Add it (`Capabilities.appiumIOS(bundleId:)`), \
                or address the app as `AppTarget.bundleIdentifier("…")`.
                """)
            }
            return id
        }
    }

    /// `true` for `.underTest` and for the app under test's own bundle identifier.
    func isAppUnderTest(_ app: AppTarget) -> Bool {
        switch app {
        case .underTest: return true
        case .bundleIdentifier(let id): return id == bundleIDUnderTest
        }
    }
}
