import ElementCore
import InMemoryEngine

/// The quick-start's screen, exactly as TABTestKit's README writes it.
struct ProfileScreen: Screen {
    let trait = Header(id: "My Profile")
    let usernameLabel = Label(id: "UsernameLabel")
    let logOutButton = Button(id: "Log out")
}

let profileScreen = ProfileScreen()

/// An in-memory app with that profile screen; logging out shows the login screen.
func makeProfileApp() -> InMemoryEngine {
    InMemoryEngine(app: InMemoryApp {
        InMemoryNode(.other, id: "ProfileView") {
            InMemoryNode(.other, label: "My Profile")
            InMemoryNode(.staticText, id: "UsernameLabel", label: "My username")
            InMemoryNode(.button, label: "Log out").onTap { ui in
                ui.show {
                    InMemoryNode(.other, label: "Welcome")
                    InMemoryNode(.button, label: "Log in")
                }
            }
        }
    })
}
