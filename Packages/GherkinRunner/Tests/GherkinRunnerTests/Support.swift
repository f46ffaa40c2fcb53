import BDD
import Contexts
import ElementCore
import Foundation
@testable import GherkinRunner
import InMemoryEngine
import Testing

// The in-memory app the runner's tests drive, its screens, and helpers to run feature text.

struct LoginScreen: Screen {
    let trait = View(id: "Login")
    let usernameField = TextField(id: "Username")
    let passwordField = SecureTextField(id: "Password")
    let logInButton = Button(id: "Log in")
}

struct ProfileScreen: Screen {
    let trait = View(id: "Profile")
    let nameLabel = Label(id: "Name")
}

let loginScreen = LoginScreen()
let profileScreen = ProfileScreen()

/// Login: a username, a password and a button showing the profile with the username.
func loginDriver() -> InMemoryEngine {
    InMemoryEngine(app: InMemoryApp {
        InMemoryNode(.other, id: "Login", label: "Log in") {
            InMemoryNode(.textField, id: "Username", value: "")
            InMemoryNode(.secureTextField, id: "Password", value: "")
            InMemoryNode(.button, label: "Log in").onTap { ui in
                let name = ui.node("Username")?.value ?? ""
                ui.show {
                    InMemoryNode(.other, id: "Profile", label: "Profile") {
                        InMemoryNode(.staticText, id: "Name", value: name)
                    }
                }
            }
        }
    })
}

/// The login steps, written as a suite would: in a type adopting the contexts.
struct LoginSteps: TABTestKitContexts {
    var definitions: StepDefinitions {
        StepDefinitions {
            Given("I am on the login screen") { see(loginScreen) }
            When("I type {string} into the username field") { (name: String) in type(name, into: loginScreen.usernameField) }
            When("I type the password {secret}") { (password: String) in type(password, into: loginScreen.passwordField) }
            When("I log in") { tap(loginScreen.logInButton) }
            Then("I see the profile of {string}") { (name: String) in
                see(profileScreen)
                value(of: profileScreen.nameLabel, is: name)
            }
        }
    }
}

/// Collects values from step definitions' bodies.
final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ entry: String) {
        lock.withLock { storage.append(entry) }
    }

    var entries: [String] { lock.withLock { storage } }
}

/// The scenarios of `source`, as a feature file at `/features/Test.feature`.
func scenarios(_ source: String) -> [FeatureScenario] {
    FeatureFile(source: source, path: "/features/Test.feature", uri: "Features/Test.feature").allScenarios
}

/// Runs `scenario` with the login app as the engine and short timeouts, returning its record and
/// the failures it raised (kept from the test).
@discardableResult
func run(_ scenario: FeatureScenario, with definitions: StepDefinitions, on driver: (any Engine)? = nil) -> (ScenarioRecord, [Failure]) {
    TestFailures.capture {
        ElementConfiguration.with(ElementConfiguration(defaultTimeout: 0.3, actionTimeout: 0.3, appTimeout: 0.3)) {
            guard let driver else { return scenario.run(with: definitions) }
            return withEngine(driver) { scenario.run(with: definitions) }
        }
    }
}

/// Runs the only scenario of `source`.
@discardableResult
func runOnly(_ source: String, with definitions: StepDefinitions, on driver: (any Engine)? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> (ScenarioRecord, [Failure]) {
    let all = scenarios(source)
    #expect(all.count == 1, "\(all.map(\.name))", sourceLocation: sourceLocation)
    guard let scenario = all.first else { return (ScenarioRecord.empty, []) }
    return run(scenario, with: definitions, on: driver)
}

extension ScenarioRecord {
    /// A record of nothing, for a test that already failed.
    static var empty: ScenarioRecord {
        ScenarioRecord(description: "", fileID: "", filePath: "", line: 0, column: 0, startTime: Date(), duration: 0, steps: [], outcome: .skipped)
    }
}
