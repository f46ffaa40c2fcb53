// Einstein's XCTestCase helpers where XCUI is the platform's automation: the app is an
// XCUIApplication, activities are XCTest's, screenshots XCUIScreen's.
#if TABTESTKIT_XCUI
import ElementCore
import Foundation
import XCTest
import SystemApps
import XCUIStyleExtensions
#if !canImport(Darwin)
import XCUIShim
#endif

/// What `group(text:closure:)` hands its closure: XCTest's activity.
public typealias TestActivity = any XCTActivity

@MainActor
extension XCTestCase {
    /// The app this test drives: `XCUIApplication()` until another is assigned, one per test
    /// case instance.
    @preconcurrency public var app: XCUIApplication {
        get {
            if let app = EinsteinApps.byTest[ObjectIdentifier(self)] { return app }
            let app = XCUIApplication()
            EinsteinApps.byTest[ObjectIdentifier(self)] = app
            return app
        }
        set { EinsteinApps.byTest[ObjectIdentifier(self)] = newValue }
    }

    /// Terminates the app, then launches it with `arguments` (their raw values), trying again
    /// up to `counter` times while it does not reach the foreground within `wait` seconds.
    @preconcurrency public func tryLaunch<T: RawRepresentable>(arguments: [T], count counter: Int = 10, wait: UInt32 = 2) where T.RawValue == String {
        launch(arguments: arguments.map(\.rawValue), attempts: counter, wait: wait)
    }

    /// Terminates the app, then launches it, trying again up to `counter` times while it does
    /// not reach the foreground.
    @preconcurrency public func tryLaunch(count counter: Int = 10) {
        launch(arguments: nil, attempts: counter, wait: 3)
    }

    /// Terminates the app and launches it again, as an activity.
    @preconcurrency public func killAppAndRelaunch() {
        group(text: "Kill App and Relaunch") { _ in
            app.terminate()
            app.launch()
        }
    }

    /// Terminates the app, waiting up to `wait` seconds for it to stop.
    @preconcurrency public func tryTearDown(wait: UInt32 = 2) {
        app.terminate()
        _ = app.wait(for: .notRunning, timeout: TimeInterval(wait))
    }

    /// Attaches a screenshot of the main screen, named `name`, to `activity` (kept even when
    /// the test passes).
    @preconcurrency public func takeScreenshot(activity: TestActivity, name: String = "Screenshot") {
        let attachment = XCTAttachment(screenshot: XCUIScreen.main.screenshot())
        attachment.name = name
        attachment.lifetime = .keepAlways
        activity.add(attachment)
    }

    /// Takes a screenshot in an activity named `groupName`.
    @preconcurrency public func takeScreenshot(groupName: String = "--- Screenshot ---", name: String = "Screenshot") {
        group(text: groupName) { takeScreenshot(activity: $0, name: name) }
    }

    /// Runs `closure` as an XCTest activity named `text`.
    @preconcurrency public func group(text: String = "Group", closure: (_ activity: TestActivity) -> Void) {
        XCTContext.runActivity(named: text) { closure($0) }
    }

    /// Dismisses the alerts shown by the system (Springboard) or, when there are none, by the
    /// app: the only button, else Allow, else OK, else the last button; until none is left.
    @preconcurrency public func hideAlertsIfNeeded() {
        for _ in 0..<10 {
            let system = XCUIApplication(bundleIdentifier: "com.apple.springboard").alerts
            let alerts = system.count > 0 ? system : app.alerts
            let alert = alerts.firstMatch
            guard alert.exists else { return }
            let buttons = alert.buttons
            let choice = buttons.count == 1 ? buttons.firstMatch
                : [buttons["Allow"], buttons["OK"]].first(where: \.exists) ?? buttons.element(boundBy: max(0, buttons.count - 1))
            #if XCUI_NO_TOUCH
            _ = choice
            return
            #else
            choice.tap()
            _ = EinsteinText.poll(timeout: 2) { !alert.exists }
            #endif
        }
    }

    /// Turns Airplane Mode on or off in Settings, then brings the app back. On a real device
    /// only: in a simulator, where Settings has no such switch, the test fails saying so.
    @preconcurrency
    public func setAirplane(_ value: Bool) {
        guard !isSimulator() else {
            CallSite.current(or: CallSite()).fail(XCUIStyleFailure(
                .unsupported, attempt: "set Airplane Mode \(value ? "on" : "off")", detail: "a simulator has no Airplane Mode",
                description: "Airplane Mode cannot be set in a simulator: run this test on a device."
            ))
            return
        }
        let settings = XCUIApplication(bundleIdentifier: SystemBundleIdentifier.settings)
        settings.launch()
        settings.tables.cells["Airplane Mode"].children(matching: .switch).firstMatch.setSwitch(on: value)
        app.activate()
    }

    private func launch(arguments: [String]?, attempts: Int, wait: UInt32) {
        XCUIApplication().terminate()
        for _ in 0...max(0, attempts) {
            let app = XCUIApplication()
            if let arguments { app.launchArguments = arguments }
            app.launch()
            self.app = app
            if app.wait(for: .runningForeground, timeout: TimeInterval(max(1, wait))) { return }
        }
    }
}

/// Each test case's app.
@MainActor
enum EinsteinApps {
    static var byTest: [ObjectIdentifier: XCUIApplication] = [:]
}
#endif
