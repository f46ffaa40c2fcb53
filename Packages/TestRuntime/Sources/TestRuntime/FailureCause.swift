/// Why a test failed, as a typed value that travels from where the failure was raised to the
/// sinks that report it (the test framework, the console, the reports), which alone turn it into
/// text through its ``description``.
///
/// ElementCore's `ElementFailure` (an element that could not be found or used, with the engine's
/// error and the element's full query), BDD's `ThrownError` (a step's body threw) and
/// ``FailureText`` (a message written by hand) are causes. Tests can assert on a cause's type and
/// values instead of on its text:
///
/// ```swift
/// let failure = Failures.capture { button.tap() }.first
/// #expect(failure?.cause is ElementFailure)
/// ```
public protocol FailureCause: Sendable, CustomStringConvertible {
    /// The failure's text as reports show it: a sentence, then details on further lines. Secrets
    /// are masked by ``Failure`` when it is read.
    var description: String { get }
    /// Whether ``description`` already names the step and scenario it happened in (BDD's
    /// `ThrownError`: `Step "…" in scenario "…" threw an error: …`), so that
    /// ``Failure/fullMessage`` does not name them a second time.
    var namesItsStep: Bool { get }
    /// What reports record of the cause beside its text (Reporting's `FailureCauseReport`): its
    /// kind and the values tools sort and count failures by. `nil` (the default): reports give
    /// its type's name as an `other` cause.
    var reportFields: FailureReportFields? { get }
}

extension FailureCause {
    /// Most causes do not name their step.
    public var namesItsStep: Bool { false }
    /// Reports name the cause by its type.
    public var reportFields: FailureReportFields? { nil }
}

/// A cause as reports record it (``FailureCause/reportFields``; Reporting's `FailureCauseReport`
/// in `report.json`): `kind` always, the rest when the cause has them. Secrets are masked where
/// the report is made.
public struct FailureReportFields: Codable, Sendable, Equatable {
    /// A short, stable name of what happened, e.g. `timedOut`, `undefinedStep`, `engineSetup`.
    public var kind: String
    /// What was tried, e.g. `tap Button "OK"`.
    public var attempt: String?
    /// The element's full query.
    public var query: String?
    /// What was expected.
    public var expected: String?
    /// What was seen instead.
    public var observed: String?
    /// Anything else that tells failures of this kind apart.
    public var detail: String?

    /// Fields of a report.
    public init(kind: String, attempt: String? = nil, query: String? = nil, expected: String? = nil, observed: String? = nil,
                detail: String? = nil) {
        self.kind = kind
        self.attempt = attempt
        self.query = query
        self.expected = expected
        self.observed = observed
        self.detail = detail
    }
}

/// A cause that is only a message: `Failures.record("The basket is empty")`, or a failure the
/// test framework recorded by itself (an `XCTAssert`).
public struct FailureText: FailureCause, Equatable {
    /// The message.
    public var text: String
    /// Whether the test framework already recorded this failure (an `XCTAssert` that failed
    /// inside a step): it counts for the test's outcome but is not reported again.
    public var isRecordedByTestFramework: Bool

    /// A message; `isRecordedByTestFramework` when XCTest or Swift Testing recorded it first.
    public init(_ text: String, isRecordedByTestFramework: Bool = false) {
        self.text = text
        self.isRecordedByTestFramework = isRecordedByTestFramework
    }

    /// The message.
    public var description: String { text }
}
