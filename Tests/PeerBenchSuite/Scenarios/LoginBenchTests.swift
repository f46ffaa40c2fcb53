import TABTestKit

/// Password login against the mock API: success, the default name, a failed login's alert,
/// and logging out.
final class LoginBenchTests: PeerBenchTestCase {
    /// Only ever named in steps, so it never reaches a step name or a report.
    private let password = "correct horse"

    func test_passwordLogin() {
        Scenario("Logging in with a password") {
            Given(I: see(loginScreen))
            When(I: type("Someone", into: loginScreen.usernameField))
            And(I: type(password, into: loginScreen.passwordField))
            And(I: tap(loginScreen.logInButton))
            Then(I: see(profileScreen))
            And(the: value(of: profileScreen.usernameLabel, is: "Someone"))
            And(the: value(of: profileScreen.loginMethodLabel, is: "Logged in with password"))
        }
    }

    func test_passwordLoginWithoutUsername() {
        Scenario("Logging in with only a password shows the default name") {
            Given(I: see(loginScreen))
            And(the: value(of: loginScreen.usernameField, is: ""))
            When(I: type(password, into: loginScreen.passwordField))
            And(I: tap(loginScreen.logInButton))
            Then(I: see(profileScreen))
            And(the: value(of: profileScreen.usernameLabel, is: "My username"))
        }
    }

    func test_failedLoginAlert() {
        Scenario("A failed login shows an alert") {
            Given(the: theServerFailsLogins())
            And(I: see(loginScreen))
            When(I: type("Someone", into: loginScreen.usernameField))
            And(I: type(password, into: loginScreen.passwordField))
            And(I: tap(loginScreen.logInButton))
            Then(I: see(loginScreen.loginFailedAlert))
            And(the: message(in: loginScreen.loginFailedAlert, is: "Server error"))
            When(I: tap("OK", in: loginScreen.loginFailedAlert))
            Then(I: doNotSee(loginScreen.loginFailedAlert))
            And(I: see(loginScreen))
        }
    }

    func test_logoutRemembersUsername() {
        Scenario("Logging out keeps the username") {
            Given(I: type("Someone", into: loginScreen.usernameField))
            And(I: type(password, into: loginScreen.passwordField))
            And(I: tap(loginScreen.logInButton))
            And(I: see(profileScreen))
            When(I: tap(profileScreen.logOutButton))
            Then(I: see(loginScreen))
            And(the: value(of: loginScreen.usernameField, is: "Someone"))
        }
    }
}
