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

    func test_theHTMLReportListsTestsThenLoadsAFailedTestsTraceWhenOpened_inChromium() throws {
        let run = try run
        let session = try ManagedChromium.shared().newSession()
        defer { session.delete() }
        try session.navigate(to: run.directory.appendingPathComponent("report.html"))
        let list = try session.executeSync("""
        const failed = document.querySelector("details.test.failed");
        const result = {
          tests: document.querySelectorAll("details.test").length,
          names: [...document.querySelectorAll("details.test > summary .name")].map(n => n.textContent),
          reason: failed ? failed.querySelector("summary .reason").textContent : "",
          open: document.querySelectorAll("details.test[open]").length,
          loadedBeforeOpening: document.querySelectorAll("img[src], iframe[src]").length,
          waiting: document.querySelectorAll("img[data-src]").length,
        };
        document.querySelector('[data-filter="passed"]').click();
        result.failedHiddenByFilter = failed ? failed.classList.contains("hidden") : false;
        document.querySelector('[data-filter="all"]').click();
        failed.querySelector("summary").click();
        return result;
        """)
        XCTAssertEqual(list["tests"]?.intValue, 2, "the list shows both tests")
        let names = (0..<2).compactMap { list["names"]?[$0]?.stringValue }
        XCTAssertTrue(names.contains("ReportingFixtureTests.test_tappingAMissingButton"), "\(names)")
        XCTAssertTrue(list["reason"]?.stringValue?.contains("Could not tap Button \"NoSuchButton\"") == true, "the list says why it failed")
        XCTAssertEqual(list["open"]?.intValue, 0, "tests are closed in the list")
        XCTAssertEqual(list["loadedBeforeOpening"]?.intValue, 0, "no screenshot loads before its test is opened")
        XCTAssertGreaterThanOrEqual(list["waiting"]?.intValue ?? 0, 4, "every-step screenshots wait for their test")
        XCTAssertEqual(list["failedHiddenByFilter"]?.boolValue, true, "the passed filter hides the failed test")

        // Opened: the failure's screenshot and accessibility tree, the steps' and actions' screens.
        var opened: JSONValue = .null
        for _ in 0..<50 {
            opened = try session.executeSync("""
            const failed = document.querySelector("details.test.failed");
            const shots = [...failed.querySelectorAll("section.failure img.shot")];
            const tree = failed.querySelector("section.failure details.a11y-tree");
            const passed = document.querySelector("details.test.passed");
            return {
              open: failed.open,
              shots: shots.length,
              loaded: shots.filter(i => i.complete && i.naturalWidth > 300).length,
              tree: tree ? tree.open : null,
              treeFile: tree && tree.querySelector("iframe") ? tree.querySelector("iframe").getAttribute("src") || "" : "",
              stepShots: failed.querySelectorAll("li.step img.thumb[src]").length,
              actions: failed.querySelectorAll("ol.actions li.action").length,
              actionShots: failed.querySelectorAll("ol.actions img.thumb[src]").length,
              stepLink: (failed.querySelector("section.failure .where a") || {}).hash || "",
              stepPrefix: "#" + failed.id + "-s",
              passedLoaded: passed.querySelectorAll("img[src]").length,
            };
            """)
            if opened["loaded"]?.intValue ?? 0 > 0, opened["loaded"] == opened["shots"] { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        XCTAssertEqual(opened["open"]?.boolValue, true)
        XCTAssertGreaterThanOrEqual(opened["shots"]?.intValue ?? 0, 1, "the failure's screenshot")
        XCTAssertEqual(opened["loaded"]?.intValue, opened["shots"]?.intValue, "every screenshot of the failure renders once opened")
        XCTAssertEqual(opened["tree"]?.boolValue, true, "the accessibility tree is there, open")
        XCTAssertTrue(opened["treeFile"]?.stringValue?.hasSuffix("accessibility-tree.txt") == true, "\(opened)")
        XCTAssertGreaterThanOrEqual(opened["stepShots"]?.intValue ?? 0, 1, "the steps' screenshots load with the test")
        XCTAssertGreaterThanOrEqual(opened["actions"]?.intValue ?? 0, 1, "the engine's actions under their steps")
        XCTAssertGreaterThanOrEqual(opened["actionShots"]?.intValue ?? 0, 2, "screens before and after each action")
        let stepLink = opened["stepLink"]?.stringValue ?? ""
        XCTAssertTrue(!stepLink.isEmpty && stepLink.hasPrefix(opened["stepPrefix"]?.stringValue ?? "?"), "the failure links to its step: \(opened)")
        XCTAssertEqual(opened["passedLoaded"]?.intValue, 0, "the passed test, still closed, loaded nothing")
        let tree = try String(contentsOf: run.directory.appendingPathComponent(
            (opened["treeFile"]?.stringValue ?? "").removingPercentEncoding ?? ""), encoding: .utf8)
        XCTAssertTrue(tree.contains("WelcomeHeader"), "the tree as the engine saw it:\n\(tree.prefix(500))")
    }
}
