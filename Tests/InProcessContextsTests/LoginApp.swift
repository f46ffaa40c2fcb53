import ElementCore
import Foundation
import InProcessEngine

/// A small app of in-memory view controllers: a login form that pushes a profile.
final class LoginViewController: InMemoryViewController, InMemoryTextFieldDelegate {
    let username = InMemoryTextField(placeholder: "Username", frame: CGRect(x: 20, y: 120, width: 350, height: 40))
    let password = InMemoryTextField(placeholder: "Password", frame: CGRect(x: 20, y: 170, width: 350, height: 40))
    let logIn = InMemoryButton(title: "Log in", frame: CGRect(x: 20, y: 230, width: 350, height: 44))
    let remember = InMemorySwitch(frame: CGRect(x: 20, y: 290, width: 51, height: 31))

    override func viewDidLoad() {
        title = "Log in"
        username.accessibilityIdentifier = "UsernameField"
        username.delegate = self
        password.isSecureTextEntry = true
        password.accessibilityIdentifier = "PasswordField"
        remember.accessibilityLabel = "Remember me"
        logIn.isEnabled = false
        for field in [username, password] {
            field.addAction(for: .editingChanged) { [weak self] _ in self?.updateButton() }
        }
        logIn.addAction(for: .touchUpInside) { [weak self] _ in self?.logInTapped() }
        for subview in [username, password, logIn, remember] as [InMemoryView] { view.addSubview(subview) }
    }

    /// Usernames are lowercase letters only.
    func textField(_ textField: InMemoryTextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        string.allSatisfy { $0.isLowercase }
    }

    private func updateButton() {
        logIn.isEnabled = !(username.text ?? "").isEmpty && !(password.text ?? "").isEmpty
    }

    private func logInTapped() {
        navigationController?.pushViewController(ProfileViewController(name: username.text ?? ""), animated: true)
    }
}

final class ProfileViewController: InMemoryViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    override func viewDidLoad() {
        title = "My Profile"
        let label = InMemoryLabel(text: "Welcome, \(name)", frame: CGRect(x: 20, y: 120, width: 350, height: 20))
        label.accessibilityIdentifier = "UsernameLabel"
        view.addSubview(label)
    }
}

struct LoginScreen: Screen {
    let trait = Header(id: "Log in", parent: NavBar())
    let username = TextField(id: "UsernameField")
    let password = SecureTextField(id: "PasswordField")
    let logInButton = Button(id: "Log in")
    let rememberMe = Switch(id: "Remember me")
}

struct ProfileScreen: Screen {
    let trait = Header(id: "My Profile", parent: NavBar())
    let usernameLabel = Label(id: "UsernameLabel")
    let backButton = NavBar().button(withID: "Back")
}

let loginScreen = LoginScreen()
let profileScreen = ProfileScreen()

/// A fresh login flow at each launch.
func makeLoginEngine() -> InProcessEngine {
    InProcessEngine { _ in InMemoryNavigationController(rootViewController: LoginViewController()) }
}
