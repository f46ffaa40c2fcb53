import ElementCore
import Foundation

extension Icon {
    /// The home-screen icon of the UI-test runner app, by its bundle name, on ``springboard``.
    /// `NavigationContext.open(_:)` of TABTestKit 1.8 opened links from it.
    public static let testRunner = Icon(id: TestRunner.name, parent: springboard)
}

/// The running test bundle's host (the UI-test runner on Apple platforms).
enum TestRunner {
    /// `CFBundleName` of the main bundle, else the process name.
    static var name: String {
        (Bundle.main.infoDictionary?["CFBundleName"] as? String).flatMap { $0.isEmpty ? nil : $0 }
            ?? ProcessInfo.processInfo.processName
    }
}
