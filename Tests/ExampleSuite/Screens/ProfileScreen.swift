import ElementCore

/// My Profile (`/profile`): who is logged in, how, and the app's lifecycle labels.
struct ProfileScreen: Screen {
    /// The nav bar's title (see `DetailScreen.title` for why not `navBar.header`).
    let title = Header(id: "ProfileHeader", parent: navBar)
    var trait: Header { title }
    let usernameLabel = Label(id: "UsernameLabel")
    let loginMethodLabel = Label(id: "LoginMethodLabel")
    let appStateLabel = Label(id: "AppState")
    let backgroundCountLabel = Label(id: "BackgroundCount")
    let logOutButton = Button(id: "LogoutButton")
}

let profileScreen = ProfileScreen()
