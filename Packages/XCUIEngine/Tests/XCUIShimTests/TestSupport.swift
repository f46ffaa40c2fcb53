#if !canImport(Darwin)
import Foundation
import Testing
import XCUIShim

/// Parent of every Swift Testing suite in this target. The shim's world is process-global (like a real
/// device), so all suites run serially.
@Suite(.serialized, .shimWorldTurn)
struct ShimTests {}

/// A small app: a window with a nav bar, text fields, buttons, a table, plus an error alert.
@discardableResult
func installDemoApp() -> ShimNode {
    XCUIShimHarness.reset()
    return XCUIShimHarness.install(label: "Demo") {
        ShimNode(.window, identifier: "main") {
            ShimNode(.navigationBar, identifier: "nav", label: "Home") {
                ShimNode(.button, identifier: "back", label: "Back")
            }
            ShimNode(.textField, identifier: "username", placeholderValue: "Username",
                     frame: CGRect(x: 10, y: 100, width: 200, height: 40))
            ShimNode(.secureTextField, identifier: "password", placeholderValue: "Password")
            ShimNode(.button, identifier: "login", label: "Log in",
                     frame: CGRect(x: 10, y: 200, width: 100, height: 44))
            ShimNode(.table, identifier: "list") {
                for index in 0..<3 {
                    ShimNode(.cell, identifier: "row\(index)", label: "Row \(index)") {
                        ShimNode(.staticText, label: "Item \(index)")
                    }
                }
            }
            ShimNode(.staticText, identifier: "status", label: "Ready")
            ShimNode(.button, label: "OK")
        }
        ShimNode(.alert, identifier: "errorAlert", label: "Error") {
            ShimNode(.staticText, label: "Something failed")
            ShimNode(.button, identifier: "cancel", label: "Cancel")
            ShimNode(.button, label: "OK", isEnabled: false)
        }
    }
}

/// Thread-safe box for values set from action handlers.
final class Box<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); defer { lock.unlock() }; stored = newValue }
    }
}
#endif
