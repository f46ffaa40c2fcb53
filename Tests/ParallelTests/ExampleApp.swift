import ExampleAppServer
import Foundation
import TABTestKit

/// The example app, served in this process once for all tests, and its screens.
enum ExampleApp {
    static let server = Result { try ExampleAppServer.start() }

    /// Headless Chromium on the example app.
    static func engine() throws -> any Engine {
        try WebDriverEngine.chromium(baseURL: try server.get().baseURL)
    }
}

struct LoginScreen: Screen {
    let trait = Header(id: "WelcomeHeader")
    let usernameField = TextField(id: "UsernameField")
    let passwordField = SecureTextField(id: "PasswordField")
    let logInButton = Button(id: "LoginButton")
}

struct ProfileScreen: Screen {
    let trait = Header(id: "ProfileHeader", parent: NavBar(id: "NavBar"))
    let usernameLabel = Label(id: "UsernameLabel")
}

let loginScreen = LoginScreen()
let profileScreen = ProfileScreen()

extension NavigationContext where Self: InteractionContext {
    /// Logs in as `username` and checks the profile shows it: pages, API calls and typing, all
    /// served by the in-process server.
    func logInAndSeeTheProfile(as username: String) {
        Scenario("Logging in as \(username)") {
            Given(I: see(loginScreen))
            When(I: type(username, into: loginScreen.usernameField))
            And(I: type("correct horse", into: loginScreen.passwordField))
            And(I: tap(loginScreen.logInButton))
            Then(I: see(profileScreen))
            And(the: value(of: profileScreen.usernameLabel, is: username))
        }
    }
}
