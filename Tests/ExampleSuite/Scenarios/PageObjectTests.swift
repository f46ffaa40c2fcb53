import ElementCore
import PageObjects
import XCTest

/// The page-object seed's chained test, on the example app: the table (master), a row's
/// detail, and back, in real headless Chromium.
final class PageObjectTests: ExampleAppTestCase {
    func test_listDetailAndBack() {
        let thirdRow = "Row 3"
        open(.table)

        MasterPage(testCase: self)
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
                MasterPage(testCase: self)
                    .verifyCell(at: 0, hasLabel: "Row 2"); line = #line
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(failures.first?.message, "Expected \"Row 2\" within 1 s, but the value was \"Row 1\".")
    }
}
