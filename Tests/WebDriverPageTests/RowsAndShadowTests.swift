import ElementCore
import Foundation
import Testing
import WebDriver

/// Issue 26 in Chromium (`Pages/rows.html`): rows keep their label whatever the pointer shows,
/// rows are found by a text they show, components' shadow roots are walked like the page, and
/// a missing element's failure names the near miss a generated "❯" makes.
@Suite("Rows, shadow roots and near misses in Chromium", .serialized)
struct RowsAndShadowTests {
    let todos = Table(id: "Todos")
    let components = Table(id: "Components")

    @Test func aRowKeepsItsLabelWhenHoveringShowsItsDeleteButton() throws {
        try ServedPage.with("rows.html", timeout: 2) { _ in
            let row = Cell(id: "Buy milk", parent: todos)
            let failures = ServedPage.failures {
                row.hover()
                #expect(Button(id: "×", parent: row).waitFor(.exists, .hittable), "hovering shows the row's delete button")
                #expect(row.waitFor(.exists), "the row is still \"Buy milk\" with its button shown")
                CheckBox(id: "Toggle", parent: row).tap()
                #expect(row.waitFor(.exists), "and after its checkbox was tapped")
            }
            #expect(failures.isEmpty, "\(failures)")
        }
    }

    @Test func aRowIsFoundByATextItShows() throws {
        try ServedPage.with("rows.html", timeout: 2) { _ in
            let failures = ServedPage.failures {
                let walk = todos.cell(containing: "Walk dog")
                walk.hover()
                Button(id: "×", parent: walk).tap()
                #expect(walk.waitFor(not: .exists), "the row that showed the text is gone")
                #expect(todos.numberOfCells() == 1)
            }
            #expect(failures.isEmpty, "\(failures)")
        }
    }

    @Test func rowsRenderedInShadowRootsAreTheListsCells() throws {
        try ServedPage.with("rows.html", timeout: 2) { _ in
            #expect(components.numberOfCells() == 2, "each component's <li> is a cell of the list, once")
            let failures = ServedPage.failures {
                #expect(Label(id: "Feed cat", parent: components).waitFor(.exists), "a slotted text is found once")
                let row = Cell(id: "Water plants", parent: components)
                row.hover()
                Button(id: "Delete", parent: row).tap()
                #expect(Label(id: "status").waitFor(value: "Deleted Water plants"))
            }
            #expect(failures.isEmpty, "\(failures)")
            #expect(components.numberOfCells() == 1)
        }
    }

    @Test func aMissingToggleNamesTheGeneratedContentNearMiss() throws {
        try ServedPage.with("rows.html", timeout: 0.5) { _ in
            let failures = ServedPage.failures { CheckBox(id: "Mark all as complete").tap() }
            #expect(failures.count == 1)
            let message = failures.first ?? ""
            #expect(message.contains("Could not tap CheckBox \"Mark all as complete\""), "\(message)")
            #expect(message.contains("Near:      CheckBox \"❯ Mark all as complete\" (a similar name)"), "\(message)")
        }
    }

    @Test func aMissingElementNamesTheClosedShadowRootItMayBeIn() throws {
        try ServedPage.with("rows.html", timeout: 0.5) { _ in
            let failures = ServedPage.failures { Button(id: "Pay now").tap() }
            #expect(failures.count == 1)
            let message = failures.first ?? ""
            #expect(message.contains("Could not tap Button \"Pay now\""), "\(message)")
            #expect(message.contains("Near:      maybe inside <pay-form id=\"checkout\">"), "\(message)")
            #expect(message.contains("a closed shadow root"), "\(message)")
        }
    }

    @Test func aStateShownOnlyByACSSClassIsReadAsTheClassAndNamedWhenSelectedFails() throws {
        try ServedPage.with("rows.html", timeout: 0.5) { _ in
            let all = Link(id: "All")
            #expect(all.waitFor(.cssClass("selected")), "the link has the class")
            #expect(Link(id: "Active").waitFor(not: .cssClass("selected")), "the other link does not")
            let failures = ServedPage.failures {
                _ = all.waitFor(.selected)
                _ = Link(id: "Active").waitFor(.cssClass("selected"))
            }
            #expect(failures.count == 2)
            #expect(failures.first?.contains("the page marks it only with the CSS class \"selected\"") == true, "\(failures)")
            #expect(failures.first?.contains("`.cssClass(\"selected\")`") == true, "\(failures)")
            #expect(failures.last?.contains("without class \"selected\" (classes: none)") == true, "\(failures)")
        }
    }
}
