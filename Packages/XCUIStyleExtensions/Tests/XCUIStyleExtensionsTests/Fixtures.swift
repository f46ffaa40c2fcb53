import ElementCore
import Foundation
import InMemoryEngine
import XCUIStyleExtensions

/// Einstein's README enums. `SignIn` is pretty, as the README's comparative sample implies
/// (`LoginAccessID_SignIn_phoneNumber`); `SignUp` is a plain string enum.
enum LoginAccessID {
    enum SignIn: String, PrettyRawRepresentable {
        case signIn, phoneNumber, password
    }
    enum SignUp: String {
        case signUp, phoneNumber
    }
    enum Forget: String, PrettyRawRepresentable {
        case phoneNumber
    }
}

/// Short timeouts for tests that expect a failure.
let quick = ElementConfiguration(defaultTimeout: 0.3, actionTimeout: 0.3)

/// A snapshot with the given attributes (everything else neutral).
func snapshot(
    _ type: ElementType = .button,
    identifier: String = "",
    label: String = "",
    value: String? = nil,
    placeholder: String? = nil,
    isEnabled: Bool = true,
    isSelected: Bool = false,
    isHittable: Bool = true
) -> ElementSnapshot {
    ElementSnapshot(type: type, identifier: identifier, label: label, value: value, placeholder: placeholder,
                    isEnabled: isEnabled, isSelected: isSelected, isHittable: isHittable)
}

/// A login screen: two "Log…" buttons, a phone field, a password field, a switch and a
/// disabled sign-in button.
func loginApp() -> InMemoryEngine {
    InMemoryEngine(app: InMemoryApp {
        InMemoryNode(.other, id: "LoginForm") {
            InMemoryNode(.staticText, label: "Welcome")
            InMemoryNode(.textField, id: LoginAccessID.SignIn.phoneNumber.accessibilityID, value: "old number", placeholder: "Phone")
            InMemoryNode(.secureTextField, id: LoginAccessID.SignIn.password.accessibilityID, placeholder: "Password")
            InMemoryNode(.switch, id: "rememberMe", value: "0")
            InMemoryNode(.button, id: LoginAccessID.SignIn.signIn.accessibilityID, label: "Sign in").disabled()
            InMemoryNode(.button, label: "Log in")
            InMemoryNode(.button, label: "Log out")
        }
        InMemoryNode(.button, label: "Help")
    })
}
