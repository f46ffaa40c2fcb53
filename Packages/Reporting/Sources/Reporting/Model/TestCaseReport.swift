import Foundation

/// One test (an XCTest method or a Swift Testing test case): its scenarios and steps, its
/// failures with evidence, and its trace.
public struct TestCaseReport: Codable, Sendable, Equatable {
    /// e.g. `LoginTests.test_logIn`.
    public var name: String
    /// When it started.
    public var startTime: Date
    /// How long it ran, in seconds.
    public var duration: TimeInterval
    /// How it ended.
    public var outcome: ReportOutcome
    /// How many times it ran (more than 1 when retried).
    public var attempts: Int
    /// Every failure reported while it ran, in order, with its evidence.
    public var failures: [FailureReport]
    /// Its scenarios, in order.
    public var scenarios: [ScenarioReport]
    /// Steps written outside any scenario.
    public var steps: [StepReport]
    /// Every action and wait on an element, when tracing.
    public var trace: [TraceEntry]
    /// When the test was run again (`tabtestkit test --retries`): the failures of each earlier
    /// attempt that failed, oldest first. ``failures`` are the last attempt's.
    public var failedAttempts: [[FailureReport]]?

    /// Creates a test report.
    public init(
        name: String, startTime: Date, duration: TimeInterval = 0, outcome: ReportOutcome = .passed, attempts: Int = 1,
        failures: [FailureReport] = [], scenarios: [ScenarioReport] = [], steps: [StepReport] = [], trace: [TraceEntry] = [],
        failedAttempts: [[FailureReport]]? = nil
    ) {
        self.name = name
        self.startTime = startTime
        self.duration = duration
        self.outcome = outcome
        self.attempts = attempts
        self.failures = failures
        self.scenarios = scenarios
        self.steps = steps
        self.trace = trace
        self.failedAttempts = failedAttempts
    }
}

/// One scenario and its steps.
public struct ScenarioReport: Codable, Sendable, Equatable {
    /// The scenario's description.
    public var name: String
    /// The file it was written in: a Swift `#fileID`, or a `.feature` file's path.
    public var file: String
    /// Its line.
    public var line: UInt
    /// When it started.
    public var startTime: Date
    /// How long it ran, in seconds (0 when skipped).
    public var duration: TimeInterval
    /// How it ended.
    public var outcome: ReportOutcome
    /// Failures of the scenario itself (its body threw), beyond its steps'.
    public var failureMessages: [String]
    /// Its steps, in order, including those skipped after a failure.
    public var steps: [StepReport]
    /// Its tags (Gherkin scenarios), e.g. `@smoke`.
    public var tags: [String]
    /// The feature it belongs to (Gherkin scenarios).
    public var feature: String?

    /// Creates a scenario report.
    public init(
        name: String, file: String, line: UInt, startTime: Date, duration: TimeInterval, outcome: ReportOutcome,
        failureMessages: [String] = [], steps: [StepReport], tags: [String] = [], feature: String? = nil
    ) {
        self.name = name
        self.file = file
        self.line = line
        self.startTime = startTime
        self.duration = duration
        self.outcome = outcome
        self.failureMessages = failureMessages
        self.steps = steps
        self.tags = tags
        self.feature = feature
    }
}

/// One Given/When/Then/And step.
public struct StepReport: Codable, Sendable, Equatable {
    /// `Given`, `When`, `Then`, `And`, `But` or `Step`.
    public var keyword: String
    /// The readable name, e.g. `When I tap(loginScreen.logInButton)`.
    public var name: String
    /// The file it was written in.
    public var file: String
    /// Its line.
    public var line: UInt
    /// When it started.
    public var startTime: Date
    /// How long it ran, in seconds (0 when skipped).
    public var duration: TimeInterval
    /// How it ended.
    public var outcome: ReportOutcome
    /// Why it failed, in order.
    public var failureMessages: [String]
    /// Evidence: screenshots, page sources.
    public var attachments: [AttachmentReport]
    /// Steps run from inside this step's body.
    public var steps: [StepReport]

    /// Creates a step report.
    public init(
        keyword: String, name: String, file: String, line: UInt, startTime: Date, duration: TimeInterval,
        outcome: ReportOutcome, failureMessages: [String] = [], attachments: [AttachmentReport] = [], steps: [StepReport] = []
    ) {
        self.keyword = keyword
        self.name = name
        self.file = file
        self.line = line
        self.startTime = startTime
        self.duration = duration
        self.outcome = outcome
        self.failureMessages = failureMessages
        self.attachments = attachments
        self.steps = steps
    }

    /// The name without its leading keyword (`I tap(button)`), as Gherkin formats want it.
    public var text: String {
        name.hasPrefix(keyword + " ") ? String(name.dropFirst(keyword.count + 1)) : name
    }
}

/// A failure as reported, with where it points and its evidence.
public struct FailureReport: Codable, Sendable, Equatable {
    /// The full message.
    public var message: String
    /// The file it points at.
    public var file: String
    /// The line it points at.
    public var line: UInt
    /// The step it happened in, if any.
    public var step: String?
    /// Evidence gathered when it happened.
    public var attachments: [AttachmentReport]
    /// Why it happened, typed (``FailureCauseReport``); `nil` in reports written before causes
    /// were recorded.
    public var cause: FailureCauseReport?

    /// Creates a failure report.
    public init(
        message: String, file: String, line: UInt, step: String? = nil, attachments: [AttachmentReport] = [],
        cause: FailureCauseReport? = nil
    ) {
        self.message = message
        self.file = file
        self.line = line
        self.step = step
        self.attachments = attachments
        self.cause = cause
    }
}

/// A file attached to a report, stored beside it.
public struct AttachmentReport: Codable, Sendable, Equatable {
    /// e.g. `screenshot.png`.
    public var name: String
    /// e.g. `image/png`.
    public var mediaType: String
    /// Its path, relative to the report's folder.
    public var path: String

    /// Creates an attachment report.
    public init(name: String, mediaType: String, path: String) {
        self.name = name
        self.mediaType = mediaType
        self.path = path
    }

    /// Whether it is an image.
    public var isImage: Bool { mediaType.hasPrefix("image/") }
}

/// One action or wait of a test's trace.
public struct TraceEntry: Codable, Sendable, Equatable {
    /// `tap`, `type`, `wait`…
    public var kind: String
    /// e.g. `tap Button "Log in"`.
    public var title: String
    /// The element's full query.
    public var query: String
    /// The node it resolved to, e.g. `Button "Log in" at (20, 300, 350, 44)`.
    public var resolved: String?
    /// When it started.
    public var startTime: Date
    /// How long it took, in seconds.
    public var duration: TimeInterval
    /// What it waited for before it could happen.
    public var waitedFor: [String]
    /// How it ended: `passed` or `failed`.
    public var outcome: ReportOutcome
    /// Why it failed.
    public var error: String?
    /// The screen before it.
    public var before: AttachmentReport?
    /// The screen after it.
    public var after: AttachmentReport?

    /// Creates a trace entry.
    public init(
        kind: String, title: String, query: String, resolved: String?, startTime: Date, duration: TimeInterval,
        waitedFor: [String], outcome: ReportOutcome, error: String? = nil, before: AttachmentReport? = nil, after: AttachmentReport? = nil
    ) {
        self.kind = kind
        self.title = title
        self.query = query
        self.resolved = resolved
        self.startTime = startTime
        self.duration = duration
        self.waitedFor = waitedFor
        self.outcome = outcome
        self.error = error
        self.before = before
        self.after = after
    }
}
