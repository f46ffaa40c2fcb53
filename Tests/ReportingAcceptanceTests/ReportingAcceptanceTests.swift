import ExampleAppServer
import Foundation
import WebDriverClient
import XCTest

/// A new test target with a TABTestCase subclass and nothing else (`Tests/ReportingFixture`)
/// gets the live log and, with TABTESTKIT_REPORT_DIR set, every report format: run in a child
/// process against the example web app in real headless Chromium, then checked file by file, by
/// the formats' own consumers, and by rendering the HTML report in Chromium.
final class ReportingAcceptanceTests: XCTestCase {
    private static let outcome = Result { try FixtureRun.run() }

    private var run: FixtureRun.Result {
        get throws { try Self.outcome.get() }
    }

    func test_theLiveLogShowsStepsAndEachFailureOnce() throws {
        let run = try run
        XCTAssertNotEqual(run.status, 0, "one fixture scenario fails on purpose")
        XCTAssertTrue(run.output.contains("Scenario: Typing a username and a password"), run.output)
        XCTAssertTrue(run.output.contains("  ✔ Given I see(fixtureLoginScreen)"), run.output)
        XCTAssertTrue(run.output.contains("  ✘ When I tap(fixtureLoginScreen.missingButton)"), run.output)
        XCTAssertTrue(run.output.contains("  ↷ Then I see(fixtureLoginScreen)  (skipped)"), run.output)
        let failureLine = "Could not tap Button \"NoSuchButton\""
        XCTAssertEqual(run.output.components(separatedBy: failureLine).count - 1, 1, "the failure is printed once:\n\(run.output)")
        XCTAssertTrue(run.output.contains("TABTestKit report: \(run.directory.appendingPathComponent("report.html").path)"))
    }

    func test_everyFormatIsWritten_withoutTheSecret() throws {
        let run = try run
        for name in ["report.json", "report.html", "junit.xml", "cucumber.json", "cucumber-messages.ndjson"] {
            let file = run.directory.appendingPathComponent(name)
            let text = try String(contentsOf: file, encoding: .utf8)
            XCTAssertFalse(text.isEmpty, name)
            XCTAssertFalse(text.contains("Fixture-S3cret-91"), "\(name) shows the password")
        }
        XCTAssertFalse(run.output.contains("Fixture-S3cret-91"), "the console shows the password")
    }

    func test_theFailureHasAScreenshotOfThePageAndItsSource() throws {
        let run = try run
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: run.directory.appendingPathComponent("report.json"))) as? [String: Any]
        let tests = try XCTUnwrap(report?["tests"] as? [[String: Any]])
        let failed = try XCTUnwrap(tests.first { ($0["outcome"] as? String) == "failed" })
        let failure = try XCTUnwrap((failed["failures"] as? [[String: Any]])?.first)
        let attachments = try XCTUnwrap(failure["attachments"] as? [[String: Any]])
        let paths = attachments.compactMap { $0["path"] as? String }
        let png = try XCTUnwrap(paths.first { $0.hasSuffix(".png") }, "\(paths)")
        let image = try Data(contentsOf: run.directory.appendingPathComponent(png))
        XCTAssertEqual(Array(image.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
        let width = image.subdata(in: 16..<20).reduce(0) { $0 << 8 | Int($1) }
        let height = image.subdata(in: 20..<24).reduce(0) { $0 << 8 | Int($1) }
        XCTAssertGreaterThan(width, 300)
        XCTAssertGreaterThan(height, 300)
        XCTAssertGreaterThan(image.count, 5_000, "a real page, not a blank")
        let html = try XCTUnwrap(paths.first { $0.hasSuffix("page.html") })
        XCTAssertTrue(try String(contentsOf: run.directory.appendingPathComponent(html), encoding: .utf8).contains("WelcomeHeader"))
        let trace = try XCTUnwrap(failed["trace"] as? [[String: Any]])
        XCTAssertTrue(trace.contains { $0["before"] != nil && $0["after"] != nil }, "the trace has screens before and after")
    }

    func test_theFormatsPassTheirConsumers() throws {
        let run = try run
        let (status, output) = try FixtureRun.command(["python3", FixtureRun.root.appendingPathComponent("Tools/validate-reports.py").path, run.directory.path])
        XCTAssertEqual(status, 0, output)
    }

    func test_theHTMLReportShowsScreenshotsAndFiltersInChromium() throws {
        let run = try run
        let session = try ManagedChromium.shared().newSession()
        defer { session.delete() }
        try session.navigate(to: run.directory.appendingPathComponent("report.html"))
        let page = try session.executeSync("""
        const shots = [...document.querySelectorAll("figure.screenshot img")];
        const thumbs = [...document.querySelectorAll("details.trace img.thumb")];
        const failed = document.querySelector("details.test.failed");
        const result = {
          tests: document.querySelectorAll("details.test").length,
          failed: document.querySelectorAll("details.test.failed").length,
          shots: shots.length,
          loaded: shots.filter(i => i.complete && i.naturalWidth > 300).length,
          thumbs: thumbs.filter(i => i.naturalWidth > 300).length,
          open: failed ? failed.open : false,
        };
        document.querySelector('[data-filter="passed"]').click();
        result.failedHiddenByFilter = failed ? failed.classList.contains("hidden") : false;
        return result;
        """)
        XCTAssertEqual(page["tests"]?.intValue, 2)
        XCTAssertEqual(page["failed"]?.intValue, 1)
        XCTAssertEqual(page["open"]?.boolValue, true, "a failed test is open")
        XCTAssertGreaterThanOrEqual(page["shots"]?.intValue ?? 0, 1)
        XCTAssertEqual(page["loaded"]?.intValue, page["shots"]?.intValue, "every screenshot renders")
        XCTAssertGreaterThanOrEqual(page["thumbs"]?.intValue ?? 0, 2, "the trace shows screens before and after")
        XCTAssertEqual(page["failedHiddenByFilter"]?.boolValue, true, "the passed filter hides the failed test")
    }
}
