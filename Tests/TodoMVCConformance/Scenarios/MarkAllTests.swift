import TABTestKit
import Testing

/// Playwright's "Mark all as completed" tests (three todos added first).
@Suite("TodoMVC › Mark all as completed", .serialized)
struct MarkAllTests: TodoMVCContexts {
    @Test("should allow me to mark all items as completed", arguments: TodoMVC.allCases)
    func marksAll(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("Marking every todo complete at once") {
                Given(I: addTheThreeTodos(on: todos))
                When(I: tap(todos.markAllAsComplete))
                Then(the: completion(of: todos, is: [true, true, true]))
            }
        }
    }

    @Test("should allow me to clear the complete state of all items", arguments: TodoMVC.allCases)
    func unmarksAll(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("Marking every todo complete, then none") {
                Given(I: addTheThreeTodos(on: todos))
                When(I: tap(todos.markAllAsComplete))
                And(I: tap(todos.markAllAsComplete))
                Then(the: completion(of: todos, is: [false, false, false]))
            }
        }
    }

    @Test("complete all checkbox should update state when items are completed / cleared", arguments: TodoMVC.allCases)
    func followsTheTodos(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("The mark-all checkbox follows the todos") {
                Given(I: addTheThreeTodos(on: todos))
                When(I: tap(todos.markAllAsComplete))
                Then(the: state(of: todos.allCompleteCheckBox, is: .selected))
                When(I: adjust(todos.todo(at: 0).toggle, to: false))
                Then(the: state(of: todos.allCompleteCheckBox, isNot: .selected))
                When(I: adjust(todos.todo(at: 0).toggle, to: true))
                Then(the: state(of: todos.allCompleteCheckBox, is: .selected))
            }
        }
    }
}
