import TABTestKit
import Testing

/// Playwright's "Routing" tests: three todos, the second ("feed the cat") complete.
@Suite("TodoMVC › Routing", .serialized)
struct RoutingTests: TodoMVCContexts {
    @Test("should allow me to display active items", arguments: TodoMVC.allCases)
    func showsActive(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("The Active filter") {
                Given(I: addTheThreeTodos(on: todos))
                And(I: adjust(todos.todo(showing: TodoItems.cat).toggle, to: true))
                When(I: tap(todos.filter("Active")))
                Then(the: count(of: todos.anyTodo, is: 2))
                And(the: list(of: todos, shows: [TodoItems.cheese, TodoItems.doctor]))
            }
        }
    }

    @Test("should respect the back button", arguments: TodoMVC.allCases)
    func respectsBack(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("Back goes through the filters shown") {
                Given(I: addTheThreeTodos(on: todos))
                And(I: adjust(todos.todo(showing: TodoItems.cat).toggle, to: true))
                When(I: tap(todos.filter("All")))
                Then(the: count(of: todos.anyTodo, is: 3))
                When(I: tap(todos.filter("Active")))
                And(I: tap(todos.filter("Completed")))
                Then(the: count(of: todos.anyTodo, is: 1))
                When(I: goBack())
                Then(the: count(of: todos.anyTodo, is: 2))
                When(I: goBack())
                Then(the: count(of: todos.anyTodo, is: 3))
            }
        }
    }

    @Test("should allow me to display completed items", arguments: TodoMVC.allCases)
    func showsCompleted(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("The Completed filter") {
                Given(I: addTheThreeTodos(on: todos))
                And(I: adjust(todos.todo(showing: TodoItems.cat).toggle, to: true))
                When(I: tap(todos.filter("Completed")))
                Then(the: count(of: todos.anyTodo, is: 1))
            }
        }
    }

    @Test("should allow me to display all items", arguments: TodoMVC.allCases)
    func showsAll(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("The All filter, after the others") {
                Given(I: addTheThreeTodos(on: todos))
                And(I: adjust(todos.todo(showing: TodoItems.cat).toggle, to: true))
                When(I: tap(todos.filter("Active")))
                And(I: tap(todos.filter("Completed")))
                And(I: tap(todos.filter("All")))
                Then(the: count(of: todos.anyTodo, is: 3))
            }
        }
    }

    @Test("should highlight the currently applied filter", arguments: TodoMVC.allCases)
    func highlightsTheFilter(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("The filter applied is the selected one") {
                Given(I: addTheThreeTodos(on: todos))
                Then(the: state(of: todos.filter("All"), is: todos.appliedFilter))
                When(I: tap(todos.filter("Active")))
                Then(the: state(of: todos.filter("Active"), is: todos.appliedFilter))
                When(I: tap(todos.filter("Completed")))
                Then(the: state(of: todos.filter("Completed"), is: todos.appliedFilter))
            }
        }
    }
}
