import TABTestKit

// A test target as a new user writes it: a TABTestCase subclass, nothing about reports.
// `ReportingAcceptanceTests` runs it in a child process against the example web app, with
// TABTESTKIT_REPORT_DIR set, and checks the live log and every report format it leaves.
// `make test` skips it on its own (`--skip ReportingFixture`): one of its scenarios fails on
// purpose.

struct FixtureLoginScreen: Screen {
    let trait = Header(id: "WelcomeHeader")
    let usernameField = TextField(id: "UsernameField")
    let passwordField = SecureTextField(id: "PasswordField")
    let missingButton = Button(id: "NoSuchButton")
}

let fixtureLoginScreen = FixtureLoginScreen()

final class ReportingFixtureTests: TABTestCase {
    /// Runs only when the acceptance test asks, so a plain `swift test` does not fail on purpose.
    override func invokeTest() {
        guard ProcessInfo.processInfo.environment["TABTESTKIT_REPORTING_FIXTURE"] == "1" else { return }
        super.invokeTest()
    }

    func test_typingCredentials() {
        Scenario("Typing a username and a password") {
            Given(I: see(fixtureLoginScreen))
            When(I: type("kane", into: fixtureLoginScreen.usernameField))
            And(I: type("Fixture-S3cret-91", into: fixtureLoginScreen.passwordField))
        }
    }

    func test_tappingAMissingButton() {
        Scenario("Tapping a button that is not there") {
            Given(I: see(fixtureLoginScreen))
            When(I: tap(fixtureLoginScreen.missingButton))
            Then(I: see(fixtureLoginScreen))
        }
    }
}
