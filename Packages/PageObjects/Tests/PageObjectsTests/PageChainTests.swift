import ElementCore
import Foundation
import InMemoryEngine
import PageObjects
import Testing
import XCTest

/// The page-object seed's example test, chained as the seed writes it.
@Suite struct PageChainTests {
    @Test func addingAnEntryAndViewingIt() {
        let zeroLabel = "0"
        withEngine(InMemoryEngine(app: masterDetailApp())) { () -> Void in
            MasterPage(testCase: PageTest())
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
        }
    }

    @Test func aFailedVerificationPointsAtTheLineOfTheChainThatCalledIt() {
        let driver = InMemoryEngine(app: masterDetailApp())
        let quick = ElementConfiguration(defaultTimeout: 0.2, actionTimeout: 0.2)
        var expectedLine: UInt = 0
        let failures = ElementConfiguration.with(quick) {
            Failures.capture {
                withEngine(driver) {
                    MasterPage(testCase: PageTest())
                        .tapOnAddButton()
                        .verifyTableCellCount(is: 2); expectedLine = #line
                }
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.line == expectedLine)
        #expect(failures.first?.fileID.hasSuffix("PageChainTests.swift") == true)
        #expect(unmet(failures.first) == Unmet(waited: true, expected: "2 cells", observed: "it contains 1"))
        // The suite's one check of the text: the matcher's wording, then the element's query.
        #expect(failures.first?.message == """
            Expected Table "MasterViewController.tableView" to contain 2 cells within 0.20 s, but it contains 1.
              Query:     App › Table "MasterViewController.tableView"
            """)
    }

    @Test func theSeedsFileAndLineSpellingPointsAtTheGivenLine() {
        let driver = InMemoryEngine(app: masterDetailApp())
        let failures = ElementConfiguration.with(ElementConfiguration(defaultTimeout: 0.2, actionTimeout: 0.2)) {
            Failures.capture {
                withEngine(driver) { () -> Void in
                    MasterPage(testCase: PageTest())
                        .tapOnAddButton()
                        .tapOnCell(at: 0)
                        .verifyLabelText(is: "7", file: "Some/Page.swift", line: 42)
                }
            }
        }
        #expect(failures.map(\.line) == [42])
        #expect(failures.map(\.fileID) == ["Some/Page.swift"])
        #expect(failures.map { unmet($0) } == [Unmet(waited: false, expected: "\"7\"", observed: "got \"0\"")])
    }

    @Test func failuresReachSwiftTesting() {
        withKnownIssue {
            withEngine(InMemoryEngine(app: masterDetailApp())) {
                ElementConfiguration.with(ElementConfiguration(defaultTimeout: 0.1, actionTimeout: 0.1)) {
                    MasterPage(testCase: PageTest()).verifyTableCellCount(is: 3)
                    PageTest().expect(1, equals: 2, file: #filePath, line: #line)
                }
            }
        } matching: { issue in
            issue.sourceLocation?.fileName == "PageChainTests.swift"
        }
    }
}

/// The same chain from an `XCTestCase`, which is what a page reports to in the seed.
final class PageChainXCTests: XCTestCase {
    func test_addingAnEntry() {
        withEngine(InMemoryEngine(app: masterDetailApp())) { () -> Void in
            MasterPage(testCase: self)
                .verifyMasterPageIsShowing()
                .tapOnAddButton()
                .tapOnAddButton()
                .verifyTableCellCount(is: 2)
                .verifyCell(at: 1, hasLabel: "1")
                .tapOnCell(at: 1)
                .verifyDetailPageIsShowing()
                .verifyLabelText(is: "1")
                .tapOnBackButton()
                .verifyMasterPageIsShowing()
        }
    }
}
