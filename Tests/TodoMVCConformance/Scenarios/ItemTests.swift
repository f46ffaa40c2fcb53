import TABTestKit
import Testing

/// Playwright's "Item" tests.
@Suite("TodoMVC › Item", .serialized)
struct ItemTests: TodoMVCContexts {
    @Test("should allow me to mark items as complete", arguments: TodoMVC.allCases)
    func marksItems(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("Marking todos complete one by one") {
                Given(I: add([TodoItems.cheese, TodoItems.cat], on: todos))
                When(I: adjust(todos.todo(at: 0).toggle, to: true))
                Then(the: completion(of: todos, is: [true, false]))
                When(I: adjust(todos.todo(at: 1).toggle, to: true))
                Then(the: completion(of: todos, is: [true, true]))
            }
        }
    }

    @Test("should allow me to un-mark items as complete", arguments: TodoMVC.allCases)
    func unmarksItems(_ app: TodoMVC) async throws {
        try await app.run { todos in
            Scenario("Marking a todo complete, then not") {
                Given(I: add([TodoItems.cheese, TodoItems.cat], on: todos))
                When(I: adjust(todos.todo(at: 0).toggle, to: true))
                Then(the: completion(of: todos, is: [true, false]))
                When(I: adjust(todos.todo(at: 0).toggle, to: false))
                Then(the: completion(of: todos, is: [false, false]))
            }
        }
    }

    @Test("should allow me to edit an item", arguments: TodoMVC.allCases)
    func editsAnItem(_ app: TodoMVC) async throws {
        try await app.run { todos in
            let second = todos.todo(at: 1)
            Scenario("Editing a todo") {
                Given(I: addTheThreeTodos(on: todos))
                When(I: doubleTap(second.cell))
                Then(the: value(of: second.editField, is: TodoItems.cat))
                When(I: fill(second.editField, with: "buy some sausages"))
                And(I: press(.enter, in: second.editField))
                Then(the: list(of: todos, shows: [TodoItems.cheese, "buy some sausages", TodoItems.doctor]))
            }
        }
    }
}
