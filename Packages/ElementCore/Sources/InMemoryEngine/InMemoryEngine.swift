import ElementCore
import Foundation

/// The in-memory engine: an accessibility tree held in memory, with behaviours attached to
/// actions. It is for fast tests (the framework's own, and checking Screens without a
/// device); it is not a stand-in for a real app.
///
/// ```swift
/// let driver = InMemoryEngine(app: InMemoryApp {
///     InMemoryNode(.other, id: "Profile") {
///         InMemoryNode(.staticText, id: "UsernameLabel", label: "My username")
///         InMemoryNode(.button, label: "Log out").onTap { ui in ui.remove("Profile") }
///     }
/// })
/// withEngine(driver) { Button(id: "Log out").tap() }
/// ```
///
/// It resolves queries with XCUI's rules: descendants of the parent, of the given type,
/// whose identifier OR label equals the id, in document order, then the index.
public final class InMemoryEngine: Engine, HiddenNodeMatching, @unchecked Sendable {
    /// `in-memory`.
    public let name = "in-memory"

    private let condition = NSCondition()
    private var version = 0
    private var apps: [AppTarget: InMemoryRunningApp] = [:]
    private var log: [String] = []
    private var launches: [LaunchConfiguration] = []
    private var openedURLs: [URL] = []
    var focusedNode: InMemoryNode?
    let biometrics = Locked(InMemoryBiometricsState())

    /// Creates a driver for the app under test and, optionally, other apps by bundle
    /// identifier. The app under test is launched at once unless `launched` is `false`.
    public init(app: InMemoryApp, otherApps: [String: InMemoryApp] = [:], launched: Bool = true) {
        apps[.underTest] = InMemoryRunningApp(definition: app)
        for (bundleID, definition) in otherApps {
            apps[.bundleIdentifier(bundleID)] = InMemoryRunningApp(definition: definition)
        }
        if launched { apps[.underTest]?.launch(LaunchConfiguration()) }
    }

    /// Every action performed, in order, e.g. `tap button "Log out"`. Secure text is never
    /// recorded.
    public var actionLog: [String] { locked { log } }

    /// The launch configurations used so far, in order.
    public var launchHistory: [LaunchConfiguration] { locked { launches } }

    /// The URLs opened so far.
    public var openedURLLog: [URL] { locked { openedURLs } }

    /// Changes the app under test's interface from the test (say, a server push), waking up
    /// anything that waits.
    public func update(_ change: (InMemoryUI) -> Void) {
        locked {
            guard let app = apps[.underTest] else { return }
            change(InMemoryUI(this: app.root, root: app.root, driver: self))
            changed(app)
        }
    }

    // MARK: Engine

    public func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution {
        try locked { () throws(EngineError) -> Resolution in
            let (app, layout) = try running(query.app)
            return try InMemoryResolver(layout: layout, focused: focusedNode).resolve(query, root: app.root).resolution
        }
    }

    public func matches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] {
        try locked { () throws(EngineError) -> [ElementSnapshot] in
            guard let (app, layout) = try? running(query.app) else { return [] }
            return try InMemoryResolver(layout: layout, focused: focusedNode).allMatches(query, root: app.root)
        }
    }

    /// Every match of the query's last step, hidden nodes included (see ``HiddenNodeMatching``).
    public func matchesIncludingHidden(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] {
        try locked { () throws(EngineError) -> [ElementSnapshot] in
            guard let (app, layout) = try? running(query.app) else { return [] }
            return try InMemoryResolver(layout: layout, focused: focusedNode).allMatches(query, root: app.root, includingHidden: true)
        }
    }

    public func perform(_ action: ElementAction, on query: ElementQuery) throws(EngineError) {
        try locked { () throws(EngineError) in
            let (app, layout) = try running(query.app)
            let resolver = InMemoryResolver(layout: layout, focused: focusedNode)
            let node = try resolver.resolve(query, root: app.root).node()
            var dropTarget: InMemoryNode?
            if case .dragAndDrop(let target) = action {
                do throws(EngineError) {
                    dropTarget = try resolver.resolve(target, root: app.root).node()
                } catch {
                    // The target's own steps are not the dragged element's: say which one is missing.
                    throw .notActionable(reason: "its drop target \(target) is not ready: \(error.explanation(for: target))")
                }
            }
            let performer = InMemoryActionPerformer(driver: self, app: app, layout: layout, node: node, dropTarget: dropTarget)
            try performer.perform(action)
            log.append("\(Self.loggable(action, on: node)) \(node.summary)")
            changed(app)
        }
    }

    public func launch(_ app: AppTarget, configuration: LaunchConfiguration) throws(EngineError) {
        try locked { () throws(EngineError) in
            let running = try known(app)
            running.launch(configuration)
            if app == .underTest { launches.append(configuration) }
            focusedNode = nil
            log.append("launch \(app)")
            changed(running)
        }
    }

    public func terminate(_ app: AppTarget) throws(EngineError) {
        try locked { () throws(EngineError) in
            let running = try known(app)
            running.state = .notRunning
            running.root = InMemoryNode(.application)
            log.append("terminate \(app)")
            changed(running)
        }
    }

    public func activate(_ app: AppTarget) throws(EngineError) {
        try locked { () throws(EngineError) in
            let running = try known(app)
            if running.state == .notRunning { running.launch(LaunchConfiguration()) }
            running.state = .runningForeground
            log.append("activate \(app)")
            changed(running)
        }
    }

    public func background(_ app: AppTarget) throws(EngineError) {
        try locked { () throws(EngineError) in
            let running = try known(app)
            guard running.state != .notRunning else {
                throw .notActionable(reason: "\(app) is not running")
            }
            running.state = .runningBackground
            log.append("background \(app)")
            changed(running)
        }
    }

    public func state(of app: AppTarget) throws(EngineError) -> AppState {
        try locked { () throws(EngineError) -> AppState in try known(app).state }
    }

    /// A 1×1 PNG: the in-memory engine draws nothing.
    public func screenshot() throws(EngineError) -> Data {
        Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==") ?? Data()
    }

    /// The app's tree as indented text: type, identifier, label and value of every node (secure
    /// fields show bullets).
    public func pageSource() -> PageSource? {
        locked { () -> PageSource? in
            guard let app = apps[.underTest], app.state != .notRunning else { return nil }
            var lines: [String] = []
            func visit(_ node: InMemoryNode, depth: Int) {
                var line = String(repeating: "  ", count: depth) + "\(node.type)"
                if !node.identifier.isEmpty { line += " id=\"\(node.identifier)\"" }
                if !node.label.isEmpty { line += " label=\"\(node.label)\"" }
                if let value = node.value { line += " value=\"\(value)\"" }
                if node.isHidden { line += " hidden" }
                if !node.isEnabled { line += " disabled" }
                lines.append(line)
                for child in node.children { visit(child, depth: depth + 1) }
            }
            visit(app.root, depth: 0)
            return PageSource(name: "accessibility-tree.txt", mediaType: "text/plain", text: lines.joined(separator: "\n"))
        }
    }

    public func open(_ url: URL) throws(EngineError) {
        try locked { () throws(EngineError) in
            let app = try known(.underTest)
            openedURLs.append(url)
            guard let handler = app.definition.openURL else {
                throw .unsupported("The in-memory app under test has no URL handler: give its InMemoryApp an `openURL:` closure to open \(url).")
            }
            if app.state == .notRunning { app.launch(LaunchConfiguration()) }
            app.state = .runningForeground
            guard handler(url, InMemoryUI(this: app.root, root: app.root, driver: self)) else {
                throw .unsupported("The in-memory app under test cannot open \(url).")
            }
            log.append("open \(url)")
            changed(app)
        }
    }

    /// Returns as soon as the tree changes, or after `timeout` seconds.
    public func waitForChange(timeout: TimeInterval) {
        guard timeout > 0 else { return }
        condition.lock()
        defer { condition.unlock() }
        let start = version
        let deadline = Date(timeIntervalSinceNow: timeout)
        while version == start {
            if !condition.wait(until: deadline) { break }
        }
    }

    // MARK: Internals

    private func locked<Result>(_ body: () throws(EngineError) -> Result) throws(EngineError) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return try body()
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    /// The app for a target (call with the lock held).
    func app(_ target: AppTarget) -> InMemoryRunningApp? { apps[target] }

    private func known(_ app: AppTarget) throws(EngineError) -> InMemoryRunningApp {
        guard let running = apps[app] else {
            throw .unsupported("The in-memory engine has no app \(app): pass it to InMemoryEngine(app:otherApps:).")
        }
        return running
    }

    private func running(_ target: AppTarget) throws(EngineError) -> (InMemoryRunningApp, InMemoryLayout) {
        let app = try known(target)
        guard app.state == .runningForeground else { throw .notFound(step: 0) }
        return (app, app.currentLayout())
    }

    /// The action as the log shows it: text typed into a secure field is never recorded,
    /// whatever the element that asked for it declared.
    static func loggable(_ action: ElementAction, on node: InMemoryNode) -> String {
        if case .typeText(let text, _) = action, node.type == .secureTextField {
            return "\(ElementAction.typeText(text, isSecure: true))"
        }
        if case .pressKey(let key, let modifiers) = action, node.type == .secureTextField, key.typedText != nil {
            return "\(ElementAction.pressKey(key.secret, modifiers: modifiers))"
        }
        return "\(action)"
    }

    /// Must be called with the lock held after any change.
    func changed(_ app: InMemoryRunningApp) {
        app.layout = nil
        version += 1
        condition.broadcast()
    }
}
