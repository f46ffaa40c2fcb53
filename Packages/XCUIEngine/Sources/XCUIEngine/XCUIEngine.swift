import ElementCore
import Foundation
import XCTest
#if !canImport(Darwin)
import XCUIShim
#endif

/// The XCUITest engine: drives apps through Apple's `XCUIApplication`, `XCUIElement` and
/// `XCUIElementQuery`.
///
/// ```swift
/// final class LoginTests: XCTestCase {
///     func testLogIn() {
///         let engine = XCUIEngine()                  // the test target's app
///         withEngine(engine) {
///             try? engine.launch(.underTest, configuration: LaunchConfiguration(arguments: ["-uiTests"]))
///             Button(id: "Log in").tap()
///         }
///     }
/// }
/// ```
///
/// Queries are built as TABTestKit built them, from the parent element:
/// `descendants(matching: type)`, `matching(type, identifier: id)`, `matching(predicate)` per
/// filter, then `element(boundBy:)`. Strict matching reads `count` at every level.
///
/// XCUI's types are `@MainActor` (Xcode 16); this engine is not, like the `Engine`
/// protocol. Every call runs its XCUI work on the main thread: at once when called there (as
/// XCUITest test methods are), else handed to the main queue (see
/// ``Configuration/mainThreadTimeout``).
public final class XCUIEngine: Engine {
    /// A short name for messages.
    public let name: String
    /// The configuration.
    public let configuration: Configuration
    let applications: XCUIApplicationStore

    /// An engine for the app of the test target, or for `configuration.bundleIdentifier`.
    public init(configuration: Configuration = Configuration(), name: String = "XCUI") {
        self.name = name
        self.configuration = configuration
        self.applications = XCUIApplicationStore(bundleIdentifier: configuration.bundleIdentifier)
    }

    /// An engine for the app with this bundle identifier.
    public convenience init(bundleIdentifier: String, name: String = "XCUI") {
        self.init(configuration: Configuration(bundleIdentifier: bundleIdentifier), name: name)
    }

    /// An engine for an application instance you configured yourself. Its launch arguments
    /// and environment are kept; each launch adds those of the `LaunchConfiguration`.
    @MainActor
    public init(application: XCUIApplication, configuration: Configuration = Configuration(), name: String = "XCUI") {
        self.name = name
        self.configuration = configuration
        self.applications = XCUIApplicationStore(application: application)
    }

    /// Runs XCUI work on the main actor.
    func onMain<Value: Sendable>(_ body: @escaping @MainActor @Sendable () throws(EngineError) -> Value) throws(EngineError) -> Value {
        try MainActorHandoff.run(
            timeout: configuration.mainThreadTimeout, engine: "XCUI",
            advice: "Call the engine from the test's main thread (XCUITest test methods run there), "
                + "or keep the main thread free while another thread uses it.", body)
    }

    @MainActor
    func resolver(for app: AppTarget) -> XCUIQueryResolver {
        XCUIQueryResolver(app: applications.application(app), configuration: configuration)
    }

    // MARK: Elements

    /// Resolves a whole query: `count` at each level, then one snapshot of the element.
    public func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution {
        try onMain { () throws(EngineError) -> Resolution in
            try self.resolver(for: query.app).resolve(query)
        }
    }

    /// Snapshots of every node the query's last level matches, in order.
    public func matches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] {
        try onMain { () throws(EngineError) -> [ElementSnapshot] in
            try self.resolver(for: query.app).matches(query)
        }
    }

    /// Resolves the query, checks the element can take the action, and performs it.
    public func perform(_ action: ElementAction, on query: ElementQuery) throws(EngineError) {
        // Said before anything is looked for: no element makes it possible.
        if case .upload = action { throw XCUIActionPerformer.noFileDialog }
        // XCUI's typeText presses the keys of TypedText itself; what it would type as glyphs
        // (or what no key types) is refused, as on every engine.
        if case .typeText(let text, _) = action, let refusal = TypedText.refusal(of: text, into: "\(query)") { throw refusal }
        try onMain { () throws(EngineError) in
            let resolver = self.resolver(for: query.app)
            switch try resolver.locate(query) {
            case .failed(let resolution):
                _ = try resolution.get()
            case .located(let located):
                var dropTarget: XCUIElement?
                if case .dragAndDrop(let target) = action {
                    guard case .located(let found) = try resolver.locate(target) else {
                        // The target's own steps are not the dragged element's: say which one is missing.
                        throw .notActionable(reason: "its drop target \(target) cannot be found")
                    }
                    dropTarget = found.element
                }
                try XCUIActionPerformer(app: resolver.app, located: located, configuration: self.configuration, dropTarget: dropTarget)
                    .perform(action)
            }
        }
    }

    // MARK: Waiting

    /// Waits `timeout` seconds: XCUI sends no change events. On the main thread the wait is an
    /// `XCTWaiter` wait, which keeps the run loop turning (as XCUI's own waits do); elsewhere
    /// the thread sleeps.
    public func waitForChange(timeout: TimeInterval) {
        guard timeout > 0 else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { XCUIWaiting.keepRunLoopTurning(for: timeout) }
        } else {
            Thread.sleep(forTimeInterval: timeout)
        }
    }
}
