import ElementCore
import Foundation

/// An expectation of ``Expecting`` that was not met: the typed cause of its failure, carried up
/// to the reports.
///
/// Its ``reason`` is ElementCore's `timedOut(expected:observed:)` for the `expectEventually`
/// and element-value matchers (which waited), or `mismatch(expected:observed:)` for the ones
/// that read once. The text keeps the matchers' wording
/// (`Expected Label "Status" to have the value "Saved" within 2 s, but it has "Loaded".`).
/// Tests assert on the cause rather than on its text:
///
/// ```swift
/// let failure = Failures.capture { expect(status, hasValue: "Saved") }.first
/// guard case .timedOut(let expected, _) = (failure?.cause as? ExpectationFailure)?.reason else { … }
/// ```
public struct ExpectationFailure: FailureCause {
    /// What was expected and seen: `timedOut` (waited up to ``timeout``) or `mismatch` (read
    /// once). `expected` is the expected value as shown (`"Saved"`, `2 cells`); `observed` says
    /// what was seen, as the text does (`it has "Loaded"`, `the value was 1`, `got 3`,
    /// `it could not be read: …`, `reading the value threw …`).
    public var reason: ElementFailure.Reason
    /// What was expected, as the text says it after `Expected`: `Label "Status" to have the
    /// value "Saved"`, `anything but 3`, `true`.
    public var expectation: String
    /// The element's full query, for the element matchers; `nil` for a plain value.
    public var query: ElementQuery?
    /// How long it waited, for the matchers that wait.
    public var timeout: TimeInterval?
    /// The test's own message, appended to the text (empty when none).
    public var note: String

    /// Creates a cause.
    public init(
        _ reason: ElementFailure.Reason, expectation: String, query: ElementQuery? = nil,
        timeout: TimeInterval? = nil, note: String = ""
    ) {
        self.reason = reason
        self.expectation = expectation
        self.query = query
        self.timeout = timeout
        self.note = note
    }

    /// The failure's text: what was expected (and within how long), what was seen, the test's
    /// message, then the element's query.
    public var description: String {
        let within = timeout.map { " within \(Eventually.seconds($0))" } ?? ""
        var text = "Expected \(expectation)\(within), but \(observed)." + (note.isEmpty ? "" : " \(note)")
        if let query { text += "\n  Query:     \(query)" }
        return text
    }

    /// `timedOut` or `mismatch`, with the expectation, the element's query, and what was seen.
    public var reportFields: FailureReportFields? {
        let kind: String
        var expected: String?
        switch reason {
        case .timedOut(let wanted, _): kind = "timedOut"; expected = wanted
        case .mismatch(let wanted, _): kind = "mismatch"; expected = wanted
        default: kind = "expectation"
        }
        return FailureReportFields(kind: kind, attempt: expectation, query: query?.description, expected: expected, observed: observed)
    }

    /// What was seen, as the text says it.
    private var observed: String {
        switch reason {
        case .timedOut(_, let observed), .mismatch(_, let observed): return observed
        // The matchers record only the two above; any other reason is shown as it is.
        default: return String(describing: reason)
        }
    }
}
