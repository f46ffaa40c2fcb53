import Foundation

/// A whole test run as the reports show it: every test, its scenarios and steps, its failures
/// with their evidence, and its trace.
///
/// It is what the JSON report holds and what every other format (HTML, JUnit XML, Cucumber JSON,
/// Cucumber Messages, text) is rendered from — by the running tests, or later by
/// `tabtestkit-report` from the JSON.
public struct RunReport: Codable, Sendable, Equatable {
    /// The version of this format; readers reject versions they do not know.
    public var formatVersion: Int
    /// What ran, e.g. the test bundle's name.
    public var name: String
    /// When the first test started.
    public var startTime: Date
    /// Seconds from ``startTime`` to the end of the last test.
    public var duration: TimeInterval
    /// The tests, in the order they started.
    public var tests: [TestCaseReport]
    /// Identifies the run, so the processes of one run (XCTest's and Swift Testing's under
    /// `swift test` on Linux) can merge their reports.
    public var runID: String?

    /// The format version this library writes.
    public static let currentFormatVersion = 2

    /// Creates a report.
    public init(name: String, startTime: Date, duration: TimeInterval, tests: [TestCaseReport], runID: String? = nil) {
        self.formatVersion = Self.currentFormatVersion
        self.name = name
        self.startTime = startTime
        self.duration = duration
        self.tests = tests
        self.runID = runID
    }

    /// This report with the tests of `earlier` — another process of the same run — that it does
    /// not have itself, placed first; start and duration cover both.
    public func merging(_ earlier: RunReport) -> RunReport {
        guard let runID, earlier.runID == runID else { return self }
        let own = Set(tests.map(\.name))
        let merged = earlier.tests.filter { !own.contains($0.name) } + tests
        let start = min(startTime, earlier.startTime)
        let end = max(startTime.addingTimeInterval(duration), earlier.startTime.addingTimeInterval(earlier.duration))
        return RunReport(name: name, startTime: start, duration: end.timeIntervalSince(start), tests: merged, runID: runID)
    }

    /// Counts of tests and scenarios by outcome.
    public var summary: ReportSummary { ReportSummary(tests: tests) }

    /// Every scenario of every test, in order.
    public var scenarios: [ScenarioReport] { tests.flatMap(\.scenarios) }

    /// Whether anything failed.
    public var hasFailures: Bool { tests.contains { $0.outcome == .failed } }
}

/// How a test, scenario or step ended.
public enum ReportOutcome: String, Codable, Sendable, Equatable, CaseIterable {
    /// It ran and nothing went wrong.
    case passed
    /// It ran and failed.
    case failed
    /// It did not run because something before it failed.
    case skipped
    /// It failed, then passed when run again: not a pass to trust.
    case flaky

    /// The mark shown for it: ✔ ✘ ↷ ⚠.
    public var mark: String {
        switch self {
        case .passed: return "✔"
        case .failed: return "✘"
        case .skipped: return "↷"
        case .flaky: return "⚠"
        }
    }
}

/// Counts by outcome.
public struct ReportSummary: Sendable, Equatable {
    /// Tests by outcome.
    public var tests: [ReportOutcome: Int]
    /// Scenarios by outcome.
    public var scenarios: [ReportOutcome: Int]

    /// Counts the tests and their scenarios.
    public init(tests: [TestCaseReport]) {
        self.tests = Dictionary(grouping: tests, by: \.outcome).mapValues(\.count)
        self.scenarios = Dictionary(grouping: tests.flatMap(\.scenarios), by: \.outcome).mapValues(\.count)
    }

    /// `12 tests: 11 passed, 1 failed` (flaky and skipped named when there are any).
    public var line: String {
        let total = tests.values.reduce(0, +)
        let parts = ReportOutcome.allCases.compactMap { outcome -> String? in
            let count = tests[outcome] ?? 0
            return count > 0 || outcome == .passed || outcome == .failed ? "\(count) \(outcome.rawValue)" : nil
        }
        return "\(total) test\(total == 1 ? "" : "s"): " + parts.joined(separator: ", ")
    }
}
