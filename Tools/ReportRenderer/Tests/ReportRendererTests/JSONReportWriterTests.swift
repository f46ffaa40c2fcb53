import BDD
import Foundation
import TABTestKitReporting
import XCTest

final class JSONReportWriterTests: XCTestCase {
    private var directory: URL = FileManager.default.temporaryDirectory

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttk-report-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func test_fromEnvironment() {
        XCTAssertNil(JSONReportWriter.fromEnvironment([:], name: "S"))
        XCTAssertNil(JSONReportWriter.fromEnvironment(["TABTESTKIT_REPORT": " "], name: "S"))
        let writer = JSONReportWriter.fromEnvironment(["TABTESTKIT_REPORT": "/tmp/x/report.json"], name: "S")
        XCTAssertEqual(writer?.url.path, "/tmp/x/report.json")
    }

    func test_writesTheFileAfterEveryScenario_withNestedStepsAndTheTestName() throws {
        let url = directory.appendingPathComponent("nested/report.json")
        let writer = JSONReportWriter(url: url, name: "Suite")
        writer.setCurrentTest("WriterTests.test_one")
        StepObservers.withObserver(writer) {
            Scenario("First") {
                Given(I: nestedSteps())
                Then(the: nothingHappens())
            }
        }
        let first = try TestReport.read(from: url)
        XCTAssertEqual(first.scenarios.count, 1)
        let scenario = try XCTUnwrap(first.scenarios.first)
        XCTAssertEqual(scenario.name, "First")
        XCTAssertEqual(scenario.test, "WriterTests.test_one")
        XCTAssertEqual(scenario.outcome, .passed)
        XCTAssertEqual(scenario.steps.map(\.keyword), ["Given", "Then"])
        XCTAssertEqual(scenario.steps.first?.name, "Given I nestedSteps()")
        XCTAssertEqual(scenario.steps.first?.steps.map(\.name), ["When I nothingHappens()"])

        StepObservers.withObserver(writer) {
            Scenario("Second") { When(I: nothingHappens()) }
        }
        XCTAssertEqual(try TestReport.read(from: url).scenarios.map(\.name), ["First", "Second"])
        XCTAssertEqual(writer.report.summary, ReportSummary(passed: 2, failed: 0, skipped: 0))
    }

    func test_unwritableFile_isReportedOnce() {
        let messages = MessageBox()
        let writer = JSONReportWriter(url: URL(fileURLWithPath: "/proc/no/such/dir/report.json"), name: "S",
                                      onWriteError: { messages.append($0) })
        StepObservers.withObserver(writer) {
            Scenario("One") { When(I: nothingHappens()) }
            Scenario("Two") { When(I: nothingHappens()) }
        }
        XCTAssertEqual(messages.all.count, 1, "\(messages.all)")
        XCTAssertTrue(messages.all.first?.hasPrefix("cannot write the report to /proc/no/such/dir/report.json") == true)
    }

    private func nestedSteps() {
        When(I: nothingHappens())
    }

    private func nothingHappens() {}
}

/// Collects messages from any thread.
private final class MessageBox: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func append(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        messages.append(message)
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }
}
