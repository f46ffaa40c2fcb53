import ElementCore
import Foundation
import InMemoryEngine
import SystemApps

// Screens and in-memory apps the tests act on.

struct ProfileScreen: Screen {
    let trait = Header(id: "Profile")
    let usernameLabel = Label(id: "UsernameLabel")
    let statusLabel = Label(id: "StatusLabel")
    let logOutButton = Button(id: "Log out")
    let disabledButton = Button(id: "Disabled")
    let nameField = TextField(id: "NameField")
    let notificationsSwitch = Switch(id: "Notifications")
    let volumeSlider = Slider(id: "Volume")
    let avatar = Image(id: "Avatar")
}

let profileScreen = ProfileScreen()

/// The profile: a header, texts, a button that logs out, a disabled button, a field, a
/// switch and a slider. The status label changes 0.1 s after launch.
func profileApp(log: EventLog = EventLog()) -> InMemoryApp {
    InMemoryApp(openURL: { url, ui in
        guard url.host == "profile" else { return false }
        ui.setValue("Opened \(url.path)", of: "StatusLabel")
        return true
    }) {
        InMemoryNode(.other, id: "Profile", label: "Profile") {
            InMemoryNode(.staticText, id: "UsernameLabel", label: "Username", value: "My username")
            InMemoryNode(.staticText, id: "StatusLabel", label: "Status", value: "Loading")
            InMemoryNode(.image, id: "Avatar", label: "Kane’s avatar")
            InMemoryNode(.button, label: "Log out").onTap { ui in
                log.append("log out")
                ui.show { InMemoryNode(.other, id: "Login", label: "Log in") }
            }.on(.doubleTap) { _ in log.append("double tap") }.on(.longPress) { _ in log.append("long press") }
            InMemoryNode(.button, label: "Disabled").disabled()
            InMemoryNode(.textField, id: "NameField", value: "Kane")
            InMemoryNode(.switch, id: "Notifications", value: "0")
            InMemoryNode(.slider, id: "Volume", value: "50%")
        }
    }
}

/// A driver on the profile app whose status label becomes "Ready", and where a "Toast"
/// label appears, 0.1 s after it starts.
func profileDriver(log: EventLog = EventLog(), otherApps: [String: InMemoryApp] = [:]) -> InMemoryEngine {
    let driver = InMemoryEngine(app: profileApp(log: log), otherApps: otherApps)
    driver.update { ui in
        ui.after(0.1) { ui in
            ui.setValue("Ready", of: "StatusLabel")
            ui.add(InMemoryNode(.staticText, id: "Toast", value: "Saved"), to: "Profile")
        }
    }
    return driver
}

struct ListScreen: ScrollableScreen {
    let trait = ScrollView(id: "List")
    let firstRow = Cell(id: "Row 0")
    let farRow = Cell(id: "Row 20")
    let pageIndicator = PageIndicator(id: "Pages")
    let table = Table(id: "Feed")
}

let listScreen = ListScreen()

/// A scroll view of 30 rows, a page indicator that counts drags, and a refreshable table.
func listDriver(log: EventLog = EventLog()) -> InMemoryEngine {
    InMemoryEngine(app: InMemoryApp {
        InMemoryNode(.pageIndicator, id: "Pages", value: "page 1 of 5")
        InMemoryNode(.scrollView, id: "List") {
            for row in 0..<30 { InMemoryNode(.cell, label: "Row \(row)") }
        }.frame(CGRect(x: 0, y: 44, width: 390, height: 400)).on(.drag) { ui in
            let current = Int(ui.node("Pages")?.value?.split(separator: " ")[1] ?? "1") ?? 1
            ui.setValue("page \(min(current + 1, 5)) of 5", of: "Pages")
        }
        InMemoryNode(.table, id: "Feed") {
            InMemoryNode(.cell, label: "Post")
        }.frame(CGRect(x: 0, y: 450, width: 390, height: 300)).on(.refresh) { ui in
            log.append("refreshed")
        }
    })
}

/// An alert, a sheet, a keyboard and a tab bar.
func modalsDriver(log: EventLog = EventLog(), keys: [String] = ["q", "w", "e", "@", "."]) -> InMemoryEngine {
    InMemoryEngine(app: InMemoryApp {
        InMemoryNode(.alert, id: "Error", label: "Error") {
            InMemoryNode(.staticText, label: "Something went wrong")
            InMemoryNode(.button, label: "Retry").onTap { ui in log.append("retry") }
            InMemoryNode(.button, label: "Cancel").onTap { ui in ui.remove("Error") }
        }.modal().frame(CGRect(x: 45, y: 100, width: 300, height: 200))
        InMemoryNode(.sheet, id: "Options", label: "Options") {
            InMemoryNode(.button, label: "Delete").onTap { ui in log.append("delete") }
        }.frame(CGRect(x: 0, y: 320, width: 390, height: 100))
        InMemoryNode(.keyboard) {
            for key in keys { InMemoryNode(.key, label: key) }
        }.horizontal().frame(CGRect(x: 0, y: 430, width: 390, height: 44))
        InMemoryNode(.tabBar, id: "Tabs") {
            InMemoryNode(.button, label: "Home")
            InMemoryNode(.button, label: "Search")
            InMemoryNode(.button, label: "Profile")
        }.horizontal().frame(CGRect(x: 0, y: 780, width: 390, height: 64))
    })
}

/// Settings: root → General → Reset → the confirmation sheet; `log` hears the reset.
/// Without `hasReset`, General has no Reset row.
func settingsApp(log: EventLog = EventLog(), hasReset: Bool = true) -> InMemoryApp {
    InMemoryApp {
        InMemoryNode(.navigationBar, id: "Settings", label: "Settings")
        InMemoryNode(.table) {
            InMemoryNode(.cell, label: "General").onTap { ui in
                ui.show {
                    InMemoryNode(.navigationBar, id: "General", label: "General")
                    InMemoryNode(.table) {
                        InMemoryNode(.cell, label: "About")
                        if hasReset {
                            InMemoryNode(.cell, label: "Reset").onTap { ui in ui.show { settingsResetScreen(log: log) } }
                        }
                    }
                }
            }
        }
    }
}

private func settingsResetScreen(log: EventLog) -> [InMemoryNode] {
    [
        InMemoryNode(.navigationBar, id: "Reset", label: "Reset"),
        InMemoryNode(.table) {
            InMemoryNode(.cell, label: "Reset Location & Privacy").onTap { ui in
                ui.add(InMemoryNode(.sheet, id: "ConfirmReset") {
                    InMemoryNode(.button, label: "Reset Warnings").onTap { ui in
                        log.append("reset warnings")
                        ui.remove("ConfirmReset")
                    }
                }.modal().frame(CGRect(x: 0, y: 600, width: 390, height: 244)))
            }
        }.frame(CGRect(x: 0, y: 44, width: 390, height: 500)),
    ]
}

/// A biometric login: "Welcome" on a match, "Login failed" otherwise.
func biometricDriver() -> InMemoryEngine {
    InMemoryEngine(app: InMemoryApp(onBiometrics: { outcome, ui in
        ui.show {
            InMemoryNode(.other, id: outcome == .match ? "Welcome" : "Login failed",
                         label: outcome == .match ? "Welcome" : "Login failed")
        }
    }) {
        InMemoryNode(.other, id: "Login", label: "Log in with Face ID")
    })
}

/// A driver that forwards to an in-memory driver but can refuse lifecycle commands and
/// offers no optional capability (no biometrics).
final class LimitedDriver: Engine, @unchecked Sendable {
    let base: InMemoryEngine
    let launchError: EngineError?
    var name: String { "limited" }

    init(_ base: InMemoryEngine, launchError: EngineError? = nil) {
        self.base = base
        self.launchError = launchError
    }

    func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution { try base.resolve(query) }
    func matches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] { try base.matches(query) }
    func perform(_ action: ElementAction, on query: ElementQuery) throws(EngineError) { try base.perform(action, on: query) }
    func launch(_ app: AppTarget, configuration: LaunchConfiguration) throws(EngineError) {
        if let launchError { throw launchError }
        try base.launch(app, configuration: configuration)
    }
    func terminate(_ app: AppTarget) throws(EngineError) { try base.terminate(app) }
    func activate(_ app: AppTarget) throws(EngineError) { try base.activate(app) }
    func background(_ app: AppTarget) throws(EngineError) { try base.background(app) }
    func state(of app: AppTarget) throws(EngineError) -> AppState { try base.state(of: app) }
    func screenshot() throws(EngineError) -> Data { try base.screenshot() }
    func open(_ url: URL) throws(EngineError) { try base.open(url) }
    func waitForChange(timeout: TimeInterval) { base.waitForChange(timeout: timeout) }
    func capability<Capability>(_ type: Capability.Type) -> Capability? { nil }
}
