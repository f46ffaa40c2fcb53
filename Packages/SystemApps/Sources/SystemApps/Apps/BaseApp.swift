import ElementCore
import Foundation

/// An application a test drives: the app under test or a system app.
///
/// Every app is an `Element` (of type `.application`), so it can be the
/// `parent` of any element, which scopes the element's query to that app:
///
/// ```swift
/// let allow = Button(id: "Allow", parent: Springboard())
/// ```
///
/// Its lifecycle calls wait, within one deadline (`ElementConfiguration.appTimeout`
/// unless given), for the app to reach the state they promise, and report a failure that
/// names the app, the expected state and the observed one when it does not. An app the
/// engine does not have fails at once with a message saying so, never with a timeout.
///
/// Subclass it to describe more apps:
///
/// ```swift
/// final class Maps: BaseApp {
///     init() { super.init(bundleIdentifier: "com.apple.Maps") }
/// }
/// ```
///
/// An app object holds nothing but its ``appTarget``: its launch arguments and environment
/// live in ``AppLaunchSettings``, per test. That is why it is `Sendable`.
open class BaseApp: ApplicationElement, @unchecked Sendable {
    // @unchecked: the only stored property is an immutable Sendable value; the class is open
    // for subclassing, which rules out a checked conformance.

    /// Which application this is.
    public let appTarget: AppTarget

    /// An app by target.
    public init(_ target: AppTarget) {
        appTarget = target
    }

    /// The app under test (as `XCUIApplication()` is), for subclasses written for TABTestKit 1.8:
    /// `override init() { super.init(bundleIdentifier: "com.apple.Maps") }`.
    public init() {
        appTarget = .underTest
    }

    /// An app by bundle identifier.
    public init(bundleIdentifier: String) {
        appTarget = .bundleIdentifier(bundleIdentifier)
    }

    /// The app's name in messages: `App (the app under test)` or
    /// `Springboard (com.apple.springboard)`.
    open var displayName: String {
        switch appTarget {
        case .underTest: return "\(kindName) (the app under test)"
        case .bundleIdentifier(let id): return "\(kindName) (\(id))"
        }
    }
}

extension BaseApp {
    /// The arguments the app is launched with, from the settings in force (per test inside
    /// `TABTestCase` or the Swift Testing trait).
    public var launchArguments: [String] {
        get { launchConfiguration.arguments }
        set { updateLaunchConfiguration { $0.arguments = newValue } }
    }

    /// The environment the app is launched with, from the settings in force.
    public var launchEnvironment: [String: String] {
        get { launchConfiguration.environment }
        set { updateLaunchConfiguration { $0.environment = newValue } }
    }

    /// Arguments and environment together, from the settings in force.
    public var launchConfiguration: LaunchConfiguration {
        get { AppLaunchSettings.current.configuration(for: appTarget) }
        set { updateLaunchConfiguration { $0 = newValue } }
    }

    /// Changes the launch configuration atomically: prefer it to `launchArguments.append(…)`
    /// when several threads may change the same settings.
    @discardableResult
    public func updateLaunchConfiguration<Result>(_ change: (inout LaunchConfiguration) throws -> Result) rethrows -> Result {
        try AppLaunchSettings.current.update(appTarget, change)
    }
}
