import ElementCore

/// Login (`/`): biometric login, and a username/password form.
struct LoginScreen: Screen {
    let trait = Header(id: "WelcomeHeader")
    let view = View(id: "LoginScreen")
    let promptLabel = Label(id: "LoginPrompt")
    let biometricLogInButton = Button(id: "BiometricLoginButton")
    let usernameField = TextField(id: "UsernameField")
    let passwordField = SecureTextField(id: "PasswordField")
    let logInButton = Button(id: "LoginButton")
    /// Shown when a login fails; OK dismisses it.
    let loginFailedAlert = Alert(id: "Login failed", dismissButtonID: "OK")
}

let loginScreen = LoginScreen()
