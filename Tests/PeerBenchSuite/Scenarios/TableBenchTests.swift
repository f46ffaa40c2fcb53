import TABTestKit

/// The table: its rows and sections, a row's detail and back, scrolling to a row.
final class TableBenchTests: PeerBenchTestCase {
    func test_tableRowsAndSections() {
        Scenario("Seeing the table's rows and sections") {
            Given(I: open(deepLink: "/deeplink/table"))
            And(I: see(tableScreen))
            Then(the: numberOfCells(in: tableScreen.table, is: 30))
            And(the: value(of: tableScreen.firstSectionHeader, is: "Section numero 1"))
            And(the: value(of: tableScreen.secondSectionHeader, is: "Section numero 2"))
        }
    }

    func test_rowDetailAndBack() {
        Scenario("Opening a row's detail and going back") {
            Given(I: open(deepLink: "/deeplink/table"))
            When(I: tap(tableScreen.row(3)))
            Then(I: see(detailScreen))
            And(the: value(of: detailScreen.trait, is: "Row 3"))
            And(the: value(of: detailScreen.selectionLabel, is: "You selected row 3"))
            And(the: value(of: detailScreen.sectionLabel, is: "Section numero 1"))
            When(I: tap(detailScreen.backButton))
            Then(I: see(tableScreen))
            And(I: doNotSee(detailScreen))
        }
    }

    func test_scrollToRow() {
        Scenario("Scrolling to a row of the second section") {
            Given(I: open(deepLink: "/deeplink/table"))
            And(I: see(tableScreen))
            And(the: state(of: tableScreen.row(28), isNot: .visible))
            When(I: scroll(tableScreen.table, .downwards, until: tableScreen.row(28), is: .visible))
            And(I: tap(tableScreen.row(28)))
            Then(the: value(of: detailScreen.selectionLabel, is: "You selected row 28"))
            And(the: value(of: detailScreen.sectionLabel, is: "Section numero 2"))
        }
    }
}
