import Foundation

/// Which application an element or a lifecycle call refers to.
public enum AppTarget: Sendable, Hashable, CustomStringConvertible {
    /// The application under test, as the engine was configured to launch it.
    case underTest
    /// Another application, by bundle identifier (e.g. `com.apple.Preferences`).
    case bundleIdentifier(String)

    /// `App` for the app under test, else `App("bundle.id")`.
    public var description: String {
        switch self {
        case .underTest: return "App"
        case .bundleIdentifier(let id): return "App(\"\(id)\")"
        }
    }
}

/// The running state of an application, with the raw values of `XCUIApplication.State`.
public enum AppState: UInt, Sendable, Hashable, CustomStringConvertible {
    /// The engine cannot tell.
    case unknown = 0
    /// Not running.
    case notRunning = 1
    /// Running in the background and suspended.
    case runningBackgroundSuspended = 2
    /// Running in the background.
    case runningBackground = 3
    /// Running in the foreground.
    case runningForeground = 4

    /// The state's name.
    public var description: String {
        switch self {
        case .unknown: return "unknown"
        case .notRunning: return "not running"
        case .runningBackgroundSuspended: return "running in the background (suspended)"
        case .runningBackground: return "running in the background"
        case .runningForeground: return "running in the foreground"
        }
    }
}

/// Arguments and environment an application is launched with.
///
/// On the web they reach the page through the `__tabtestkit` query parameter described in
/// `Docs/Architecture.md`; on XCUI and Appium they are the process's launch arguments and
/// environment.
public struct LaunchConfiguration: Sendable, Hashable {
    /// Launch arguments, in order.
    public var arguments: [String]
    /// Launch environment.
    public var environment: [String: String]

    /// Creates a launch configuration.
    public init(arguments: [String] = [], environment: [String: String] = [:]) {
        self.arguments = arguments
        self.environment = environment
    }
}
