import ReportRendering
import TABTestKitReporting
import XCTest

/// Reports hold page text: what `tabtestkit-report` prints must not act on the terminal.
final class PrintableReportTests: XCTestCase {
    private let hostile = "Title\u{1B}]0;pwned\u{07}\u{1B}[2J\rOverwritten\u{202E}desrever"

    private var report: TestReport {
        TestReport(name: "Suite\u{1B}[31m", startTime: ReportFixtures.start, duration: 1, scenarios: [
            ReportFixtures.scenario(hostile, test: "T.test_\u{1B}[1m", .failed, steps: [
                ReportFixtures.step("Then", "the value(of: title, is: \"\(hostile)\")", .failed, messages: ["got \"\(hostile)\""]),
            ]),
        ])
    }

    func test_textReport_escapesControlCharacters() {
        let text = TextReportRenderer(useColor: false).render(report)
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }, text.debugDescription)
        XCTAssertFalse(text.contains("\u{202E}"))
        XCTAssertTrue(text.contains("\\u{1B}"), "escaped, not dropped")
    }

    func test_colouredTextReport_hasOnlyItsOwnEscapes() {
        let text = TextReportRenderer(useColor: true).render(report)
        XCTAssertFalse(text.contains("\u{1B}]0;"), text.debugDescription)
        XCTAssertFalse(text.contains("\u{1B}[2J"), text.debugDescription)
        XCTAssertFalse(text.contains("\r"), text.debugDescription)
    }

    func test_htmlReport_holdsNoControlCharacters() {
        let html = HTMLReportRenderer().render(report)
        XCTAssertFalse(html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }, "control characters in the HTML")
        XCTAssertFalse(html.contains("\u{202E}"))
    }
}
