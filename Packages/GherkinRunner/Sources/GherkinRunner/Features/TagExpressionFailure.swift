import BDD

/// A tag expression that is not valid (in ``FeatureTestCase/tagExpression`` or the
/// `TABTESTKIT_TAGS` environment variable): the typed cause of the failure of every scenario it
/// should have selected, carried up to the reports. The text names the expression, where it
/// came from and what is wrong with it; tests assert on the cause rather than on the text:
///
/// ```swift
/// #expect((failure.cause as? TagExpressionFailure)?.expression == "@smoke and")
/// ```
public struct TagExpressionFailure: FailureCause, Equatable {
    /// The expression as written.
    public let expression: String
    /// The environment variable it was read from (`TABTESTKIT_TAGS`), or `nil` when it was given
    /// in code.
    public let environmentVariable: String?
    /// What is wrong with it, as the tag-expression parser says.
    public let problem: String

    init(expression: String, environmentVariable: String?, problem: String) {
        self.expression = expression
        self.environmentVariable = environmentVariable
        self.problem = problem
    }

    /// `The tag expression "@a and" is not valid: …`, or `The TABTESTKIT_TAGS tag expression …`.
    public var description: String {
        "\(source) \"\(expression)\" is not valid: \(problem)"
    }

    /// `invalidTagExpression`, with the expression and its problem.
    public var reportFields: FailureReportFields? {
        FailureReportFields(kind: "invalidTagExpression", attempt: "select scenarios with \(source.lowercasedFirst) \"\(expression)\"",
                            detail: problem)
    }

    /// `The tag expression` or `The TABTESTKIT_TAGS tag expression`.
    var source: String {
        environmentVariable.map { "The \($0) tag expression" } ?? "The tag expression"
    }
}
