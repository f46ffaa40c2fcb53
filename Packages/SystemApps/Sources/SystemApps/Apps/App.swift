import ElementCore
import Foundation

/// The application under test.
///
/// Use the shared instance, as a parent or to control the app:
///
/// ```swift
/// App.shared.launch(clean: true)
/// let title = Header(id: "Welcome", parent: App.shared)
/// ```
///
/// `App.shared` keeps no state of its own: its launch settings are the running test's (see
/// ``AppLaunchSettings``), so tests running in parallel do not share arguments, and each test
/// has its own ``uuid``.
public final class App: BaseApp, @unchecked Sendable {
    /// The application under test. Every `App` is equivalent to this one.
    public static let shared = App()

    /// The application under test.
    public override init() {
        super.init(.underTest)
    }

    /// Launches (or relaunches) the app, with the ``LaunchKey/clean`` launch argument when
    /// `clean` is `true` and without it otherwise, then waits until it runs in the foreground.
    ///
    /// - Returns: whether the app is running in the foreground.
    @discardableResult
    public func launch(
        clean: Bool,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        updateLaunchConfiguration { configuration in
            configuration.arguments.removeAll { $0 == LaunchKey.clean }
            if clean { configuration.arguments.append(LaunchKey.clean) }
        }
        return launch(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The running test's UUID, from the launch environment (``LaunchKey/uuid``); `nil`
    /// outside `TABTestCase` or the Swift Testing trait, unless set by hand.
    ///
    /// Key a mock server by it to tell apart the app instances of parallel tests.
    public var uuid: UUID? {
        launchEnvironment[LaunchKey.uuid].flatMap(UUID.init(uuidString:))
    }

    /// Whether the next launch is clean (the ``LaunchKey/clean`` argument is set).
    public var launchesClean: Bool {
        launchArguments.contains(LaunchKey.clean)
    }
}
