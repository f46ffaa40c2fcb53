import BDD
import Contexts
import ElementCore
import XCTest

/// The Table tab: cells, section headers, scrolling, the detail screen and its nav bar.
final class TableTests: ExampleAppTestCase {
    func test_tableAndDetail() {
        Scenario("Seeing the table") {
            Given(I: open(.table))
            And(I: see(tableScreen))
            Then(the: numberOfCells(in: tableScreen.table, is: 30))
            And(I: see(tableScreen.firstSectionHeader))
            And(the: value(of: tableScreen.firstSectionHeader, is: "Section numero 1"))
            And(the: value(of: tableScreen.secondSectionHeader, is: "Section numero 2"))
        }
        Scenario("Opening a row's detail and going back") {
            When(I: tap(tableScreen.row(3)))
            Then(I: see(detailScreen))
            And(the: value(of: detailScreen.title, is: "Row 3"))
            And(the: value(of: detailScreen.selectionLabel, is: "You selected row 3"))
            And(the: value(of: detailScreen.sectionLabel, is: "Section numero 1"))
            When(I: tap(detailScreen.backButton))
            Then(I: see(tableScreen))
            And(I: doNotSee(detailScreen))
        }
    }

    func test_scrollingTheTable() {
        Scenario("Scrolling to a row of the second section") {
            Given(I: open(.table))
            And(the: state(of: tableScreen.row(28), isNot: .visible))
            When(I: scroll(tableScreen.table, .downwards, until: tableScreen.row(28), is: .visible, .hittable))
            And(I: tap(tableScreen.row(28)))
            Then(the: value(of: detailScreen.sectionLabel, is: "Section numero 2"))
        }
    }
}
