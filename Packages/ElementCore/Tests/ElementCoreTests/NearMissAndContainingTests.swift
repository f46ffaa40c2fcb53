import ElementCore
import Foundation
import InMemoryEngine
import Testing

/// Failures for elements that do not exist name what the screen shows instead, and rows are
/// found by what they show.
@Suite struct NearMissAndContainingTests {
    private func todoApp() -> InMemoryEngine {
        app {
            InMemoryNode(.checkBox, label: "❯ Mark all as complete")
            InMemoryNode(.staticText, label: "Mark all as complete")
            InMemoryNode(.button, label: "Clear completed").hidden()
            InMemoryNode(.table, id: "List") {
                InMemoryNode(.cell) {
                    InMemoryNode(.checkBox, label: "Toggle")
                    InMemoryNode(.staticText, label: "Buy milk")
                    InMemoryNode(.button, label: "Delete")
                }
                InMemoryNode(.cell) {
                    InMemoryNode(.staticText, label: "Walk dog")
                }
            }
        }
    }

    @Test func aTapOnAMissingElementNamesTheNearMisses() throws {
        let message = try #require(messages(on: todoApp()) { CheckBox(id: "Mark all as complete").tap() }.first)
        #expect(message == """
            Could not tap CheckBox "Mark all as complete" within 0.30 s: it does not exist
              Query:     App › CheckBox "Mark all as complete"
              Near:      CheckBox "❯ Mark all as complete" (a similar name)
              Near:      StaticText "Mark all as complete" (the same name on another type)
            """)
    }

    @Test func aHiddenMatchIsNamedAsHidden() throws {
        let cause = try #require(failures(on: todoApp()) { Button(id: "Clear completed").tap() }.first?.elementFailure)
        #expect(cause.observations.contains("Near:      Button \"Clear completed\" (hidden)"), "\(cause.observations)")
    }

    @Test func aWaitNamesTheNearMissesAfterClosest() throws {
        let cause = try #require(causes(on: todoApp()) { _ = CheckBox(id: "Mark all as complete").waitFor(.exists) }.first)
        #expect(cause.reason == .timedOut(expected: "exists", observed: "does not exist; closest: CheckBox \"❯ Mark all as complete\" (a similar name); StaticText \"Mark all as complete\" (the same name on another type)"))
    }

    @Test func nothingNearNamesNothing() throws {
        let cause = try #require(failures(on: todoApp()) { Button(id: "Quantum entanglement").tap() }.first?.elementFailure)
        #expect(cause.observations == [], "\(cause.observations)")
    }

    @Test func anUnnamedRowIsLabelledByTheTextsItShowsNotItsControls() {
        let driver = todoApp()
        let list = Table(id: "List")
        expectNoFailures(on: driver) {
            Cell(id: "Buy milk", parent: list).tap()
            Cell(id: "Walk dog", parent: list).tap()
        }
    }

    @Test func containingFindsTheRowThatShowsATextOrAControl() throws {
        let driver = todoApp()
        let list = Table(id: "List")
        #expect(list.cell(containing: "Walk dog").query.description == #"App › Table "List" › Cell where containing StaticText "Walk dog""#)
        #expect(try driver.resolve(list.cell(containing: "Walk dog").query).snapshot?.label == "Walk dog")
        #expect(try driver.resolve(Cell(parent: list).containing(Button(id: "Delete")).query).snapshot?.label == "Buy milk")
        #expect(try driver.resolve(Cell(parent: list).containing(.button, identifier: "Delete").query).snapshot?.label == "Buy milk")
        let missing = causes(on: driver) { list.cell(containing: "Feed cat").tap() }
        #expect(missing == [Cause(.notFound(query: #"App › Table "List" › Cell where containing StaticText "Feed cat""#),
                                  attempt: #"tap Cell where containing StaticText "Feed cat""#, timeout: 0.3)])
    }

    @Test func containingStaysStrict() throws {
        let driver = app {
            InMemoryNode(.table, id: "List") {
                InMemoryNode(.cell) { InMemoryNode(.staticText, label: "Same") }
                InMemoryNode(.cell) { InMemoryNode(.staticText, label: "Same") }
            }
        }
        #expect(causes(on: driver) { Table(id: "List").cell(containing: "Same").tap() }.map(\.reason)
            == [.ambiguous(query: #"App › Table "List" › Cell where containing StaticText "Same""#, count: 2)])
    }
}
