import ElementCore
import Foundation

/// The launch arguments and environment of every app, kept per test.
///
/// `App.shared` is one object shared by every test, so it keeps no launch settings of its
/// own: it reads and writes the settings *in force*. `TABTestCase` and the Swift Testing
/// trait in `Contexts` give each test fresh settings with ``using(_:operation:)`` (a
/// value in the test context), so tests running in parallel never see each other's arguments. Code
/// running outside such a scope shares the process-wide settings, ``processWide``.
///
/// Settings are keyed by `AppTarget`: every `Springboard()` of a test shares the same
/// settings, as every `App.shared` does.
public final class AppLaunchSettings: Sendable {
    private let storage: Locked<[AppTarget: LaunchConfiguration]>

    /// Creates settings, empty unless configurations are given.
    public init(_ configurations: [AppTarget: LaunchConfiguration] = [:]) {
        storage = Locked(configurations)
    }

    /// Settings for a new test: empty, except for the app under test's environment, which
    /// holds `uuid` under ``LaunchKey/uuid``.
    public static func forNewTest(uuid: UUID = UUID()) -> AppLaunchSettings {
        AppLaunchSettings([.underTest: LaunchConfiguration(environment: [LaunchKey.uuid: uuid.uuidString])])
    }

    /// The configuration `target` is launched with (empty when never set).
    public func configuration(for target: AppTarget) -> LaunchConfiguration {
        storage.withLock { $0[target] ?? LaunchConfiguration() }
    }

    /// Changes the configuration of `target` atomically and returns what `change` returns.
    @discardableResult
    public func update<Result>(_ target: AppTarget, _ change: (inout LaunchConfiguration) throws -> Result) rethrows -> Result {
        try storage.withLock { all in
            var configuration = all[target] ?? LaunchConfiguration()
            defer { all[target] = configuration }
            return try change(&configuration)
        }
    }

    /// Forgets every configuration.
    public func removeAll() {
        storage.withLock { $0.removeAll() }
    }

    // MARK: Scoping

    private enum Key: TestContextKey {
        static let defaultValue: AppLaunchSettings? = nil
    }

    private static var scoped: AppLaunchSettings? { TestContext.current[Key.self] }

    /// The settings shared by code that runs outside a test scope.
    public static let processWide = AppLaunchSettings()

    /// The settings in force: the running test's, else ``processWide``.
    public static var current: AppLaunchSettings { scoped ?? processWide }

    /// Whether a test scope is in force (as opposed to the process-wide settings).
    public static var isScoped: Bool { scoped != nil }

    /// Runs `operation` with `settings` in force (synchronous code).
    public static func using<Result>(_ settings: AppLaunchSettings, operation: () throws -> Result) rethrows -> Result {
        try TestContext.with({ $0[Key.self] = settings }, operation)
    }

    /// Runs `operation` with `settings` in force (asynchronous code).
    public static func using<Result>(
        _ settings: AppLaunchSettings,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await TestContext.with({ $0[Key.self] = settings }, isolation: isolation, operation)
    }
}
