import Contexts
import ElementCore
import Foundation
import InMemoryEngine
import Testing

/// Assertions that wait on what a page shows: its address and title, an element's text, how
/// many elements match; and the one-step `fill` and `clear`, on the in-memory engine.
@Suite("Contexts: page, text and count assertions")
struct PageAndTextTests: InteractionContext, NavigationContext {
    private func driver() -> InMemoryEngine {
        InMemoryEngine(app: InMemoryApp(openURL: { _, _ in true }) {
            InMemoryNode(.other, label: "Tasks")
            InMemoryNode(.staticText, id: "ItemsLeft", label: "2 items left")
            InMemoryNode(.textField, id: "Name", value: "old")
            InMemoryNode(.table, id: "List") {
                InMemoryNode(.cell, label: "Buy milk")
                InMemoryNode(.cell, label: "Walk the dog")
            }
        })
    }

    @Test func textCountAddressAndTitlePassWhenTheyHold() throws {
        let driver = driver()
        let url = try #require(URL(string: "http://example.test/tasks?sort=new"))
        expectNoFailures(on: driver) {
            open(url)
            text(of: Label(id: "ItemsLeft"), is: "2 items left")
            text(of: Label(id: "ItemsLeft"), contains: "items")
            text(of: Label(id: "ItemsLeft"), matches: #"^\d items? left$"#)
            count(of: Cell(parent: Table(id: "List")), is: 2)
            see(url: "/tasks?sort=new")
            see(url: "http://example.test/tasks?sort=new")
            see(urlContaining: "sort=")
            fill(TextField(id: "Name"), with: "new")
            text(of: TextField(id: "Name"), is: "new")
            clear(TextField(id: "Name"))
            text(of: TextField(id: "Name"), is: "")
        }
    }

    @Test func anEngineWithoutABrowserHistorySaysSoOnceAndNothingMoves() {
        let driver = driver()
        let line: UInt = #line + 1
        let recorded = failures(on: driver) { goBack() }
        #expect(recorded.count == 1)
        #expect(recorded.first?.line == line)
        #expect(recorded.first?.elementFailure?.kind == "unsupported", "\(recorded.map(\.message))")
        #expect(recorded.first?.message.contains("has no browser history") == true, "\(recorded.map(\.message))")
        #expect(failures(on: driver) { goForward() }.first?.elementFailure?.kind == "unsupported")
        #expect(failures(on: driver) { reload() }.first?.elementFailure?.kind == "unsupported")
    }

    @Test func failuresSayWhatWasExpectedAndSeen() {
        let driver = driver()
        let line: UInt = #line + 1
        let recorded = failures(on: driver) { text(of: Label(id: "ItemsLeft"), is: "3 items left") }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.30 s waiting for the text of Label "ItemsLeft" to be "3 items left".
          Query:     App › Label "ItemsLeft"
          Expected:  "3 items left"
          Observed:  "2 items left"
        """)
        let counted = failures(on: driver) { count(of: Cell(parent: Table(id: "List")), is: 3) }
        #expect(counted.first?.elementFailure?.expectedAndObserved?.observed == "2 (cell \"Buy milk\", cell \"Walk the dog\")",
                "\(counted.map(\.message))")
        let missing = failures(on: driver) { text(of: Label(id: "3 items left"), is: "3 items left") }
        #expect(missing.first?.elementFailure?.expectedAndObserved?.observed == "it does not exist; closest: Label \"2 items left\" (a similar name)",
                "\(missing.map(\.message))")
        let badPattern = failures(on: driver) { text(of: Label(id: "ItemsLeft"), matches: "(") }
        #expect(badPattern.first?.elementFailure?.kind == "invalidArgument")
        #expect(badPattern.first?.elementFailure?.detail?.hasPrefix("/(/ is not a valid regular expression") == true)
        let noURL = failures(on: driver) { see(url: "/tasks") }
        #expect(noURL.first?.elementFailure?.expectedAndObserved?.observed == "\"\"", "before any URL is opened: \(noURL.map(\.message))")
    }
}
