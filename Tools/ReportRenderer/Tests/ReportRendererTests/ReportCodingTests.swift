import TABTestKitReporting
import XCTest

final class ReportCodingTests: XCTestCase {
    func test_roundTrip() throws {
        let report = ReportFixtures.mixed
        XCTAssertEqual(try TestReport.decode(from: report.jsonData()), report)
    }

    func test_emptyListsAreLeftOut_andReadAsEmpty() throws {
        let json = try XCTUnwrap(String(data: ReportFixtures.allPassed.jsonData(), encoding: .utf8))
        XCTAssertFalse(json.contains("failureMessages"), json)
        XCTAssertEqual(try TestReport.decode(from: Data(json.utf8)), ReportFixtures.allPassed)
    }

    func test_summaryIsCounted() {
        XCTAssertEqual(ReportFixtures.mixed.summary, ReportSummary(passed: 1, failed: 1, skipped: 1))
        XCTAssertEqual(ReportFixtures.mixed.summary.line, "1 passed, 1 failed, 1 skipped")
        XCTAssertEqual(ReportFixtures.allPassed.summary.line, "2 passed, 0 failed")
    }

    func test_invalidInput_explainsWhy() {
        XCTAssertThrowsError(try TestReport.decode(from: Data("not json".utf8))) { error in
            XCTAssertTrue("\(error)".hasPrefix("not a TABTestKit JSON report: the data is not valid JSON"), "\(error)")
        }
        XCTAssertThrowsError(try TestReport.decode(from: Data(#"{"name": "x"}"#.utf8))) { error in
            XCTAssertTrue("\(error)".contains("is missing"), "\(error)")
        }
        XCTAssertThrowsError(try TestReport.read(from: URL(fileURLWithPath: "/nonexistent/report.json"))) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot read the report at /nonexistent/report.json"), "\(error)")
        }
    }

    func test_newerFormatIsRejected() throws {
        var report = ReportFixtures.allPassed
        report.formatVersion = 99
        XCTAssertThrowsError(try TestReport.decode(from: report.jsonData())) { error in
            XCTAssertEqual(error as? ReportReadingError, .unsupportedVersion(99))
        }
    }

    func test_distinctFailureMessages_dropTheXCTestEcho() {
        let messages = FailureMessages.distinct([
            "Timed out after 10 s.\n  Query: App",
            "failed - Timed out after 10 s.\n  Query: App\n\n━━┉┅\nThis issue was emitted from tests running in a host application.",
            "Another failure",
        ])
        XCTAssertEqual(messages, ["Timed out after 10 s.\n  Query: App", "Another failure"])
    }
}
