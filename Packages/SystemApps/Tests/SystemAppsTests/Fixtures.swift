import ElementCore
import Foundation
import InMemoryEngine
import SystemApps

// In-memory stand-ins for the app under test and the system apps.

/// An app under test that shows its launch arguments and environment.
let launchEchoApp = InMemoryApp { (launch: LaunchConfiguration) in
    InMemoryNode(.other, id: "Home", label: "Home")
    InMemoryNode(.staticText, id: "Arguments", value: launch.arguments.joined(separator: " "))
    InMemoryNode(.staticText, id: "UUID", value: launch.environment[LaunchKey.uuid] ?? "none")
}

/// Settings: root → General → Reset → the confirmation sheet; `log` hears the reset.
func settingsApp(log: EventLog = EventLog()) -> InMemoryApp {
    InMemoryApp { settingsRoot(log: log) }
}

private func settingsRoot(log: EventLog) -> [InMemoryNode] {
    [
        InMemoryNode(.navigationBar, id: "Settings", label: "Settings"),
        InMemoryNode(.table) {
            InMemoryNode(.cell, label: "General").onTap { ui in ui.show { settingsGeneral(log: log) } }
            InMemoryNode(.cell, label: "Privacy")
        },
    ]
}

private func settingsGeneral(log: EventLog) -> [InMemoryNode] {
    [
        InMemoryNode(.navigationBar, id: "General", label: "General"),
        InMemoryNode(.table) {
            InMemoryNode(.cell, label: "About")
            InMemoryNode(.cell, label: "Reset").onTap { ui in ui.show { settingsReset(log: log) } }
        },
    ]
}

private func settingsReset(log: EventLog) -> [InMemoryNode] {
    [
        InMemoryNode(.navigationBar, id: "Reset", label: "Reset"),
        InMemoryNode(.table) {
            InMemoryNode(.cell, label: "Reset Location & Privacy").onTap { ui in
                ui.add(InMemoryNode(.sheet, id: "ConfirmReset") {
                    InMemoryNode(.button, label: "Reset Warnings").onTap { ui in
                        log.append("reset warnings")
                        ui.remove("ConfirmReset")
                    }
                    InMemoryNode(.button, label: "Cancel").onTap { ui in ui.remove("ConfirmReset") }
                }.modal().frame(CGRect(x: 0, y: 600, width: 390, height: 244)))
            }
        },
    ]
}

/// Springboard showing the Face ID prompt for "Example"; `log` hears the answer.
func springboardWithFaceIDPrompt(log: EventLog = EventLog()) -> InMemoryApp {
    InMemoryApp {
        InMemoryNode(.alert, id: "FaceIDPrompt", label: "Do you want to allow \u{201C}Example\u{201D} to use Face ID?") {
            InMemoryNode(.button, label: "Don\u{2019}t Allow").onTap { ui in
                log.append("don't allow")
                ui.remove("FaceIDPrompt")
            }
            InMemoryNode(.button, label: "OK").onTap { ui in
                log.append("allow")
                ui.remove("FaceIDPrompt")
            }
        }.modal().frame(CGRect(x: 45, y: 300, width: 300, height: 200))
    }
}

/// Safari showing a page with the open-in-app banner.
let safariApp = InMemoryApp {
    InMemoryNode(.textField, id: "Address", value: "example.com")
    InMemoryNode(.other, id: "Banner") {
        InMemoryNode(.button, label: "Open")
    }
}

/// A driver whose app under test echoes its launch, with every system app.
func driverWithSystemApps(log: EventLog = EventLog(), launched: Bool = true) -> InMemoryEngine {
    InMemoryEngine(
        app: launchEchoApp,
        otherApps: [
            SystemBundleIdentifier.settings: settingsApp(log: log),
            SystemBundleIdentifier.springboard: springboardWithFaceIDPrompt(log: log),
            SystemBundleIdentifier.safari: safariApp,
        ],
        launched: launched
    )
}
