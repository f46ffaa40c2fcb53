import ElementCore

/// Why a helper of this package or of EinsteinXCUI failed the test (`assertBreak`,
/// `assertEmpty`, `setSwitch`, `hideKeyboard`, `toPredicate`, `takeScreenshot`…): the typed
/// cause of its failures, carried up to the reports.
///
/// The text (``description``) keeps the helpers' wording, which users of Einstein and
/// TABTestKit read; reports and tests read the ``kind`` and the values instead:
///
/// ```swift
/// let failure = Failures.capture { query.assertEmpty(empty: true) }.first
/// #expect((failure?.cause as? XCUIStyleFailure)?.kind == .mismatch)
/// ```
public struct XCUIStyleFailure: FailureCause, Equatable {
    /// What went wrong. The names are those of ElementCore's `ElementFailure` kinds for the
    /// same situations, so reports count them together.
    public enum Kind: String, Sendable, Equatable {
        /// A predicate did not hold before the deadline.
        case timedOut
        /// What was checked once is not as expected: a predicate that does not hold, a query
        /// that is (not) empty, an element that is not a switch.
        case mismatch
        /// Several elements have the identifier that should designate one.
        case ambiguous
        /// What the helper needs is not there: an element at an index, a switch, a key that
        /// hides the keyboard.
        case notFound
        /// The test passed something that cannot be used: raw predicate text that is not valid
        /// `NSPredicate` text, or that cannot be evaluated here.
        case invalidArgument
        /// The engine failed (a screenshot it could not take, a query it could not resolve).
        case engine
        /// What the test asked cannot be done here (Airplane Mode in a simulator, a tap on a
        /// platform without taps).
        case unsupported
    }

    /// What went wrong.
    public var kind: Kind
    /// What the helper tried, e.g. `check button "OK" against exists == true`, `hide the keyboard`.
    public var attempt: String
    /// The element's or the query's description, when the helper had one.
    public var query: String?
    /// What was expected, e.g. a predicate's format, `empty`.
    public var expected: String?
    /// What was seen instead, e.g. the element's attributes, `3 elements`.
    public var observed: String?
    /// Anything else that tells failures of this kind apart: the engine's error, the invalid
    /// text's problem, the keys looked for.
    public var detail: String?
    /// The failure's text, in the helper's wording.
    public var description: String

    /// A cause whose text is `description`.
    public init(
        _ kind: Kind, attempt: String, query: String? = nil, expected: String? = nil, observed: String? = nil,
        detail: String? = nil, description: String
    ) {
        self.kind = kind
        self.attempt = attempt
        self.query = query
        self.expected = expected
        self.observed = observed
        self.detail = detail
        self.description = description
    }

    /// The ``kind``'s name, with what was tried, the query, and what was expected and seen.
    public var reportFields: FailureReportFields? {
        FailureReportFields(kind: kind.rawValue, attempt: attempt, query: query, expected: expected, observed: observed, detail: detail)
    }
}
