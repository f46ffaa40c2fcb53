import TABTestKit
import Testing

/// Playwright's "Counter" test.
@Suite("TodoMVC › Counter", .serialized)
struct CounterTests: TodoMVCContexts {
    @Test("should display the current number of todo items", arguments: TodoMVC.allCases)
    func countsTheTodos(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("The counter counts the todos") {
                Given(I: see(todos))
                When(I: fill(todos.newTodoField, with: "\(TodoItems.cheese)\n"))
                Then(the: text(of: todos.itemsLeft, contains: "1"))
                When(I: fill(todos.newTodoField, with: "\(TodoItems.cat)\n"))
                Then(the: text(of: todos.itemsLeft, contains: "2"))
            }
        }
    }
}

/// Playwright's "Clear completed button" tests (three todos added first).
@Suite("TodoMVC › Clear completed button", .serialized)
struct ClearCompletedTests: TodoMVCContexts {
    @Test("should display the correct text", arguments: TodoMVC.allCases)
    func showsItsText(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("The button shows once a todo is complete") {
                Given(I: addTheThreeTodos(on: todos))
                When(I: adjust(todos.todo(at: 0).toggle, to: true))
                Then(I: see(todos.clearCompletedButton))
            }
        }
    }

    @Test("should remove completed items when clicked", arguments: TodoMVC.allCases)
    func removesCompleted(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("Clearing removes the complete todos") {
                Given(I: addTheThreeTodos(on: todos))
                When(I: adjust(todos.todo(showing: TodoItems.cat).toggle, to: true))
                And(I: tap(todos.clearCompletedButton))
                Then(the: count(of: todos.anyTodo, is: 2))
                And(the: list(of: todos, shows: [TodoItems.cheese, TodoItems.doctor]))
            }
        }
    }

    @Test("should be hidden when there are no items that are completed", arguments: TodoMVC.allCases)
    func hidesWhenNoneComplete(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("The button goes with the last complete todo") {
                Given(I: addTheThreeTodos(on: todos))
                When(I: adjust(todos.todo(at: 0).toggle, to: true))
                And(I: tap(todos.clearCompletedButton))
                Then(I: doNotSee(todos.clearCompletedButton))
            }
        }
    }
}

/// Playwright's "Persistence" test. The browser's reload becomes what an app's user does:
/// the app is terminated and launched again (not clean).
@Suite("TodoMVC › Persistence", .serialized)
struct PersistenceTests: TodoMVCContexts {
    @Test("should persist its data", arguments: TodoMVC.allCases)
    func persists(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("Todos outlive a relaunch") {
                Given(I: add([TodoItems.cheese, TodoItems.cat], on: todos))
                And(I: adjust(todos.todo(at: 0).toggle, to: true))
                And(the: list(of: todos, shows: [TodoItems.cheese, TodoItems.cat]))
                And(the: completion(of: todos, is: [true, false]))
                When(I: relaunchTheApp())
                Then(the: list(of: todos, shows: [TodoItems.cheese, TodoItems.cat]))
                And(the: completion(of: todos, is: [true, false]))
            }
        }
    }
}
