import ElementCore
import Foundation
import WebDriverClient

/// The one WebDriver session an engine drives, and what both engines built on WebDriver
/// (``WebDriverEngine`` and ``AppiumEngine``) do with it alike: adopting the session a launch
/// opened, remembering the launch, sending commands (counted, errors translated), telling why
/// there is no app, and ending the session.
///
/// Each engine owns one keeper (composition, not a shared base class), so neither engine
/// carries the other's behaviour. `Scoped` is the engine's own state that lives as long as one
/// session (the web engine's background tab); it goes back to its initial value when the
/// session ends.
final class SessionKeeper<Scoped: Sendable>: Sendable {
    /// Everything the keeper knows, changed only under its lock.
    struct State {
        var session: WebDriverSession?
        /// The launch configuration of the app under test, kept across relaunches.
        var launch: LaunchConfiguration?
        /// Why the app is not running, when there is no session.
        var absence: AppAbsence = .neverLaunched
        /// The engine's own state for the current session.
        var scoped: Scoped
    }

    /// The session and what goes with it, under one lock.
    let state: Locked<State>
    private let initialScoped: Scoped
    private let counter = Locked(0)

    init(scoped: Scoped) {
        self.initialScoped = scoped
        self.state = Locked(State(scoped: scoped))
    }

    deinit {
        state.current.session?.delete()
    }

    /// The current session, if the app is running.
    var session: WebDriverSession? { state.current.session }

    /// The current session, unless it was deleted behind the keeper's back.
    var liveSession: WebDriverSession? {
        guard let session, !session.isDeleted else { return nil }
        return session
    }

    /// The launch configuration of the app under test, once launched.
    var launch: LaunchConfiguration? {
        get { state.current.launch }
        set { state.withLock { $0.launch = newValue } }
    }

    /// How many WebDriver requests the engine has sent (for benchmarks).
    var requestCount: Int { counter.current }

    /// Counts one request sent outside ``command(_:_:)`` (commands with errors of their own).
    func countRequest() {
        counter.withLock { $0 += 1 }
    }

    // MARK: Opening and ending

    /// Runs the engine's session factory (`open`). When it fails, the app is not running and
    /// later calls say why (``noApp()``): the failure is `"<failure>: <error>"`.
    func open(failure: String, _ open: () throws -> WebDriverSession) throws(EngineError) -> WebDriverSession {
        do {
            return try open()
        } catch {
            let reason = EngineError.engineFailure("\(failure): \(error)")
            launchFailed(reason)
            throw reason
        }
    }

    /// Makes `session` the current one.
    func adopt(_ session: WebDriverSession) {
        state.withLock { $0.session = session }
    }

    /// Records that the launch failed: queries then say so instead of finding nothing.
    func launchFailed(_ reason: EngineError) {
        state.withLock { $0.absence = .launchFailed("\(reason)") }
    }

    /// Ends the session, if any: the app is no longer running (the launch is remembered).
    func close() {
        let session = state.withLock { state -> WebDriverSession? in
            defer {
                state = State(launch: state.launch, absence: state.session == nil ? state.absence : .terminated,
                              scoped: initialScoped)
            }
            return state.session
        }
        session?.delete()
    }

    // MARK: Commands

    /// What a query or an action meets when there is no session. The elements of an app the
    /// test terminated do not exist (as on a device); but an app that was never launched, or
    /// whose launch failed, cannot tell whether anything exists: that is an engine failure,
    /// so an absence check does not pass against no app at all.
    func noApp() -> EngineError {
        switch state.current.absence {
        case .terminated:
            return .notFound(step: 0)
        case .neverLaunched:
            return .engineFailure("The app is not running: it was never launched. Launch it first (TABTestCase and the .tabTestKit trait launch it before each test).")
        case .launchFailed(let reason):
            return .engineFailure("The app is not running: its launch failed. \(reason)")
        }
    }

    /// Runs one WebDriver command on the current session, counting it and translating errors.
    func command<Result>(_ what: String, _ body: (WebDriverSession) throws -> Result) throws(EngineError) -> Result {
        guard let session = state.current.session else {
            throw noApp()
        }
        countRequest()
        do {
            return try body(session)
        } catch let error as WebDriverError {
            throw EngineErrors.translate(error, while: what)
        } catch let error as PageChannelError {
            throw EngineErrors.translate(error, while: what)
        } catch {
            throw .engineFailure("\(what) failed: \(error)")
        }
    }

    /// A PNG of the screen (or page).
    func screenshot() throws(EngineError) -> Data {
        try command("take a screenshot") { try $0.screenshot() }
    }

    /// The session's page source (HTML in a browser, XML on Appium), `nil` without a session.
    func source() -> String? {
        guard session != nil else { return nil }
        return try? command("read the page source") { try $0.source() }
    }
}

/// Why an engine has no session.
enum AppAbsence {
    case neverLaunched
    case terminated
    case launchFailed(String)
}
