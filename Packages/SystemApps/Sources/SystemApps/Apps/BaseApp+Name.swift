import ElementCore
import Foundation

extension BaseApp {
    /// The app's name, as its accessibility label reads (`TABTestKit_Example`). Read from the
    /// engine when the app is running, and remembered, so it is still known once the app is
    /// terminated; `""` when the app has never been seen running. The first launch reads it.
    /// Never fails the test.
    public var name: String {
        if let label = try? currentEngine?.resolve(query).snapshot?.label, !label.isEmpty {
            AppNames.shared.withLock { $0[appTarget] = label }
            return label
        }
        return AppNames.shared.withLock { $0[appTarget] } ?? ""
    }
}

/// The names apps were last seen with, by target (app names do not change between tests).
enum AppNames {
    static let shared = Locked<[AppTarget: String]>([:])
}
