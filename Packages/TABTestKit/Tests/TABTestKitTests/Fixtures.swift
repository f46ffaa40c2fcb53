import Foundation
import TABTestKit

/// A thread-safe list of strings, for behaviours to record what happened.
final class EventLog: Sendable {
    private let storage = Locked<[String]>([])
    func append(_ event: String) { storage.withLock { $0.append(event) } }
    var events: [String] { storage.current }
}

struct ProfileScreen: Screen {
    let trait = Header(id: "Profile")
    let usernameLabel = Label(id: "UsernameLabel")
    let logOutButton = Button(id: "Log out")
}

let profileScreen = ProfileScreen()

/// The profile: a header, a username and a button that logs out.
func profileApp(log: EventLog = EventLog()) -> InMemoryApp {
    InMemoryApp {
        InMemoryNode(.other, id: "Profile", label: "Profile") {
            InMemoryNode(.staticText, id: "UsernameLabel", label: "Username", value: "My username")
            InMemoryNode(.button, label: "Log out").onTap { ui in
                log.append("log out")
                ui.show { InMemoryNode(.other, id: "Login", label: "Log in") }
            }
        }
    }
}

extension ElementConfiguration {
    /// Short timeouts, for tests of failures.
    static let fast = ElementConfiguration(defaultTimeout: 0.3, actionTimeout: 0.3, appTimeout: 0.3)
}

/// An engine with none of the optional capabilities (no biometrics).
final class LimitedDriver: Engine, @unchecked Sendable {
    let base: InMemoryEngine
    var name: String { "limited" }

    init(_ base: InMemoryEngine) {
        self.base = base
    }

    func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution { try base.resolve(query) }
    func matches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] { try base.matches(query) }
    func perform(_ action: ElementAction, on query: ElementQuery) throws(EngineError) { try base.perform(action, on: query) }
    func launch(_ app: AppTarget, configuration: LaunchConfiguration) throws(EngineError) { try base.launch(app, configuration: configuration) }
    func terminate(_ app: AppTarget) throws(EngineError) { try base.terminate(app) }
    func activate(_ app: AppTarget) throws(EngineError) { try base.activate(app) }
    func background(_ app: AppTarget) throws(EngineError) { try base.background(app) }
    func state(of app: AppTarget) throws(EngineError) -> AppState { try base.state(of: app) }
    func screenshot() throws(EngineError) -> Data { try base.screenshot() }
    func open(_ url: URL) throws(EngineError) { try base.open(url) }
    func waitForChange(timeout: TimeInterval) { base.waitForChange(timeout: timeout) }
    func capability<Capability>(_ type: Capability.Type) -> Capability? { nil }
}
