import TABTestKit
import Testing

/// Playwright's "Editing" tests: each edits the second of three todos.
@Suite("TodoMVC › Editing", .serialized)
struct EditingTests: TodoMVCContexts {
    @Test("should hide other controls when editing", arguments: TodoMVC.allCases)
    func hidesTheControls(_ app: TodoMVC) async throws {
        try await app.run { todos in
            let second = todos.todo(at: 1)
            Scenario("Editing hides the row's checkbox and title") {
                Given(I: addTheThreeTodos(on: todos))
                When(I: doubleTap(second.cell))
                Then(I: doNotSee(second.toggle))
                And(I: doNotSee(second.title(TodoItems.cat)))
            }
        }
    }

    @Test("should save edits on blur", arguments: TodoMVC.allCases)
    func savesOnBlur(_ app: TodoMVC) async throws {
        try await app.run { todos in
            let second = todos.todo(at: 1)
            Scenario("Leaving the field saves the edit") {
                Given(I: addTheThreeTodos(on: todos))
                When(I: doubleTap(second.cell))
                And(I: fill(second.editField, with: "buy some sausages"))
                And(I: tap(todos.newTodoField))
                Then(the: list(of: todos, shows: [TodoItems.cheese, "buy some sausages", TodoItems.doctor]))
            }
        }
    }

    @Test("should trim entered text", arguments: TodoMVC.allCases)
    func trimsTheText(_ app: TodoMVC) async throws {
        try await app.run { todos in
            let second = todos.todo(at: 1)
            Scenario("An edit is trimmed") {
                Given(I: addTheThreeTodos(on: todos))
                When(I: doubleTap(second.cell))
                And(I: fill(second.editField, with: "    buy some sausages    "))
                And(I: press(.enter, in: second.editField))
                Then(the: list(of: todos, shows: [TodoItems.cheese, "buy some sausages", TodoItems.doctor]))
            }
        }
    }

    @Test("should remove the item if an empty text string was entered", arguments: TodoMVC.allCases)
    func emptyRemoves(_ app: TodoMVC) async throws {
        try await app.run { todos in
            let second = todos.todo(at: 1)
            Scenario("Emptying a todo removes it") {
                Given(I: addTheThreeTodos(on: todos))
                When(I: doubleTap(second.cell))
                And(I: clear(second.editField))
                And(I: press(.enter, in: second.editField))
                Then(the: list(of: todos, shows: [TodoItems.cheese, TodoItems.doctor]))
            }
        }
    }

    @Test("should cancel edits on escape", arguments: TodoMVC.allCases)
    func escapeCancels(_ app: TodoMVC) async throws {
        try await app.run { todos in
            let second = todos.todo(at: 1)
            Scenario("Escape cancels an edit") {
                Given(I: addTheThreeTodos(on: todos))
                When(I: doubleTap(second.cell))
                And(I: fill(second.editField, with: "buy some sausages"))
                And(I: press(.escape, in: second.editField))
                Then(the: list(of: todos, shows: TodoItems.all))
            }
        }
    }
}
