import ElementCore
import PageObjects
import XCTest

/// Page objects on the example app in real headless Chromium: the page-object seed's own test
/// (its lines as written, on the entries list), then the same chain on the table tab.
final class PageObjectTests: ExampleAppTestCase {
    /// The seed's `testAddingAndDeletingEntry`, line for line, after opening the entries list.
    func testAddingAndDeletingEntry() {
        open(.entries)
        let zeroLabel = "0"

        MasterPage(testCase: self)
            .verifyMasterPageIsShowing()
            .verifyTableCellCount(is: 0)
            .tapOnAddButton()
            .verifyTableCellCount(is: 1)
            .verifyCell(at: 0, hasLabel: zeroLabel)
            .tapOnCell(at: 0)

            // Detail page
            .verifyDetailPageIsShowing()
            .verifyLabelText(is: zeroLabel)
            .tapOnBackButton()

            // Master page
            .verifyMasterPageIsShowing()
            .verifyTableCellCount(is: 1)
            .deleteCell(at: 0)
            .verifyTableCellCount(is: 0)
    }

    func test_listDetailAndBack() {
        let thirdRow = "Row 3"
        open(.table)

        TablePage(testCase: self)
            .verifyMasterPageIsShowing()
            .verifyTableCellCount(is: 30)
            .verifyCell(at: 2, hasLabel: thirdRow)
            .tapOnCell(at: 2)

            // Detail page
            .verifyDetailPageIsShowing()
            .verifyTitle(is: thirdRow)
            .verifyLabelText(is: "You selected row 3")
            .tapOnBackButton()

            // Master page
            .verifyMasterPageIsShowing()
            .verifyTableCellCount(is: 30)
    }

    /// A verification that does not hold fails at the chain's line, saying what it saw.
    func test_aFailedVerificationPointsAtTheTestsLine() {
        open(.table)
        var line: UInt = 0
        let failures = ElementConfiguration.with(ElementConfiguration(defaultTimeout: 1, actionTimeout: 1)) {
            Failures.capture {
                TablePage(testCase: self)
                    .verifyCell(at: 0, hasLabel: "Row 2"); line = #line
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(failures.first?.message, "Expected \"Row 2\" within 1 s, but the value was \"Row 1\".")
    }
}
