import ElementCore
import Foundation
import XCTest
#if !canImport(Darwin)
import XCUIShim
#endif

extension XCUIEngine {
    /// Sets the launch arguments and environment, then `launch()`es the app.
    public func launch(_ app: AppTarget, configuration: LaunchConfiguration) throws(EngineError) {
        try onMain {
            self.applications.prepareLaunch(of: app, with: configuration).launch()
        }
    }

    /// `terminate()`s the app.
    public func terminate(_ app: AppTarget) throws(EngineError) {
        try onMain { self.applications.application(app).terminate() }
    }

    /// `activate()`s the app, launching it when it is not running.
    public func activate(_ app: AppTarget) throws(EngineError) {
        try onMain { self.applications.application(app).activate() }
    }

    /// Presses the Home button, which sends the foreground app to the background. Not
    /// available on macOS, which has no Home button.
    public func background(_ app: AppTarget) throws(EngineError) {
        try onMain { () throws(EngineError) in
            #if XCUI_NO_HOME_BUTTON
            throw .unsupported("macOS has no Home button to send \(app) to the background: activate another app instead.")
            #else
            guard self.applications.application(app).state != .notRunning else {
                throw .notActionable(reason: "\(app) is not running")
            }
            XCUIDevice.shared.press(.home)
            #endif
        }
    }

    /// The app's `state`.
    public func state(of app: AppTarget) throws(EngineError) -> AppState {
        try onMain { AppState(rawValue: self.applications.application(app).state.rawValue) ?? .unknown }
    }

    /// `XCUIScreen.main.screenshot().pngRepresentation`.
    public func screenshot() throws(EngineError) -> Data {
        try onMain { XCUIScreen.main.screenshot().pngRepresentation }
    }

    /// The app's accessibility tree, as XCUI describes it (`debugDescription`).
    public func pageSource() -> PageSource? {
        guard let text = try? onMain({ self.applications.application(.underTest).debugDescription }) else { return nil }
        return PageSource(name: "accessibility-tree.txt", mediaType: "text/plain", text: text)
    }

    /// Opens a URL in the app under test with `XCUIApplication.open(_:)` (iOS 16.4, macOS 13.3,
    /// tvOS 16.4 and later).
    public func open(_ url: URL) throws(EngineError) {
        try onMain { () throws(EngineError) in
            let app = self.applications.application(.underTest)
            if #available(iOS 16.4, macOS 13.3, tvOS 16.4, *) {
                app.open(url)
            } else {
                throw .unsupported(
                    "Opening \(url.absoluteString) needs XCUIApplication.open(_:), from iOS 16.4, macOS 13.3 and tvOS 16.4: run the tests on a newer system."
                )
            }
        }
    }
}
