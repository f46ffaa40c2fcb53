import ElementCore
import Foundation
import WebDriverClient

/// App lifecycle through Appium's XCUITest driver, by bundle identifier: the app under test's
/// comes from the session's capabilities (`appium:bundleId`); other apps,
/// system apps included (`com.apple.Preferences`, `com.apple.springboard`,
/// `com.apple.mobilesafari`), are named by ``AppTarget/bundleIdentifier(_:)``.
///
/// | call | commands |
/// | --- | --- |
/// | launch, no session | opens one (`configuration.openSession`, with `appium:processArguments`); relaunches with `mobile: terminateApp` + `mobile: launchApp {bundleId, arguments, environment}` only when the session did not carry them |
/// | launch | `mobile: terminateApp {bundleId}`, then `mobile: launchApp {bundleId, arguments, environment}` (the driver ignores arguments for a running app, hence the terminate) |
/// | terminate | `mobile: terminateApp {bundleId}` |
/// | activate | `mobile: activateApp {bundleId}`; when it fails and `mobile: queryAppState` says the app is not running, `mobile: launchApp {bundleId}` (as XCUI's `activate()` launches) |
/// | background | `mobile: queryAppState`, then `mobile: backgroundApp {seconds: -1}` when the app is in the foreground |
/// | state | `mobile: queryAppState {bundleId}`: 0…4 are ``AppState``'s raw values (`XCUIApplicationState`) |
/// | open | `mobile: deepLink {url, bundleId}` |
///
/// `mobile: backgroundApp {seconds: -1}` rather than `mobile: pressButton {name: "home"}`:
/// both go to the home screen, but `backgroundApp` is the driver's command for exactly this
/// (a negative time means "do not bring it back"), and does not depend on the device having a
/// home button to emulate.
extension AppiumEngine {
    /// Launches (or relaunches) `app`. Without a session it opens one (``Configuration/openSession``,
    /// with the launch in ``AppiumLaunchContext/current``), and relaunches the app only when the
    /// session did not start it with the launch's arguments and environment.
    public func launch(_ app: AppTarget, configuration launch: LaunchConfiguration) throws(EngineError) {
        if sessions.liveSession != nil { return try relaunch(app, launch) }
        let session = try openSession(launch)
        sessions.close()
        sessions.adopt(session)
        if isAppUnderTest(app), AppiumLaunchContext.carries(launch, in: session.requestedCapabilities) {
            sessions.launch = launch
        } else {
            try relaunch(app, launch)
        }
    }

    /// Terminates the app (nothing to do without a session).
    public func terminate(_ app: AppTarget) throws(EngineError) {
        guard sessions.liveSession != nil else { return }
        try mobile(.terminateApp(try bundleID(for: app)), what: "terminate \(app)")
    }

    /// Brings the app to the foreground, launching it when it is not running.
    public func activate(_ app: AppTarget) throws(EngineError) {
        let remembered = isAppUnderTest(app) ? sessions.launch ?? LaunchConfiguration() : LaunchConfiguration()
        guard sessions.liveSession != nil else { return try launch(app, configuration: remembered) }
        let bundle = try bundleID(for: app)
        do throws(EngineError) {
            try mobile(.activateApp(bundle), what: "activate \(app)")
        } catch {
            guard try state(ofBundle: bundle) == .notRunning else { throw error }
            try mobile(.launchApp(bundle, remembered), what: "launch \(app)")
        }
    }

    /// Sends the app to the background: nothing to do when it is already there.
    public func background(_ app: AppTarget) throws(EngineError) {
        guard sessions.liveSession != nil else { throw .notActionable(reason: "the app is not running") }
        switch try state(ofBundle: try bundleID(for: app)) {
        case .notRunning:
            throw .notActionable(reason: "\(app) is not running")
        case .runningBackground, .runningBackgroundSuspended:
            return
        case .unknown, .runningForeground:
            try mobile(.backgroundApp, what: "send \(app) to the background")
        }
    }

    /// The app's state, from `mobile: queryAppState`; `notRunning` without a session.
    public func state(of app: AppTarget) throws(EngineError) -> AppState {
        guard sessions.liveSession != nil else { return .notRunning }
        return try state(ofBundle: try bundleID(for: app))
    }

    /// Opens a deep link, launching the app first when it has no session.
    ///
    /// Custom schemes (`my-app://detail/5`) open in the app under test (its bundle id is passed);
    /// `http`/`https` links go to whichever app the system picks (a universal link's app, else Safari).
    public func open(_ url: URL) throws(EngineError) {
        guard let scheme = url.scheme?.lowercased() else {
            throw .unsupported("Appium opens absolute URLs only (e.g. `my-app://detail/5`), not \"\(url)\".")
        }
        if sessions.liveSession == nil {
            try launch(.underTest, configuration: sessions.launch ?? LaunchConfiguration())
        }
        let bundle = scheme == "http" || scheme == "https" ? nil : bundleIDUnderTest
        try mobile(.deepLink(url, bundleID: bundle), what: "open \(url)")
    }

    // MARK: Helpers

    /// `mobile: queryAppState`, as an ``AppState`` (`unknown` for numbers outside 0…4).
    func state(ofBundle bundle: String) throws(EngineError) -> AppState {
        let value = try mobile(.queryAppState(bundle), what: "read the state of \(bundle)")
        guard let number = value.intValue, number >= 0 else { return .unknown }
        return AppState(rawValue: UInt(number)) ?? .unknown
    }

    /// Terminates the app (when running) and launches it with `launch`.
    private func relaunch(_ app: AppTarget, _ launch: LaunchConfiguration) throws(EngineError) {
        let bundle = try bundleID(for: app)
        try mobile(.terminateApp(bundle), what: "terminate \(app)")
        try mobile(.launchApp(bundle, launch), what: "launch \(app)")
        if isAppUnderTest(app) { sessions.launch = launch }
    }

    /// A new session from the configuration's factory, with `launch` published in
    /// ``AppiumLaunchContext/current``. A session that is not an Appium one (a browser's) is
    /// deleted and the launch fails: browsers are ``WebDriverEngine``'s.
    private func openSession(_ launch: LaunchConfiguration) throws(EngineError) -> WebDriverSession {
        let session = try sessions.open(failure: "Could not start an Appium session") {
            try AppiumLaunchContext.with(launch) { try configuration.openSession() }
        }
        guard session.isAppium else {
            session.delete()
            let failure = EngineError.engineFailure("""
            \(name) opened a session that is not an Appium session (its capabilities have no `appium:` key and no \
            iOS or Android platform): drive browsers with WebDriverEngine.
            """)
            sessions.launchFailed(failure)
            throw failure
        }
        return session
    }
}
