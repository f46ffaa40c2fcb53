import TABTestKit

/// The example web app's profile screen, described as the quick start describes its own.
struct ProfileScreen: Screen {
    let trait = Header(id: "My Profile")
    let usernameLabel = Label(id: "UsernameLabel")
    let logOutButton = Button(id: "Log out")
}

let profileScreen = ProfileScreen()
