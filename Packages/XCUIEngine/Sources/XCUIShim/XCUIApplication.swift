// `XCUIApplication`, mirroring XCUIApplication.h as imported into Swift (Xcode 16 SDK:
// XCT_SWIFT_MAIN_ACTOR, so `@MainActor`). `XCUIApplicationState` imports as `XCUIApplication.State`
// (NSUInteger: unknown 0, notRunning 1, runningBackgroundSuspended 2, runningBackground 3,
// runningForeground 4). `openURL:` is `open(_:)`, API_AVAILABLE(macos(13.3), ios(16.4), tvos(16.4),
// watchos(9.4)), i.e. Xcode 14.3+. `waitForState:timeout:` is XCT_WARN_UNUSED, hence no
// `@discardableResult` on `wait(for:timeout:)`.
#if !canImport(Darwin)
import Foundation

@preconcurrency @MainActor
open class XCUIApplication: XCUIElement {
    /// Application states with Apple's raw values.
    public enum State: UInt, Sendable, Hashable {
        case unknown = 0
        case notRunning = 1
        case runningBackgroundSuspended = 2
        case runningBackground = 3
        case runningForeground = 4
    }

    /// Arguments passed at the next launch (recorded as `app.launchArguments = [...]` when set).
    public var launchArguments: [String] = [] {
        didSet { shimRecord("launchArguments = " + ShimRender.strings(launchArguments)) }
    }

    /// Environment passed at the next launch (recorded as `app.launchEnvironment = [...]` when set).
    public var launchEnvironment: [String: String] = [:] {
        didSet { shimRecord("launchEnvironment = " + ShimRender.environment(launchEnvironment)) }
    }

    /// The application of the test target (`app` in the call log).
    public init() {
        super.init(shimPath: ShimPath(bundleIdentifier: nil, steps: []))
    }

    /// The application with this bundle identifier (`app("bundle.id")` in the call log).
    public init(bundleIdentifier: String) {
        super.init(shimPath: ShimPath(bundleIdentifier: bundleIdentifier, steps: []))
    }

    /// Marks the app `.runningForeground`, records an `XCUIShimLaunch` and calls the launch handler.
    public func launch() {
        shimRecord("launch()")
        XCUIShimHarness.recordLaunch(.launch, bundleIdentifier: shimBundleIdentifier,
                                     arguments: launchArguments, environment: launchEnvironment)
    }

    /// Launches with a URL (Xcode 14.3+ / iOS 16.4+ on Apple).
    public func open(_ url: URL) {
        shimRecord("open(" + ShimRender.string(url.absoluteString) + ")")
        XCUIShimHarness.recordLaunch(.open(url), bundleIdentifier: shimBundleIdentifier,
                                     arguments: launchArguments, environment: launchEnvironment)
    }

    /// Brings the app to the foreground, launching it if it is not running.
    public func activate() {
        shimRecord("activate()")
        if XCUIShimHarness.state(forBundleIdentifier: shimBundleIdentifier) == .notRunning {
            XCUIShimHarness.recordLaunch(.activate, bundleIdentifier: shimBundleIdentifier,
                                         arguments: launchArguments, environment: launchEnvironment)
        } else {
            XCUIShimHarness.setState(.runningForeground, forBundleIdentifier: shimBundleIdentifier)
        }
    }

    public func terminate() {
        shimRecord("terminate()")
        XCUIShimHarness.setState(.notRunning, forBundleIdentifier: shimBundleIdentifier)
    }

    public var state: XCUIApplication.State {
        shimRecord("state")
        return XCUIShimHarness.state(forBundleIdentifier: shimBundleIdentifier)
    }

    /// Polls (spinning the run loop) until the app is in `state` or `timeout` seconds elapse.
    public func wait(for state: XCUIApplication.State, timeout: TimeInterval) -> Bool {
        shimRecord("wait(for: ." + String(describing: state) + ", timeout: " + ShimRender.number(timeout) + ")")
        let bundleIdentifier = shimBundleIdentifier
        return shimPoll(timeout: timeout) {
            XCUIShimHarness.state(forBundleIdentifier: bundleIdentifier) == state
        }
    }
}
#endif
