import BDD
import Contexts
import ElementCore
import Foundation
@testable import Reporting
import TABTestKit
import WebDriver
import WebDriverClient
import XCTest

/// Passwords written as literals in steps — one line, several lines, through `tapAndType`,
/// `clearAndType` and `fill` — typed into the example app's password field in real Chromium, appear in
/// no output: not the console, the JSON, text and HTML reports, failure messages (a step fails
/// on purpose), their attachments, nor any file the browser and its driver wrote.
///
/// `make check-secrets` runs this test alone and also searches the real console output and
/// the files of the run.
final class SecretLeakTests: ExampleAppTestCase {
    static let literals = ["S3cr3t-XYZ-123", "S3cr3t-multi-456", "S3cr3t-tap-789", "S3cr3t-clear-012", "S3cr3t-fill-345"]

    func test_literalsTypedIntoThePasswordFieldAppearInNoOutput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabtestkit-secrets-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let console = Locked<[String]>([])
        let recorder = ReportRecorder(configuration: ReportConfiguration(console: false, directory: folder, trace: .on))
        let failures = RecordingSink(listener: recorder)
        let testName = "SecretLeakTests.literals"

        recorder.testWillStart(testName)
        _ = TestContext.with({ $0.test = TestInfo(name: testName) }) {
            ActionTracing.with(recorder) {
                StepObservers.withObserver(ConsoleStepReporter(printsFailureMessages: true) { line in console.withLock { $0.append(line) } }) {
                    StepObservers.withObserver(recorder) {
                        // Failures go to `failures` (and the report), exactly as they would go to XCTest.
                        TestContext.with({ $0.failureSink = failures }) {
                            Scenario("Typing passwords written in the test") {
                                Given(I: see(loginScreen))
                                When(I: type("S3cr3t-XYZ-123", into: loginScreen.passwordField))
                                And(I: type(
                                    "S3cr3t-multi-456",
                                    into: loginScreen.passwordField
                                ))
                                And(I: loginScreen.passwordField.tapAndType("S3cr3t-tap-789"))
                                And(I: loginScreen.passwordField.clearAndType("S3cr3t-clear-012"))
                                // Filled: inserted over the tab's DevTools session, not typed.
                                And(I: fill(loginScreen.passwordField, with: "S3cr3t-fill-345"))
                                // Fails on purpose: the field shows bullets. The message names the step.
                                Then(the: value(of: loginScreen.passwordField, is: "S3cr3t-fill-345"))
                            }
                        }
                    }
                }
            }
        }
        _ = recorder.testDidFinish(testName, failed: true)

        let recorded = failures.failures
        XCTAssertEqual(recorded.count, 1, "the last step must fail: \(recorded.map(\.fullMessage))")
        XCTAssertFalse(recorded.flatMap(\.attachments).isEmpty, "the failure must carry evidence to search")
        let report = recorder.snapshot(name: "Secrets")
        XCTAssertEqual(report.tests.first?.scenarios.first?.steps.count, 7, "the report must hold the scenario's steps")
        let files = try ReportFiles.write(report, to: folder, formats: Set(ReportConfiguration.Format.allCases))
        XCTAssertGreaterThanOrEqual(files.count, 5, "every report format must be written and searched")
        var outputs: [(String, Data)] = [
            ("console", Data(console.current.joined(separator: "\n").utf8)),
            ("text report", Data(TextReport(useColor: true).render(report).utf8)),
        ]
        outputs += Self.files(under: folder.path)
        for failure in recorded {
            outputs.append(("failure message", Data(failure.fullMessage.utf8)))
            outputs += failure.attachments.map { ("attachment \($0.name)", $0.data) }
        }
        if let driverFolder = try ManagedChromium.shared().privateFolder {
            outputs += Self.files(under: driverFolder)
        }
        XCTAssertTrue(outputs.contains { $0.0.hasSuffix("driver.log") }, "the driver's log must be searched")
        for literal in Self.literals {
            for (name, data) in outputs where data.range(of: Data(literal.utf8)) != nil {
                XCTFail("\(literal.prefix(6))… leaked into \(name)")
            }
        }
    }

    /// Every regular file under `folder`, with its content.
    static func files(under folder: String) -> [(String, Data)] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [(String, Data)] = []
        for case let relative as String in enumerator {
            let path = (folder as NSString).appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: path) else { continue }
            files.append((path, data))
        }
        return files
    }
}

/// Keeps failures instead of reporting them, exactly where XCTest would receive them.
final class RecordingSink: FailureSink {
    private let storage = Locked<[Failure]>([])
    private let listener: any FailureListener
    var failures: [Failure] { storage.current }
    init(listener: any FailureListener) { self.listener = listener }
    func record(_ failure: Failure) {
        storage.withLock { $0.append(failure) }
        listener.failureReported(failure)
    }
}
