import ReportRendering
import TABTestKitReporting
import XCTest

final class TextReportRendererTests: XCTestCase {
    private let renderer = TextReportRenderer(useColor: false)

    func test_rendersScenariosStepsMarksAndTimings() {
        let text = renderer.render(ReportFixtures.mixed)
        XCTAssertEqual(text, """
        ExampleSuite — 3 scenarios in 12.50 s

        LoginTests.test_login
          ✔ Logging in  (1.50 s)
              ✔ Given I see(loginScreen)  (0.12 s)
              ✔ When I tap(loginScreen.logInButton)  (0.50 s)
          ✘ Seeing the profile  (1.50 s)
              ✘ Then I see(profileScreen)  (10.00 s)
                  Timed out after 10 s waiting for <Header>.
                    Query:     App › Header "ProfileHeader"
              ↷ And the value(of: profileScreen.usernameLabel, is: "Me")  (skipped)
          ↷ Logging out  (skipped)

        1 passed, 1 failed, 1 skipped

        """)
    }

    func test_lastLine_withoutSkippedScenarios_hasNoSkippedCount() throws {
        let text = renderer.render(ReportFixtures.allPassed)
        let last = try XCTUnwrap(text.split(separator: "\n").last)
        XCTAssertEqual(last, "2 passed, 0 failed")
    }

    func test_groupsByTest_andIndentsNestedSteps() {
        let text = renderer.render(ReportFixtures.allPassed)
        XCTAssertTrue(text.contains("A.test_one\n  ✔ One  (1.50 s)\n      ✔ Given I doSomething()  (0.12 s)\n"), text)
        XCTAssertTrue(text.contains("      ✔ When I doSomethingElse()  (0.12 s)\n        ✔ Given I nestedStep()  (0.12 s)\n"), text)
    }

    func test_scenariosWithoutATest_areNotIndented() {
        var report = ReportFixtures.allPassed
        report.scenarios = report.scenarios.map { var scenario = $0; scenario.test = nil; return scenario }
        let text = renderer.render(report)
        XCTAssertTrue(text.contains("\n✔ One  (1.50 s)\n    ✔ Given I doSomething()"), text)
    }

    func test_colour_wrapsMarksInANSICodes_onlyWhenAsked() {
        XCTAssertFalse(renderer.render(ReportFixtures.mixed).contains("\u{1B}["))
        let coloured = TextReportRenderer(useColor: true).render(ReportFixtures.mixed)
        XCTAssertTrue(coloured.contains("\u{1B}[31m✘ Seeing the profile\u{1B}[0m"), coloured)
        XCTAssertTrue(coloured.hasSuffix("\u{1B}[32m1 passed\u{1B}[0m, \u{1B}[31m1 failed\u{1B}[0m, \u{1B}[33m1 skipped\u{1B}[0m\n"), coloured)
    }

    func test_durations() {
        XCTAssertEqual(ReportFormatting.duration(0.123), "0.12 s")
        XCTAssertEqual(ReportFormatting.duration(75.5), "1 min 15.50 s")
        XCTAssertEqual(ReportFormatting.duration(-1), "0.00 s")
        XCTAssertEqual(ReportFormatting.duration(.nan), "0.00 s")
    }
}
