import ElementCore
import Foundation
import WebDriverClient

/// App lifecycle through Appium's XCUITest driver, by bundle identifier: the app under test's
/// comes from the session's capabilities (``WebDriverEngine/appiumBundleID``); other apps,
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
extension WebDriverEngine {
    /// The Appium side of ``launch(_:configuration:)``: `true` when the launch was handled here,
    /// `false` when the engine is a web engine after all.
    ///
    /// Without a session, the engine opens one when it was made for Appium, or when it has no
    /// base URL (a web engine could not launch anyway: the session is closed again if it is not
    /// an Appium session, and the web path reports the missing base URL).
    func appiumLaunch(_ app: AppTarget, configuration launch: LaunchConfiguration) throws(DriverError) -> Bool {
        if let session = appiumSession {
            guard session.isAppium else { return false }
            try appiumRelaunch(app, launch)
            return true
        }
        guard configuration.drivesNativeApps || configuration.baseURL == nil else { return false }
        guard let session = try appiumOpenSession(launch) else { return false }
        close()
        state.withLock { $0.session = session }
        if isAppUnderTest(app), AppiumLaunchContext.carries(launch, in: session.requestedCapabilities) {
            state.withLock { $0.launch = launch }
        } else {
            try appiumRelaunch(app, launch)
        }
        return true
    }

    /// The Appium side of ``terminate(_:)``.
    func appiumTerminate(_ app: AppTarget) throws(DriverError) {
        guard appiumSession != nil else { return }
        try mobile(.terminateApp(try appiumBundleID(for: app)), what: "terminate \(app)")
    }

    /// The Appium side of ``activate(_:)``.
    func appiumActivate(_ app: AppTarget) throws(DriverError) {
        let remembered = isAppUnderTest(app) ? state.current.launch ?? LaunchConfiguration() : LaunchConfiguration()
        guard appiumSession != nil else { return try launch(app, configuration: remembered) }
        let bundle = try appiumBundleID(for: app)
        do throws(DriverError) {
            try mobile(.activateApp(bundle), what: "activate \(app)")
        } catch {
            guard try appiumState(ofBundle: bundle) == .notRunning else { throw error }
            try mobile(.launchApp(bundle, remembered), what: "launch \(app)")
        }
    }

    /// The Appium side of ``background(_:)``: nothing to do when the app is already in the background.
    func appiumBackground(_ app: AppTarget) throws(DriverError) {
        guard appiumSession != nil else { throw .notActionable(reason: "the app is not running") }
        switch try appiumState(ofBundle: try appiumBundleID(for: app)) {
        case .notRunning:
            throw .notActionable(reason: "\(app) is not running")
        case .runningBackground, .runningBackgroundSuspended:
            return
        case .unknown, .runningForeground:
            try mobile(.backgroundApp, what: "send \(app) to the background")
        }
    }

    /// The Appium side of ``state(of:)``: `notRunning` without a session.
    func appiumState(of app: AppTarget) throws(DriverError) -> AppState {
        guard appiumSession != nil else { return .notRunning }
        return try appiumState(ofBundle: try appiumBundleID(for: app))
    }

    /// The Appium side of ``open(_:)``: a deep link, launching the app first when it has no session.
    ///
    /// Custom schemes (`my-app://detail/5`) open in the app under test (its bundle id is passed);
    /// `http`/`https` links go to whichever app the system picks (a universal link's app, else Safari).
    func appiumOpen(_ url: URL) throws(DriverError) {
        guard let scheme = url.scheme?.lowercased() else {
            throw .unsupported("Appium opens absolute URLs only (e.g. `my-app://detail/5`), not \"\(url)\".")
        }
        if appiumSession == nil {
            try launch(.underTest, configuration: state.current.launch ?? LaunchConfiguration())
        }
        let bundle = scheme == "http" || scheme == "https" ? nil : appiumBundleID
        try mobile(.deepLink(url, bundleID: bundle), what: "open \(url)")
    }

    // MARK: Helpers

    /// `mobile: queryAppState`, as an ``AppState`` (`unknown` for numbers outside 0…4).
    func appiumState(ofBundle bundle: String) throws(DriverError) -> AppState {
        let value = try mobile(.queryAppState(bundle), what: "read the state of \(bundle)")
        guard let number = value.intValue, number >= 0 else { return .unknown }
        return AppState(rawValue: UInt(number)) ?? .unknown
    }

    /// Terminates the app (when running) and launches it with `launch`.
    private func appiumRelaunch(_ app: AppTarget, _ launch: LaunchConfiguration) throws(DriverError) {
        let bundle = try appiumBundleID(for: app)
        try mobile(.terminateApp(bundle), what: "terminate \(app)")
        try mobile(.launchApp(bundle, launch), what: "launch \(app)")
        if isAppUnderTest(app) { state.withLock { $0.launch = launch } }
    }

    /// A new session from the configuration's factory, with `launch` published in
    /// ``AppiumLaunchContext/current``; `nil` (and the session deleted) when it is not an Appium session.
    private func appiumOpenSession(_ launch: LaunchConfiguration) throws(DriverError) -> WebDriverSession? {
        let session: WebDriverSession
        do {
            session = try AppiumLaunchContext.with(launch) { try configuration.openSession() }
        } catch {
            throw .engineFailure("Could not start an Appium session: \(error)")
        }
        guard session.isAppium else {
            session.delete()
            return nil
        }
        return session
    }
}
