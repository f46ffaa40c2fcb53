import Foundation

/// A whole test run: every scenario that ran (or was skipped), in the order they finished.
///
/// It is what ``JSONReportWriter`` writes and what `tabtestkit-report` reads:
///
/// ```json
/// {"formatVersion": 1, "name": "ExampleSuite", "startTime": "…", "duration": 42.1,
///  "summary": {"passed": 12, "failed": 1, "skipped": 0},
///  "scenarios": [{"name": "Logging in", "outcome": "passed", "steps": [ … ]}]}
/// ```
public struct TestReport: Codable, Sendable, Equatable {
    /// The version of this format; readers reject versions they do not know.
    public var formatVersion: Int
    /// What ran, e.g. the test target's name.
    public var name: String
    /// When the first scenario started.
    public var startTime: Date
    /// Seconds from ``startTime`` to the end of the last scenario.
    public var duration: TimeInterval
    /// The scenarios, in the order they finished.
    public var scenarios: [ScenarioReport]
    /// How many scenarios passed, failed and were skipped.
    public var summary: ReportSummary

    /// The format version this library writes.
    public static let currentFormatVersion = 1

    /// Creates a report; the summary is counted from the scenarios.
    public init(name: String, startTime: Date, duration: TimeInterval, scenarios: [ScenarioReport]) {
        self.formatVersion = Self.currentFormatVersion
        self.name = name
        self.startTime = startTime
        self.duration = duration
        self.scenarios = scenarios
        self.summary = ReportSummary(counting: scenarios)
    }
}

/// Scenario counts by outcome.
public struct ReportSummary: Codable, Sendable, Equatable {
    /// Scenarios that passed.
    public var passed: Int
    /// Scenarios that failed.
    public var failed: Int
    /// Scenarios skipped because an earlier one in the same test failed.
    public var skipped: Int

    /// Creates a summary.
    public init(passed: Int, failed: Int, skipped: Int) {
        self.passed = passed
        self.failed = failed
        self.skipped = skipped
    }

    /// Counts the scenarios' outcomes.
    public init(counting scenarios: [ScenarioReport]) {
        self.init(
            passed: scenarios.count(where: { $0.outcome == .passed }),
            failed: scenarios.count(where: { $0.outcome == .failed }),
            skipped: scenarios.count(where: { $0.outcome == .skipped })
        )
    }

    /// `12 passed, 1 failed`, with `, 2 skipped` when any were skipped.
    public var line: String {
        "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
    }
}

/// How a scenario or a step ended.
public enum ReportOutcome: String, Codable, Sendable, Equatable, CaseIterable {
    /// It ran and nothing went wrong.
    case passed
    /// It ran and failed.
    case failed
    /// It did not run because something before it failed.
    case skipped
}

/// One scenario and its steps.
public struct ScenarioReport: Codable, Sendable, Equatable {
    /// The scenario's description.
    public var name: String
    /// The test the scenario ran in (e.g. `LoginTests.test_passwordLogin`), when known.
    public var test: String?
    /// The `#fileID` of the scenario's call site.
    public var file: String
    /// The line of the scenario's call site.
    public var line: UInt
    /// When it started.
    public var startTime: Date
    /// How long it ran, in seconds (0 when skipped).
    public var duration: TimeInterval
    /// How it ended.
    public var outcome: ReportOutcome
    /// Failures of the scenario itself (e.g. its body threw), beyond its steps'.
    public var failureMessages: [String]
    /// Its steps, in order, including those skipped after a failure.
    public var steps: [StepReport]

    /// Creates a scenario report.
    public init(
        name: String, test: String? = nil, file: String, line: UInt, startTime: Date,
        duration: TimeInterval, outcome: ReportOutcome, failureMessages: [String] = [], steps: [StepReport]
    ) {
        self.name = name
        self.test = test
        self.file = file
        self.line = line
        self.startTime = startTime
        self.duration = duration
        self.outcome = outcome
        self.failureMessages = failureMessages
        self.steps = steps
    }
}

/// One Given/When/Then/And step.
public struct StepReport: Codable, Sendable, Equatable {
    /// `Given`, `When`, `Then`, `And` or `Step`.
    public var keyword: String
    /// The readable name, e.g. `When I tap(loginScreen.logInButton)`.
    public var name: String
    /// The `#fileID` of the step's call site.
    public var file: String
    /// The line of the step's call site.
    public var line: UInt
    /// How long it ran, in seconds (0 when skipped).
    public var duration: TimeInterval
    /// How it ended.
    public var outcome: ReportOutcome
    /// Why it failed, in the order the failures were noted.
    public var failureMessages: [String]
    /// Steps run from inside this step's body.
    public var steps: [StepReport]

    /// Creates a step report.
    public init(
        keyword: String, name: String, file: String, line: UInt, duration: TimeInterval,
        outcome: ReportOutcome, failureMessages: [String] = [], steps: [StepReport] = []
    ) {
        self.keyword = keyword
        self.name = name
        self.file = file
        self.line = line
        self.duration = duration
        self.outcome = outcome
        self.failureMessages = failureMessages
        self.steps = steps
    }
}
