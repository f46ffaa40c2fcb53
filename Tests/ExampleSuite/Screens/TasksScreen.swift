import ElementCore

/// Tasks (`/tasks`): a sort menu that opens on hover, a form for the keyboard, a checkbox per
/// task, the count of what is left and a link to the Other screen.
struct TasksScreen: Screen {
    let title = Header(id: "TasksHeader", parent: navBar)
    var trait: Header { title }

    let sortButton = Button(id: "SortButton")
    let sortMenu = Menu(id: "Sort order")
    let sortOrder = Label(id: "SortOrder")

    let newTaskField = TextField(id: "NewTaskField")
    let addButton = Button(id: "AddButton")

    let list = Table(id: "TaskList")
    /// Every row of the list (count them with `count(of:is:)`).
    var rows: Cell { Cell(parent: list) }
    /// The row at `index`, from the top.
    func row(_ index: Int) -> Cell { Cell(index: index, parent: list) }
    let itemsLeft = Label(id: "ItemsLeft")
    let otherElementsLink = Link(id: "See other elements")

    /// The checkbox of the task titled `title`.
    func checkBox(_ title: String) -> CheckBox { CheckBox(id: title, parent: list) }
}

let tasksScreen = TasksScreen()

/// Shipments (`/shipments`): a list that loads more rows as it is scrolled to its end.
struct ShipmentsScreen: Screen {
    let title = Header(id: "ShipmentsHeader", parent: navBar)
    var trait: Header { title }
    let content = ScrollView(id: "Content")
    let footer = Label(id: "ShipmentsFooter")

    /// The row of shipment `number`.
    func shipment(_ number: Int) -> Cell { Cell(id: "shipment-\(number)") }
}

let shipmentsScreen = ShipmentsScreen()
