import BDD
import Contexts
import ElementCore
import XCTest

/// Logging in with a password, against the mock API keyed by the test's UUID.
final class LoginTests: ExampleAppTestCase {
    /// Only ever named in steps, never written out, so it cannot reach a step name or a report.
    private let password = "correct horse"
    private var bullets: String { String(repeating: "•", count: password.count) }

    func test_passwordLogin_succeeds() {
        Scenario("Logging in with a password") {
            Given(I: see(loginScreen))
            And(the: mockServer(is: .succeeding))
            And(the: value(of: loginScreen.promptLabel, is: "Please log in"))
            When(I: type("Someone", into: loginScreen.usernameField))
            And(I: type(password, into: loginScreen.passwordField))
            Then(the: value(of: loginScreen.passwordField, is: bullets))
            When(I: tap(loginScreen.logInButton))
            Then(I: see(profileScreen))
            And(the: value(of: profileScreen.usernameLabel, is: "Someone"))
            And(the: value(of: profileScreen.loginMethodLabel, is: "Logged in with password"))
        }
        Scenario("Logging out") {
            Given(I: see(profileScreen))
            When(I: tap(profileScreen.logOutButton))
            Then(I: see(loginScreen))
            And(I: doNotSee(profileScreen))
            And(the: value(of: loginScreen.usernameField, is: "Someone"))
        }
    }

    func test_passwordLogin_withoutAUsername_showsTheDefaultName() {
        Scenario("Logging in with only a password") {
            Given(I: see(loginScreen))
            And(the: value(of: loginScreen.usernameField, is: ""))
            When(I: type(password, into: loginScreen.passwordField))
            And(I: tap(loginScreen.logInButton))
            Then(I: see(profileScreen))
            And(the: value(of: profileScreen.usernameLabel, is: "My username"))
        }
    }

    func test_passwordLogin_serverError() {
        Scenario("Logging in when the server is failing") {
            Given(the: mockServer(is: .failing))
            And(I: see(loginScreen))
            When(I: type("Someone", into: loginScreen.usernameField))
            And(I: type(password, into: loginScreen.passwordField))
            And(I: tap(loginScreen.logInButton))
            Then(I: see(loginScreen.loginFailedAlert))
            And(the: message(in: loginScreen.loginFailedAlert, is: "Server error"))
        }
        Scenario("Dismissing the error") {
            When(I: dismiss(loginScreen.loginFailedAlert))
            Then(I: doNotSee(loginScreen.loginFailedAlert))
            And(I: see(loginScreen))
            And(I: doNotSee(profileScreen))
        }
    }
}
