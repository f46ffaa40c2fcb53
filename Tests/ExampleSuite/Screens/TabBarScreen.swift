import ElementCore

/// The app's nav bar. It is named: on the web the tab bar's `<nav>` is a navigation bar too,
/// so `NavBar()` alone would match two bars.
let navBar = NavBar(id: "NavBar")

/// The tab bar shown on the tab screens, Profile and Detail, and the nav bar's Profile button.
struct TabBarScreen: Screen {
    let tabBar = TabBar(id: "TabBar")
    var trait: TabBar { tabBar }
    var tableTab: Button { tabBar.button(withID: "Table") }
    var collectionTab: Button { tabBar.button(withID: "Collection") }
    var otherTab: Button { tabBar.button(withID: "Other") }
    var pageTab: Button { tabBar.button(withID: "Page") }
    var profileButton: Button { navBar.button(withID: "ProfileButton") }
}

let tabBarScreen = TabBarScreen()
