// Einstein's XCTestCase helpers where XCUI is not the platform's automation: the app is
// TABTestKit's `App` and everything goes through the current engine (`currentEngine`).
#if !TABTESTKIT_XCUI
@_spi(TABTestKitInternals) import ElementCore
import Foundation
import SystemApps
import XCTest
import XCUIStyleExtensions

/// What `group(text:closure:)` hands its closure: a named group of test work that keeps the
/// screenshots added to it.
public final class TestActivity: @unchecked Sendable {
    // @unchecked: the attachments are only touched under the lock.
    /// The activity's name.
    public let name: String
    private let stored = Locked<[FailureAttachment]>([])

    init(name: String) { self.name = name }

    /// Adds `attachment` to the activity.
    public func add(_ attachment: FailureAttachment) {
        stored.withLock { $0.append(attachment) }
    }

    /// What was added, in order.
    public var attachments: [FailureAttachment] { stored.current }
}

extension XCTestCase {
    /// The app this test drives: `App.shared` until another is assigned, per test case.
    public var app: App {
        get { EinsteinApps.byTest.withLock { $0[ObjectIdentifier(self)] } ?? App.shared }
        set { EinsteinApps.byTest.withLock { $0[ObjectIdentifier(self)] = newValue } }
    }

    /// Terminates the app, then launches it with `arguments` (their raw values), trying again
    /// up to `counter` times while it does not launch within `wait` seconds.
    public func tryLaunch<T: RawRepresentable>(arguments: [T], count counter: Int = 10, wait: UInt32 = 2) where T.RawValue == String {
        launch(arguments: arguments.map(\.rawValue), attempts: counter, wait: wait)
    }

    /// Terminates the app, then launches it, trying again up to `counter` times.
    public func tryLaunch(count counter: Int = 10) {
        launch(arguments: nil, attempts: counter, wait: 3)
    }

    /// Terminates the app and launches it again, as an activity.
    public func killAppAndRelaunch() {
        group(text: "Kill App and Relaunch") { _ in
            app.terminate()
            app.launch()
        }
    }

    /// Terminates the app, waiting up to `wait` seconds for it to stop.
    public func tryTearDown(wait: UInt32 = 2) {
        app.terminate(timeout: TimeInterval(wait))
    }

    /// Adds a screenshot from the current engine, named `name`, to `activity`; fails the test
    /// when there is no engine or it cannot take one.
    public func takeScreenshot(
        activity: TestActivity,
        name: String = "Screenshot",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        guard let driver = EngineAccess.engine(for: "take a screenshot", fileID: fileID, filePath: filePath, line: line, column: column)
        else { return }
        do throws(EngineError) {
            activity.add(FailureAttachment(name: name, mediaType: "image/png", data: try driver.screenshot()))
        } catch {
            Failures.record(XCUIStyleFailure(.engine, attempt: "take a screenshot", detail: "\(error)",
                                             description: "Could not take a screenshot: \(error)"),
                            fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Takes a screenshot in an activity named `groupName`.
    public func takeScreenshot(groupName: String = "--- Screenshot ---", name: String = "Screenshot") {
        group(text: groupName) { takeScreenshot(activity: $0, name: name) }
    }

    /// Runs `closure` with an activity named `text`.
    public func group(text: String = "Group", closure: (_ activity: TestActivity) -> Void) {
        closure(TestActivity(name: text))
    }

    /// Dismisses the alerts shown by Springboard or, when there are none, by the app: the only
    /// button, else Allow, else OK, else the last button; until none is left.
    public func hideAlertsIfNeeded() {
        for _ in 0..<10 {
            let system = springboard.alerts
            let alerts = system.count > 0 ? system : app.alerts
            guard alerts.count > 0 else { return }
            let alert = alerts.firstMatch
            let buttons = alert.buttons
            let count = buttons.count
            guard count > 0 else { return }
            let choice = count == 1 ? buttons.firstMatch
                : [buttons["Allow"], buttons["OK"]].first { $0.determine(.exists, timeout: 0) } ?? buttons.element(boundBy: count - 1)
            choice.tap()
            alert.waitFor(not: .exists, timeout: 2)
        }
    }

    /// Turns Airplane Mode on or off in Settings (its "Airplane Mode" switch), then brings the
    /// app back. Where there is no such Settings app, the test fails saying so.
    public func setAirplane(_ value: Bool) {
        let settings = SystemPreferences()
        guard settings.launch() else { return }
        Switch(id: "Airplane Mode", parent: Cell(id: "Airplane Mode", parent: settings)).setSwitch(on: value)
        app.activate()
    }

    private func launch(arguments: [String]?, attempts: Int, wait: UInt32) {
        app.terminate()
        for _ in 0...max(0, attempts) {
            if let arguments { app.launchArguments = arguments }
            if app.launch(timeout: TimeInterval(max(1, wait))) { return }
        }
    }
}

/// Each test case's app.
enum EinsteinApps {
    static let byTest = Locked<[ObjectIdentifier: App]>([:])
}
#endif
