import ElementCore
import Foundation
import WebDriverClient

/// Appium mode: when the remote end is Appium's XCUITest driver there is no page and no
/// JavaScript, so every ``Driver`` call goes through Appium locators, W3C element commands and
/// `mobile:` execute methods instead (see `AppiumResolver.swift`, `AppiumActions.swift` and
/// `AppiumApps.swift`).
///
/// The engine is in Appium mode while its session is an Appium session
/// (``WebDriverSession/isAppium``); before any session exists, when it was made by
/// ``WebDriverEngine/appium(serverURL:capabilities:transport:timeout:name:)``.
extension WebDriverEngine {
    /// An engine that drives a native iOS app through an Appium server's XCUITest driver.
    ///
    /// ```swift
    /// let engine = WebDriverEngine.appium(
    ///     serverURL: URL(string: "http://127.0.0.1:4723")!,
    ///     capabilities: .appiumIOS(bundleId: "com.example.app", deviceName: "iPhone 16"))
    /// try engine.launch(.underTest, configuration: LaunchConfiguration(arguments: ["-UITests"]))
    /// ```
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
    public static func appium(
        serverURL: URL,
        capabilities: Capabilities,
        credentials: WebDriverCredentials? = nil,
        transport: any HTTPTransport = .platformDefault,
        timeout: TimeInterval = 120,
        name: String = "Appium (XCUITest)"
    ) -> WebDriverEngine {
        let (url, inURL) = serverURL.splittingCredentials()
        let credentials = credentials ?? inURL
        if let key = credentials?.key { Secrets.register(key) }
        return WebDriverEngine(configuration: Configuration(baseURL: nil, drivesNativeApps: true, browserIsLocal: false) {
            try WebDriverSession.create(serverURL: url, capabilities: AppiumLaunchContext.capabilities(capabilities),
                                        transport: transport, timeout: timeout, credentials: credentials)
        }, name: name)
    }

    /// Whether the engine drives a native app through Appium (see the extension's overview).
    public var isAppiumMode: Bool {
        if let session = state.current.session { return session.isAppium }
        return configuration.drivesNativeApps
    }

    /// Appium has no change events: waiting sleeps, at most a quarter of a second per call.
    func appiumWaitForChange(timeout: TimeInterval) {
        guard timeout > 0 else { return }
        Thread.sleep(forTimeInterval: min(timeout, 0.25))
    }

    // MARK: Commands

    /// Runs a `mobile:` execute method on the current session.
    @discardableResult
    func mobile(_ command: AppiumMobileCommand, what: String) throws(DriverError) -> JSONValue {
        try self.command(what) { session in
            try session.executeSync(command.script, arguments: [command.body])
        }
    }

    /// The current session, or `nil` when the app has not been launched (or its session was deleted).
    var appiumSession: WebDriverSession? {
        guard let session = state.current.session, !session.isDeleted else { return nil }
        return session
    }

    // MARK: Bundle identifiers

    /// The app under test's bundle identifier: `bundleId` (or `appium:bundleId`) in the capabilities
    /// the server returned, else `appium:bundleId` in the requested ones.
    var appiumBundleID: String? {
        guard let session = appiumSession else { return nil }
        let returned = session.capabilities
        return returned["bundleId"]?.stringValue
            ?? returned["appium:bundleId"]?.stringValue
            ?? session.requestedCapabilities["appium:bundleId"]?.stringValue
            ?? session.requestedCapabilities["bundleId"]?.stringValue
    }

    /// The bundle identifier a lifecycle call on `app` addresses.
    func appiumBundleID(for app: AppTarget) throws(DriverError) -> String {
        switch app {
        case .bundleIdentifier(let id):
            return id
        case .underTest:
            guard let id = appiumBundleID else {
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
        case .bundleIdentifier(let id): return id == appiumBundleID
        }
    }
}
