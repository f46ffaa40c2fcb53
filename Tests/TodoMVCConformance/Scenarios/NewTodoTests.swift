import TABTestKit
import Testing

/// Playwright's "New Todo" tests. ("should show #main and #footer when items added" is left
/// out: it checks two unnamed containers by CSS class, which no user can name.)
@Suite("TodoMVC › New Todo", .serialized)
struct NewTodoTests: TodoMVCContexts {
    @Test("should allow me to add todo items", arguments: TodoMVC.allCases)
    func addTodoItems(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("Adding todos one after another") {
                Given(I: see(todos))
                When(I: fill(todos.newTodoField, with: "\(TodoItems.cheese)\n"))
                Then(the: list(of: todos, shows: [TodoItems.cheese]))
                When(I: fill(todos.newTodoField, with: "\(TodoItems.cat)\n"))
                Then(the: list(of: todos, shows: [TodoItems.cheese, TodoItems.cat]))
            }
        }
    }

    /// Not one of Playwright's tests: they `fill` the field, as the port does. This one types
    /// key by key, as XCUI's `typeText` does (a line feed is Return), so every app is also driven
    /// by real key events. The bench compares only the tests both suites have.
    @Test("typing a todo key by key adds it", arguments: TodoMVC.allCases)
    func typesATodo(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("A todo typed key by key, then Return") {
                Given(I: see(todos))
                When(I: type("\(TodoItems.cheese)\n", into: todos.newTodoField))
                Then(the: list(of: todos, shows: [TodoItems.cheese]))
                And(the: value(of: todos.newTodoField, is: ""))
            }
        }
    }

    @Test("should clear text input field when an item is added", arguments: TodoMVC.allCases)
    func clearsTheField(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("The field empties once a todo is added") {
                Given(I: see(todos))
                When(I: fill(todos.newTodoField, with: "\(TodoItems.cheese)\n"))
                Then(the: value(of: todos.newTodoField, is: ""))
            }
        }
    }

    @Test("should append new items to the bottom of the list", arguments: TodoMVC.allCases)
    func appendsToTheBottom(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("New todos go to the bottom of the list") {
                Given(I: see(todos))
                When(I: addTheThreeTodos(on: todos))
                Then(I: see(Label(id: "3 items left")))
                And(the: text(of: todos.itemsLeft, is: "3 items left"))
                And(the: text(of: todos.itemsLeft, contains: "3"))
                And(the: text(of: todos.itemsLeft, matches: "3"))
                And(the: list(of: todos, shows: TodoItems.all))
            }
        }
    }
}
