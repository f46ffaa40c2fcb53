import ElementCore
import Foundation

/// The state of one in-process engine, on the main actor: the window it drives, how to
/// launch a fresh one, and what happened.
@MainActor
final class InProcessSession {
    typealias Launcher = @MainActor @Sendable (LaunchConfiguration) -> any InProcessHost

    private(set) var host: (any InProcessHost)?
    private let launcher: Launcher?
    private let openURL: (@MainActor @Sendable (URL) -> Bool)?
    private(set) var state: AppState
    private(set) var log: [String] = []
    private(set) var launches: [LaunchConfiguration] = []
    private(set) var openedURLs: [URL] = []

    nonisolated init(host: (any InProcessHost)?, launcher: Launcher?, openURL: (@MainActor @Sendable (URL) -> Bool)?) {
        self.host = host
        self.launcher = launcher
        self.openURL = openURL
        self.state = host == nil ? .notRunning : .runningForeground
    }

    // MARK: Elements

    /// The screen of the app under test, when it is in the foreground.
    private func screen(for app: AppTarget) -> Screen? {
        guard app == .underTest, state == .runningForeground, let host else { return nil }
        return Screen.read(host)
    }

    func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution {
        guard let screen = screen(for: query.app) else { return .notFound(step: 0) }
        return try SnapshotResolver(root: screen.root.snapshot()).resolve(query)
    }

    func matches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] {
        guard let screen = screen(for: query.app) else { return [] }
        return try SnapshotResolver(root: screen.root.snapshot()).allMatches(query)
    }

    func perform(_ action: ElementAction, on query: ElementQuery) throws(EngineError) {
        guard query.app == .underTest else {
            throw .unsupported("The in-process engine drives the test's own view controllers; it cannot reach \(query.app).")
        }
        guard let screen = screen(for: query.app) else { throw .notFound(step: 0) }
        switch try SnapshotResolver(root: screen.root.snapshot()).match(query) {
        case .failure(let resolution):
            _ = try resolution.get()
        case .success(let match, _):
            guard let chain = screen.elements(at: match.path), let target = chain.last else { throw .notFound(step: 0) }
            try InProcessActionPerformer(screen: screen, chain: chain).perform(action)
            log.append("\(Self.loggable(action, secure: target.isSecure)) \(target.summary)")
            host?.settle()
        }
    }

    // MARK: The app

    func launch(_ app: AppTarget, configuration: LaunchConfiguration) throws(EngineError) {
        try requireUnderTest(app, "launch")
        launches.append(configuration)
        if let launcher {
            host?.close()
            host = launcher(configuration)
        } else if host == nil {
            throw .unsupported("This in-process engine has no app to launch: make it with `InProcessEngine(launching:)`.")
        }
        // Without a launcher the hosted controller stays as it is: the test's process cannot
        // be relaunched. The configuration is recorded in `launchHistory` for the app to read.
        state = .runningForeground
        log.append("launch \(app)")
    }

    func terminate(_ app: AppTarget) throws(EngineError) {
        try requireUnderTest(app, "terminate")
        if launcher != nil {
            host?.close()
            host = nil
        }
        state = .notRunning
        log.append("terminate \(app)")
    }

    func activate(_ app: AppTarget) throws(EngineError) {
        try requireUnderTest(app, "activate")
        if state == .notRunning, launcher != nil {
            try launch(app, configuration: LaunchConfiguration())
            return
        }
        guard host != nil else { throw .unsupported("This in-process engine has no app to activate.") }
        state = .runningForeground
        log.append("activate \(app)")
    }

    func background(_ app: AppTarget) throws(EngineError) {
        try requireUnderTest(app, "send to the background")
        guard state != .notRunning else { throw .notActionable(reason: "\(app) is not running") }
        state = .runningBackground
        log.append("background \(app)")
    }

    func appState(of app: AppTarget) -> AppState {
        app == .underTest ? state : .unknown
    }

    func screenshot() throws(EngineError) -> Data {
        guard let host, state == .runningForeground else {
            throw .notActionable(reason: "the app under test is not in the foreground")
        }
        guard let png = host.screenshot() else {
            throw .unsupported("This toolkit cannot draw a screenshot of its views (the in-memory view tree draws nothing).")
        }
        return png
    }

    func open(_ url: URL) throws(EngineError) {
        guard let openURL else {
            throw .unsupported("This in-process engine cannot open \(url): give InProcessEngine an `openURL:` handler.")
        }
        openedURLs.append(url)
        guard openURL(url) else { throw .unsupported("The app under test cannot open \(url).") }
        state = .runningForeground
        log.append("open \(url)")
        host?.settle()
    }

    /// The action as the log shows it: text typed into a secure field never appears, whatever
    /// the element that asked for it declared.
    static func loggable(_ action: ElementAction, secure: Bool) -> String {
        if secure, case .typeText(let text, _) = action { return "\(ElementAction.typeText(text, isSecure: true))" }
        return "\(action)"
    }

    private func requireUnderTest(_ app: AppTarget, _ what: String) throws(EngineError) {
        guard app == .underTest else {
            throw .unsupported("The in-process engine cannot \(what) \(app): it drives the test's own view controllers only.")
        }
    }
}
