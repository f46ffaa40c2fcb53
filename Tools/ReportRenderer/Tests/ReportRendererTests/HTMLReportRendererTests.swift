import ReportRendering
import TABTestKitReporting
import XCTest

final class HTMLReportRendererTests: XCTestCase {
    private let html = HTMLReportRenderer().render(ReportFixtures.mixed)

    func test_isSelfContained() {
        XCTAssertTrue(html.hasPrefix("<!doctype html>"))
        XCTAssertTrue(html.contains("<style>"))
        XCTAssertFalse(html.contains("<link"), "no external style sheet")
        XCTAssertFalse(html.contains("src="), "no external script or image")
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "nothing loaded from outside")
    }

    func test_failedScenariosAreOpen_othersCollapsed() {
        XCTAssertTrue(html.contains("<details class=\"scenario failed\" open>"))
        XCTAssertTrue(html.contains("<details class=\"scenario passed\">"))
        XCTAssertTrue(html.contains("<details class=\"scenario skipped\">"))
    }

    func test_showsSummaryStepsAndFailureMessages_escaped() {
        XCTAssertTrue(html.contains("<title>ExampleSuite: 1 passed, 1 failed, 1 skipped</title>"))
        XCTAssertTrue(html.contains("<span class=\"pill failed\">1 failed</span>"))
        XCTAssertTrue(html.contains("<b class=\"keyword\">Then</b> I see(profileScreen)"))
        XCTAssertTrue(html.contains("<pre class=\"failure\">Timed out after 10 s waiting for &lt;Header&gt;.\n  Query:     App › Header &quot;ProfileHeader&quot;</pre>"), html)
        XCTAssertTrue(html.contains("<h2>LoginTests.test_login</h2>"))
    }

    func test_escape() {
        XCTAssertEqual(HTMLReportRenderer().escape("<a href=\"x\">'&'</a>"), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }

    func test_emptyReport() {
        let empty = HTMLReportRenderer().render(TestReport(name: "Empty", startTime: ReportFixtures.start, duration: 0, scenarios: []))
        XCTAssertTrue(empty.contains("No scenario ran."))
    }
}
