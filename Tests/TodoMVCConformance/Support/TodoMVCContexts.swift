import Foundation
import TABTestKit

/// The todos Playwright's example adds, in order.
enum TodoItems {
    static let cheese = "buy some cheese"
    static let cat = "feed the cat"
    static let doctor = "book a doctors appointment"
    /// All three, in the order they are added.
    static let all = [cheese, cat, doctor]
}

/// The contexts, and the few steps of this suite they do not offer.
protocol TodoMVCContexts: TABTestKitContexts {}

extension TodoMVCContexts {
    /// Adds each of `titles` as Playwright's example does (`fill`, then Enter): fills it into
    /// the new-todo field and presses Return (the line feed filled in is Return).
    func add(
        _ titles: [String], on screen: TodoScreen,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        for title in titles {
            fill(screen.newTodoField, with: "\(title)\n", fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Adds Playwright's three todos.
    func addTheThreeTodos(
        on screen: TodoScreen,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        add(TodoItems.all, on: screen, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Checks that the list shows exactly `titles`, in order: row `i` shows `titles[i]`, and
    /// there are no more rows. Stops at the first row that does not, so one wait fails once.
    func list(
        of screen: TodoScreen, shows titles: [String],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        for (index, title) in titles.enumerated() {
            let shown = screen.todo(at: index).title(title)
                .waitFor(.exists, .visible, fileID: fileID, filePath: filePath, line: line, column: column)
            guard shown else { return }
        }
        count(of: screen.anyTodo, is: titles.count, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Checks that each row's todo is complete (`true`) or not (`false`), as its checkbox shows.
    func completion(
        of screen: TodoScreen, is completion: [Bool],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        count(of: screen.anyTodo, is: completion.count, fileID: fileID, filePath: filePath, line: line, column: column)
        for (index, complete) in completion.enumerated() {
            let toggle = screen.todo(at: index).toggle
            let ok = complete
                ? toggle.waitFor(.selected, fileID: fileID, filePath: filePath, line: line, column: column)
                : toggle.waitFor(not: .selected, fileID: fileID, filePath: filePath, line: line, column: column)
            guard ok else { return }
        }
    }

}
