import Contexts
import ElementCore
import GherkinRunner

/// The step definitions of Login.feature, on the suite's screens and contexts.
struct LoginSteps: ExampleAppContexts {
    var definitions: StepDefinitions {
        StepDefinitions {
            Given("I am on the login screen") { see(loginScreen) }
            Given("the prompt says {string}") { (prompt: String) in value(of: loginScreen.promptLabel, is: prompt) }
            Given("the server accepts logins") { mockServer(is: .succeeding) }
            Given("the server is failing") { mockServer(is: .failing) }
            When("I type {string} into the username field") { (name: String) in type(name, into: loginScreen.usernameField) }
            // {secret}: the password is masked in step names, failures and reports.
            When("I type the password {secret}") { (password: String) in type(password, into: loginScreen.passwordField) }
            Then("the password field shows {int} bullets") { (count: Int) in
                value(of: loginScreen.passwordField, is: String(repeating: "•", count: count))
            }
            When("I log in") { tap(loginScreen.logInButton) }
            Then("I see my profile") { see(profileScreen) }
            But("I do not see my profile") { doNotSee(profileScreen) }
            Then("my profile says I am {string}, logged in with {word}") { (name: String, method: String) in
                value(of: profileScreen.usernameLabel, is: name)
                value(of: profileScreen.loginMethodLabel, is: "Logged in with \(method)")
            }
            Then("I see the alert {string} saying {string}") { (title: String, message: String) in
                let alert = Alert(id: title, dismissButtonID: "OK")
                see(alert)
                self.message(in: alert, is: message)
            }
            When("I dismiss the alert {string}") { (title: String) in
                let alert = Alert(id: title, dismissButtonID: "OK")
                dismiss(alert)
                doNotSee(alert)
            }
        }
    }
}
