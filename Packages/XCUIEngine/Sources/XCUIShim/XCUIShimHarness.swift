// TEST-ONLY: the control surface tests use to set up and inspect the fake world (trees per app,
// application states, launches, failures, call log). Not part of Apple's API.
#if !canImport(Darwin)
import Foundation

/// TEST-ONLY. Thread-safe log of every call client code makes on the shim API, in canonical form:
///
///     app.descendants(.alert).matching(.alert, "Error").element(0).descendants(.button).matching(.button, "OK").element(0).tap()
///
/// Rules:
/// - One entry per *evaluating* call: actions (`tap()`, `typeText(...)`, ...), attribute/property
///   reads (`exists`, `label`, `count`, `state`, ...), waits, snapshots, screenshots, app lifecycle,
///   device/screen calls and `launchArguments`/`launchEnvironment` assignments. Building a query
///   (`app.buttons`, `matching(...)`, `element(boundBy:)`) is lazy, exactly as in XCUITest, and is
///   only visible as the path of the call that finally evaluates it.
/// - Roots: `app` (default `XCUIApplication()`), `app("bundle.id")`, `device`, `screen`.
/// - Steps: `.descendants(.type)`, `.children(.type)`, `.matching(.type, "id")`,
///   `.matching(NSPredicate("..."))`, `.containing(.type, "id")`, `.containing(NSPredicate("..."))`,
///   `.element`, `.element(N)`, `.firstMatch`, `.coordinate(dx: x, dy: y)`, `.withOffset(dx: x, dy: y)`.
/// - Canonicalisation: the typed accessors are `descendants` (`app.buttons` == `app.descendants(.button)`);
///   `query["id"]`, `matching(identifier:)` and `matching(.any, identifier:)` render with the query's
///   current element type (`.matching(.button, "id")`); `element(matching:identifier:)` renders as
///   `.matching(...).element`.
/// - Strings are double-quoted with Swift escapes; element types use their Swift case names;
///   predicate text uses single-quoted string literals (`label BEGINSWITH[c] 'sub'`).
public final class XCUIShimRecorder: Sendable {
    /// The recorder all shim types write to.
    public static let shared = XCUIShimRecorder()

    private let storage = ShimLocked<[String]>([])

    public init() {}

    /// All calls recorded since the last `reset()`, oldest first.
    public var calls: [String] {
        storage.withLock { $0 }
    }

    /// Clears the log.
    public func reset() {
        storage.withLock { $0.removeAll() }
    }

    /// Appends a call. Exposed so engine tests can add markers (e.g. `"-- step 2 --"`).
    public func record(_ call: String) {
        storage.withLock { $0.append(call) }
    }
}

/// TEST-ONLY. A problem XCUITest would have reported as a test failure (no match, multiple matches,
/// element not hittable, invalid predicate, ...). The shim never traps; it reports and carries on with
/// a neutral result (`""`, `nil`, `false`, `.zero`, first match).
public struct XCUIShimFailure: Sendable, CustomStringConvertible, Equatable {
    public let message: String
    /// The recorded call during which the failure happened.
    public let call: String

    public var description: String { call.isEmpty ? message : message + " [" + call + "]" }
}

/// TEST-ONLY. One `launch()` / `activate()` (from not running) / `open(_:)` of an application.
public struct XCUIShimLaunch: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case launch
        case activate
        case open(URL)
    }

    public let kind: Kind
    /// nil for the default `XCUIApplication()`.
    public let bundleIdentifier: String?
    public let arguments: [String]
    public let environment: [String: String]
}

/// TEST-ONLY. Installs UI trees per application and exposes the shim's world state.
///
/// State is process-global (like the real device): tests that use the shim must not run in parallel
/// with each other (use a `.serialized` Swift Testing suite or XCTest) and should call `reset()` first.
public enum XCUIShimHarness {
    public typealias LaunchHandler = @Sendable (XCUIShimLaunch) -> Void
    public typealias FailureHandler = @Sendable (XCUIShimFailure) -> Void

    struct AppState {
        var root: ShimNode
        var state: XCUIApplication.State = .notRunning
        var launches: [XCUIShimLaunch] = []
        var launchHandler: LaunchHandler?
        var openedURLs: [URL] = []
    }

    struct World {
        var apps: [String?: AppState] = [:]
        var failures: [XCUIShimFailure] = []
        var failureHandler: FailureHandler?
        var orientation: UIDeviceOrientation = .portrait
        var appearance: XCUIDevice.Appearance = .unspecified
        var requiresFocusForTyping = false
        var systemOpenedURLs: [URL] = []
    }

    static let world = ShimLocked(World())

    static func newRoot() -> ShimNode {
        ShimNode(.application)
    }

    static func withApp<Result>(_ bundleIdentifier: String?, _ body: (inout AppState) -> Result) -> Result {
        world.withLock { world in
            if world.apps[bundleIdentifier] == nil {
                world.apps[bundleIdentifier] = AppState(root: newRoot())
            }
            return body(&world.apps[bundleIdentifier]!)
        }
    }

    /// Forgets every tree, application state, launch, failure and handler, restores device defaults
    /// and clears `XCUIShimRecorder.shared`.
    public static func reset() {
        world.withLock { $0 = World() }
        XCUIShimRecorder.shared.reset()
    }

    /// Installs `root` as the UI of an application (nil = the default `XCUIApplication()`). If `root`
    /// is not of type `.application` it is wrapped in an `.application` node. Returns the app root.
    @discardableResult
    public static func install(_ root: ShimNode, forBundleIdentifier bundleIdentifier: String? = nil) -> ShimNode {
        let appRoot: ShimNode
        if root.elementType == .application {
            appRoot = root
        } else {
            appRoot = newRoot()
            appRoot.append(root)
        }
        withApp(bundleIdentifier) { $0.root = appRoot }
        return appRoot
    }

    /// Builder form of `install(_:forBundleIdentifier:)`: the nodes become children of a fresh
    /// `.application` root labelled `label`.
    @discardableResult
    public static func install(
        forBundleIdentifier bundleIdentifier: String? = nil,
        label: String = "",
        @ShimNodeBuilder _ children: () -> [ShimNode]
    ) -> ShimNode {
        install(ShimNode(.application, label: label, children: children), forBundleIdentifier: bundleIdentifier)
    }

    /// The app root node (an empty `.application` node if nothing was installed).
    public static func root(forBundleIdentifier bundleIdentifier: String? = nil) -> ShimNode {
        withApp(bundleIdentifier) { $0.root }
    }

    public static func state(forBundleIdentifier bundleIdentifier: String? = nil) -> XCUIApplication.State {
        withApp(bundleIdentifier) { $0.state }
    }

    /// Simulates the system changing an application's state (e.g. the app crashing or suspending).
    public static func setState(_ state: XCUIApplication.State, forBundleIdentifier bundleIdentifier: String? = nil) {
        withApp(bundleIdentifier) { $0.state = state }
    }

    /// Every launch / activation-from-not-running / open of the application, oldest first.
    public static func launches(forBundleIdentifier bundleIdentifier: String? = nil) -> [XCUIShimLaunch] {
        withApp(bundleIdentifier) { $0.launches }
    }

    /// Called (synchronously, on the caller's thread) after each launch, e.g. to rebuild the tree
    /// from `launch.arguments`.
    public static func setLaunchHandler(
        forBundleIdentifier bundleIdentifier: String? = nil,
        _ handler: LaunchHandler?
    ) {
        withApp(bundleIdentifier) { $0.launchHandler = handler }
    }

    /// URLs passed to `XCUIDevice.shared.system.open(_:)`.
    public static var systemOpenedURLs: [URL] {
        world.withLock { $0.systemOpenedURLs }
    }

    public static var deviceOrientation: UIDeviceOrientation {
        get { world.withLock { $0.orientation } }
        set { world.withLock { $0.orientation = newValue } }
    }

    public static var deviceAppearance: XCUIDevice.Appearance {
        get { world.withLock { $0.appearance } }
        set { world.withLock { $0.appearance = newValue } }
    }

    /// When true, `typeText` / `typeKey` report a failure unless the element or a descendant has
    /// focus (XCUITest's rule). Default false, because taps do not move focus unless a handler does.
    public static var requiresFocusForTyping: Bool {
        get { world.withLock { $0.requiresFocusForTyping } }
        set { world.withLock { $0.requiresFocusForTyping = newValue } }
    }

    /// Failures reported since the last `reset()`.
    public static var failures: [XCUIShimFailure] {
        world.withLock { $0.failures }
    }

    /// Also forwards every failure to `handler` (e.g. `{ Issue.record("\($0)") }` or `XCTFail`).
    public static func setFailureHandler(_ handler: FailureHandler?) {
        world.withLock { $0.failureHandler = handler }
    }

    static func report(_ message: String, call: String) {
        let failure = XCUIShimFailure(message: message, call: call)
        let handler = world.withLock { world -> FailureHandler? in
            world.failures.append(failure)
            return world.failureHandler
        }
        handler?(failure)
    }

    static func recordLaunch(_ kind: XCUIShimLaunch.Kind, bundleIdentifier: String?, arguments: [String], environment: [String: String]) {
        let launch = XCUIShimLaunch(kind: kind, bundleIdentifier: bundleIdentifier, arguments: arguments, environment: environment)
        let handler = withApp(bundleIdentifier) { app -> LaunchHandler? in
            app.launches.append(launch)
            app.state = .runningForeground
            if case .open(let url) = kind { app.openedURLs.append(url) }
            return app.launchHandler
        }
        handler?(launch)
    }

    /// Pressing the home button sends every foreground app to the background.
    static func sendAppsToBackground() {
        world.withLock { world in
            for key in world.apps.keys where world.apps[key]?.state == .runningForeground {
                world.apps[key]?.state = .runningBackground
            }
        }
    }
}

extension XCUIApplication {
    /// TEST-ONLY (shim extension, not on Apple): the UI tree of this application; same as
    /// `XCUIShimHarness.root(forBundleIdentifier:)` / `install(_:forBundleIdentifier:)`.
    public var shimTree: ShimNode {
        get { XCUIShimHarness.root(forBundleIdentifier: shimBundleIdentifier) }
        set { XCUIShimHarness.install(newValue, forBundleIdentifier: shimBundleIdentifier) }
    }
}
#endif
