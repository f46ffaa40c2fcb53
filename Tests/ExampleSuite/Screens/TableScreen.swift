import ElementCore

/// Table (`/table`): 30 rows in two sections.
struct TableScreen: Screen {
    let title = Header(id: "TableHeader", parent: navBar)
    var trait: Header { title }
    let table = Table(id: "TableView")
    let content = ScrollView(id: "Content")
    var firstSectionHeader: Header { table.header(withID: "Section numero 1") }
    var secondSectionHeader: Header { table.header(withID: "SectionHeader-2") }

    /// The row labelled `Row n`.
    func row(_ number: Int) -> Cell { table.cell(matchingID: "Row \(number)") }
}

/// Detail (`/detail/N`): the row that was tapped.
struct DetailScreen: Screen {
    /// The nav bar's title, "Row N".
    var title: Header { navBar.header }
    let trait = Header(id: "DetailHeader", parent: NavBar(id: "NavBar"))
    var backButton: Button { navBar.button(withID: "Back") }
    let selectionLabel = Label(id: "DetailLabel")
    let sectionLabel = Label(id: "DetailSectionLabel")
}

let tableScreen = TableScreen()
let detailScreen = DetailScreen()
