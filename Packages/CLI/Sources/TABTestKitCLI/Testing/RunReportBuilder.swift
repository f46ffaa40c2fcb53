import Foundation
import Reporting

/// Merges a run's results into one ``RunReport``: for each test, the report its last attempt's
/// process wrote (scenarios, steps, failures with screenshots) when it wrote one — a
/// `TABTestCase` does —, else one made from XCTest's output; with the number of attempts and
/// the outcome across them (flaky when it passed after failing).
///
/// Attachments stay where the batches wrote them; their paths are made relative to the run's
/// folder, so the merged `report.json` there reads them.
public struct RunReportBuilder: Sendable {
    /// The run's folder (the batches' folders are below it).
    public var directory: URL
    /// The run's name in the report.
    public var name: String

    /// Creates a builder.
    public init(directory: URL, name: String) {
        self.directory = directory
        self.name = name
    }

    /// The merged report.
    public func build(_ results: [TestRunner.TestResult]) -> RunReport {
        var loaded: [String: [String: TestCaseReport]] = [:]
        func reports(in folder: String) -> [String: TestCaseReport] {
            if let known = loaded[folder] { return known }
            let file = directory.appendingPathComponent(folder).appendingPathComponent("report.json")
            let tests = (try? RunReport.read(from: file))?.tests ?? []
            let byName = Dictionary(tests.map { ($0.name, Self.relocated($0, into: folder)) }, uniquingKeysWith: { _, last in last })
            loaded[folder] = byName
            return byName
        }
        var tests: [TestCaseReport] = []
        for result in results {
            guard let last = result.attempts.last else { continue }
            var report = reports(in: last.folder)[result.test.runName] ?? Self.report(of: result.test, last.attempt, start: last.start)
            report.attempts = result.attempts.count
            report.outcome = result.outcome
            // The earlier attempts' failures, as XCTest printed them (JUnit's rerun and flaky failures).
            let earlier = result.attempts.dropLast().filter { $0.attempt.outcome != .passed && $0.attempt.outcome != .skipped }
            if !earlier.isEmpty {
                report.failedAttempts = earlier.map { run in
                    let failures = run.attempt.failures.map { FailureReport(message: $0.message, file: $0.file, line: $0.line) }
                    return failures.isEmpty ? [FailureReport(message: "attempt \(run.attempt.outcome.rawValue)", file: "", line: 0)] : failures
                }
            }
            if result.outcome == .failed, report.failures.isEmpty {
                report.failures = last.attempt.failures.map { FailureReport(message: $0.message, file: $0.file, line: $0.line) }
            }
            tests.append(report)
        }
        let start = tests.map(\.startTime).min() ?? Date()
        let end = tests.map { $0.startTime.addingTimeInterval($0.duration) }.max() ?? start
        return RunReport(name: name, startTime: start, duration: end.timeIntervalSince(start), tests: tests)
    }

    /// A test's report made from XCTest's output alone (no TABTestKit report was written).
    static func report(of test: TestID, _ attempt: TestAttempt, start: Date) -> TestCaseReport {
        let outcome: ReportOutcome = attempt.outcome == .passed ? .passed : (attempt.outcome == .skipped ? .skipped : .failed)
        return TestCaseReport(
            name: test.runName, startTime: start, duration: attempt.duration, outcome: outcome,
            failures: attempt.failures.map { FailureReport(message: $0.message, file: $0.file, line: $0.line) }
        )
    }

    /// `test` with its attachments' paths relative to the run's folder instead of its batch's.
    static func relocated(_ test: TestCaseReport, into folder: String) -> TestCaseReport {
        func move(_ attachment: AttachmentReport) -> AttachmentReport {
            var moved = attachment
            moved.path = folder + "/" + attachment.path
            return moved
        }
        func move(_ step: StepReport) -> StepReport {
            var moved = step
            moved.attachments = step.attachments.map(move)
            moved.steps = step.steps.map(move)
            return moved
        }
        var moved = test
        moved.failures = test.failures.map { failure in
            var failure = failure
            failure.attachments = failure.attachments.map(move)
            return failure
        }
        moved.steps = test.steps.map(move)
        moved.scenarios = test.scenarios.map { scenario in
            var scenario = scenario
            scenario.steps = scenario.steps.map(move)
            return scenario
        }
        moved.trace = test.trace.map { entry in
            var entry = entry
            entry.before = entry.before.map(move)
            entry.after = entry.after.map(move)
            return entry
        }
        return moved
    }
}
