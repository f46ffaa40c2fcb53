import ElementCore

// The example app's screens, as the peer benchmark uses them. Elements are found by their
// test id (`data-testid`), as the Playwright and Selenium suites find them, so all three
// tools look up the same nodes.

/// The nav bar at the top of every screen but Login.
let navBar = NavBar(id: "NavBar")

/// Login (`/`): the password form.
struct LoginScreen: Screen {
    let trait = Header(id: "WelcomeHeader")
    let usernameField = TextField(id: "UsernameField")
    let passwordField = SecureTextField(id: "PasswordField")
    let logInButton = Button(id: "LoginButton")
    /// Shown when the server refuses the login.
    let loginFailedAlert = Alert(id: "Login failed", dismissButtonID: "OK")
}

/// My Profile (`/profile`): who is logged in, and how.
struct ProfileScreen: Screen {
    let trait = Header(id: "ProfileHeader", parent: navBar)
    let usernameLabel = Label(id: "UsernameLabel")
    let loginMethodLabel = Label(id: "LoginMethodLabel")
    let logOutButton = Button(id: "LogoutButton")
}

/// The tab bar, and the nav bar's Profile button.
struct TabBarScreen: Screen {
    let trait = TabBar(id: "TabBar")
    var tableTab: Button { trait.button(withID: "TableTab") }
    var collectionTab: Button { trait.button(withID: "CollectionTab") }
    var otherTab: Button { trait.button(withID: "OtherTab") }
    var pageTab: Button { trait.button(withID: "PageTab") }
    var profileButton: Button { navBar.button(withID: "ProfileButton") }
}

/// Table (`/table`): 30 rows in two sections.
struct TableScreen: Screen {
    let trait = Header(id: "TableHeader", parent: navBar)
    let table = Table(id: "TableView")
    let firstSectionHeader = Header(id: "SectionHeader-1")
    let secondSectionHeader = Header(id: "SectionHeader-2")

    /// Row `number` (1…30).
    func row(_ number: Int) -> Cell { Cell(id: "Row-\(number)", parent: table) }
}

/// Detail (`/detail/N`): the row that was chosen.
struct DetailScreen: Screen {
    let trait = Header(id: "DetailHeader", parent: navBar)
    let backButton = Button(id: "BackButton")
    let selectionLabel = Label(id: "DetailLabel")
    let sectionLabel = Label(id: "DetailSectionLabel")
}

/// Collection (`/collection`): 50 cells and a refresh button.
struct CollectionScreen: Screen {
    let trait = Header(id: "CollectionHeader", parent: navBar)
    let collectionView = CollectionView(id: "CollectionView")
    let lastRefreshedLabel = Label(id: "LastRefreshed")
    let refreshButton = Button(id: "RefreshButton")
    let selectedCellLabel = Label(id: "SelectedCell")

    /// Cell `number` (1…50).
    func cell(_ number: Int) -> Cell { Cell(id: "Cell-\(number)", parent: collectionView) }
}

/// Other elements (`/other`): controls, text inputs, dialogs, and a label far down.
struct OtherScreen: Screen {
    let trait = Header(id: "OtherHeader", parent: navBar)
    let content = ScrollView(id: "Content")
    let exampleButton = Button(id: "ExampleButton")
    let tapCountLabel = Label(id: "ExampleButtonTapCount")
    let toggle = Switch(id: "Switch")
    let switchLabel = Label(id: "SwitchLabel")
    let stepper = Stepper(id: "Stepper")
    let stepperLabel = Label(id: "StepperValue")
    let segmentedControl = SegmentedControl(id: "Segmented")
    let segmentedLabel = Label(id: "SegmentedValue")
    let picker = Picker(id: "Picker")
    let pickerLabel = Label(id: "PickerValue")
    let textField = TextField(id: "TextField")
    let textFieldLabel = Label(id: "TextFieldValue")
    let secureField = SecureTextField(id: "SecureField")
    let secureFieldLabel = Label(id: "SecureFieldValue")
    let textView = TextView(id: "TextView")
    let showAlertButton = Button(id: "ShowAlertButton")
    let alertResultLabel = Label(id: "AlertResult")
    let showSheetButton = Button(id: "ShowSheetButton")
    let sheetResultLabel = Label(id: "SheetResult")
    let bottomLabel = Label(id: "BottomLabel")
}

/// The Other screen's in-page alert: "Alert title" / "Alert message", Cancel and OK.
let exampleAlert = Alert(id: "Alert title")
/// The Other screen's action sheet: "Sheet title", Delete and Cancel.
let exampleSheet = Sheet(id: "Sheet title")

/// Page (`/page`): three pages, buttons to turn them and a page indicator.
struct PageScreen: Screen {
    let trait = Header(id: "PageHeader", parent: navBar)
    let pageIndicator = PageIndicator(id: "PageIndicator")
    let previousButton = Button(id: "PreviousPageButton")
    let nextButton = Button(id: "NextPageButton")
}

let loginScreen = LoginScreen()
let profileScreen = ProfileScreen()
let tabBarScreen = TabBarScreen()
let tableScreen = TableScreen()
let detailScreen = DetailScreen()
let collectionScreen = CollectionScreen()
let otherScreen = OtherScreen()
let pageScreen = PageScreen()
