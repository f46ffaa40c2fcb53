import TABTestKit

/// The TodoMVC app as its user sees it: the "todos" title, the new-todo field, the list of
/// todos, the "mark all as complete" control, the footer's counter, filters and "Clear
/// completed" button.
///
/// The eight implementations share TodoMVC's look but not every name: where one names or wires
/// a control its own way, the Screen says so here (the engine knows nothing of TodoMVC).
struct TodoScreen: Screen {
    /// The implementation on screen.
    let app: TodoMVC

    /// The "todos" heading every implementation shows.
    var trait: Header { Header(id: "todos") }

    /// The field new todos are typed into; typing a line feed presses Return, which adds it.
    var newTodoField: TextField {
        switch app {
        case .react: TextField(id: "New Todo Input")  // an aria-label over its placeholder
        default: TextField(id: "What needs to be done?")  // named by its placeholder
        }
    }

    /// The list of todos: the first list on the screen (the footer's filters are the second).
    var todoList: Table { Table(index: 0) }

    /// Any row of the list, to count them.
    var anyTodo: Cell { Cell(parent: todoList) }

    /// The row at `index`, from the top.
    func todo(at index: Int) -> TodoRow {
        TodoRow(cell: todoList.cell(index: index))
    }

    /// The row that shows `title`, whatever else it shows (XCUI's
    /// `cells.containing(.staticText, identifier: title)`).
    func todo(showing title: String) -> TodoRow {
        TodoRow(cell: todoList.cell(containing: title))
    }

    /// What a user taps to mark every todo complete (or none, when all are): the chevron drawn
    /// by the label of a hidden checkbox. The chevron is CSS generated content, and part of the
    /// checkbox's name (Chromium's computed name is "❯ Mark all as complete" too).
    var markAllAsComplete: any Tappable {
        switch app {
        // The label's `for` names no element (the checkbox has no id): the app listens to
        // clicks on the label itself.
        case .javascriptES5, .javascriptES6: Label(id: "Mark all as complete")
        // The checkbox lies over the chevron, unnamed: its label's `for` names no element.
        case .preact: CheckBox(index: 0)
        // The checkbox lies over the chevron; its name holds the chevron (CSS generated content).
        case .react, .vue: CheckBox(id: "❯ Toggle All Input")
        // The checkbox is a 1-pixel box outside the view; a user taps its label, the chevron.
        case .backbone, .jquery, .lit: Label(id: "Mark all as complete")
        }
    }

    /// The checkbox that shows whether every todo is complete.
    var allCompleteCheckBox: CheckBox {
        switch app {
        // Unnamed (its label names no element): the first checkbox, before the rows'.
        case .javascriptES5, .javascriptES6, .preact: CheckBox(index: 0)
        case .react, .vue: CheckBox(id: "❯ Toggle All Input")
        case .backbone, .jquery, .lit: CheckBox(id: "❯ Mark all as complete")
        }
    }

    /// The footer's counter, "N items left" (the only text that says "left").
    var itemsLeft: Label { Label().matching(.label(.contains, "left")) }

    /// The footer's filter link `name` ("All", "Active" or "Completed").
    func filter(_ name: String) -> Link { Link(id: name) }

    /// The state of the filter applied. Vue says it (`aria-current="page"`); the others only
    /// style it with the class `selected`, which no accessibility state reports, so on them
    /// the check reads the class, as Playwright's `toHaveClass("selected")` does.
    var appliedFilter: ElementAttributes.State {
        switch app {
        case .vue: .current
        default: .cssClass("selected")
        }
    }

    /// The footer's "Clear completed" button, shown while a todo is complete.
    var clearCompletedButton: Button { Button(id: "Clear completed") }
}

/// One row of the list: its checkbox, its title, and the field that edits it.
struct TodoRow: Sendable {
    /// The row.
    let cell: any Tappable

    /// The checkbox that marks the todo complete (the row's only one).
    var toggle: CheckBox { CheckBox(parent: cell) }

    /// The row's title, `text`.
    func title(_ text: String) -> Label { Label(id: text, parent: cell) }

    /// Any title of the row (the row's only static text while it is not being edited).
    var anyTitle: Label { Label(parent: cell) }

    /// The field that replaces the title while the todo is edited (double-tap the row).
    var editField: TextField { TextField(parent: cell) }
}
