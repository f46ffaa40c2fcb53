import ElementCore
import Foundation

/// The in-process engine as an `Engine`: the same Screens, Contexts and Steps that run on
/// XCUI or in a browser drive view controllers shown in the test's own process.
///
/// ```swift
/// // From the seed's App:
/// let app = App(controller: ProfileViewController())
/// withEngine(app.engine) {
///     Button(id: "Log out").tap()
///     Label(id: "Logged out").waitFor(.exists)
/// }
///
/// // Or launching a fresh controller before each TABTestCase test:
/// override func makeEngine() throws -> any Engine {
///     InProcessEngine { _ in ProfileViewController() }
/// }
/// ```
///
/// What is on screen is read with the seed's rules (the top view controller's view; views that
/// are hidden, untouchable or outside it left out) and shown to ElementCore as XCUI shows
/// UIKit: labels are static texts, a cell is labelled with its labels' texts, a stepper has
/// `Increment` and `Decrement` buttons, the navigation bar has its title and a `Back` button,
/// alerts have their texts and buttons. Queries are resolved by ElementCore's
/// `SnapshotResolver`, so matching (identifier *or* label, parents, strict matching) is
/// exactly that of the other engines.
///
/// Actions go through the seed's interactions: a tap sends a control's events, selects a cell
/// through its delegate or goes back; typing asks the delegate about each character; a drag
/// scrolls the enclosing scroll view. An action on a disabled element throws
/// `EngineError.notActionable` (ElementCore retries, then fails naming the reason).
///
/// Views belong to the main actor; calls from elsewhere are handed to the main queue (see
/// the package documentation).
public final class InProcessEngine: Engine {
    /// `in-process`.
    public let name = "in-process"
    let session: InProcessSession

    /// An engine over a window that already shows a controller (what ``InProcessApp/driver``
    /// returns). It cannot relaunch the app: `launch` keeps the controller as it is.
    public init(host: any InProcessHost, openURL: (@MainActor @Sendable (URL) -> Bool)? = nil) {
        session = InProcessSession(host: host, launcher: nil, openURL: openURL)
    }

    /// An engine that shows a fresh controller at each launch, made by `launcher` from the
    /// launch arguments and environment. Nothing is shown until the first launch
    /// (`TABTestCase` and the Swift Testing trait launch before each test).
    ///
    /// - Parameter openURL: handles deep links; returns whether the app could open the URL.
    public init(
        openURL: (@MainActor @Sendable (URL) -> Bool)? = nil,
        launchingHost launcher: @escaping @MainActor @Sendable (LaunchConfiguration) -> any InProcessHost
    ) {
        session = InProcessSession(host: nil, launcher: launcher, openURL: openURL)
    }

    /// Every action performed, in order, e.g. `tap button "Save"`. Secure text never appears.
    public var actionLog: [String] {
        (try? onMain { [session] () throws(EngineError) -> [String] in session.log }) ?? []
    }

    /// The launch configurations used so far, in order.
    public var launchHistory: [LaunchConfiguration] {
        (try? onMain { [session] () throws(EngineError) -> [LaunchConfiguration] in session.launches }) ?? []
    }

    /// Runs view work on the main actor (see ``MainActorHandoff``).
    private func onMain<Value: Sendable>(
        _ body: @escaping @MainActor @Sendable () throws(EngineError) -> Value
    ) throws(EngineError) -> Value {
        try MainActorHandoff.run(
            timeout: 10, engine: "The in-process engine",
            advice: "Call the engine from the main actor (XCTest methods and @MainActor tests run there), or keep the main queue free.",
            body)
    }

    // MARK: Engine

    public func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution {
        try onMain { [session] () throws(EngineError) -> Resolution in try session.resolve(query) }
    }

    public func matches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] {
        try onMain { [session] () throws(EngineError) -> [ElementSnapshot] in try session.matches(query) }
    }

    public func perform(_ action: ElementAction, on query: ElementQuery) throws(EngineError) {
        try onMain { [session] () throws(EngineError) in try session.perform(action, on: query) }
    }

    public func launch(_ app: AppTarget, configuration: LaunchConfiguration) throws(EngineError) {
        try onMain { [session] () throws(EngineError) in try session.launch(app, configuration: configuration) }
    }

    public func terminate(_ app: AppTarget) throws(EngineError) {
        try onMain { [session] () throws(EngineError) in try session.terminate(app) }
    }

    public func activate(_ app: AppTarget) throws(EngineError) {
        try onMain { [session] () throws(EngineError) in try session.activate(app) }
    }

    public func background(_ app: AppTarget) throws(EngineError) {
        try onMain { [session] () throws(EngineError) in try session.background(app) }
    }

    public func state(of app: AppTarget) throws(EngineError) -> AppState {
        try onMain { [session] () throws(EngineError) -> AppState in session.appState(of: app) }
    }

    public func screenshot() throws(EngineError) -> Data {
        try onMain { [session] () throws(EngineError) -> Data in try session.screenshot() }
    }

    public func open(_ url: URL) throws(EngineError) {
        try onMain { [session] () throws(EngineError) in try session.open(url) }
    }

    /// Waits for the app to change: on the main thread the run loop turns (so timers,
    /// animations and blocks queued on the main queue run) until something happened or the
    /// time is up; elsewhere the thread sleeps while the main queue works.
    public func waitForChange(timeout: TimeInterval) {
        guard timeout > 0 else { return }
        let deadline = Date(timeIntervalSinceNow: timeout)
        if Thread.isMainThread, RunLoop.current.run(mode: .default, before: deadline) { return }
        let remaining = deadline.timeIntervalSinceNow
        if remaining > 0 { Thread.sleep(forTimeInterval: remaining) }
    }
}
