import ElementCore
import Foundation
import InMemoryEngine

/// The quick-start's profile screen.
struct ProfileScreen: Screen {
    let trait = Header(id: "My Profile")
    let usernameLabel = Label(id: "UsernameLabel")
    let logOutButton = Button(id: "Log out")
}

let profileScreen = ProfileScreen()

/// A small app: a profile screen whose Log out button leads to a login screen.
func profileApp() -> InMemoryEngine {
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
