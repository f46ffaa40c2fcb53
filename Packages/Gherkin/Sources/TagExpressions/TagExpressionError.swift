/// A malformed tag expression.
public struct TagExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Sendable, Hashable {
        /// A tag, `not` or `(` was expected (`@a and`, `or @b`).
        case expectedOperand
        /// `and`, `or` or `)` was expected (`@a @b`, `@a not`).
        case expectedOperator
        /// A `(` is never closed.
        case unmatchedOpeningParenthesis
        /// A `)` has no `(`.
        case unmatchedClosingParenthesis
        /// A backslash precedes a character that cannot be escaped.
        case illegalEscape(Character)
    }

    /// The expression as written.
    public let expression: String
    /// What is wrong.
    public let reason: Reason

    /// The explanation, as Cucumber words it: `Tag expression "@a and" could not be parsed
    /// because of syntax error: Expected operand.`
    public var message: String {
        let detail: String
        switch reason {
        case .expectedOperand: detail = "Expected operand."
        case .expectedOperator: detail = "Expected operator."
        case .unmatchedOpeningParenthesis: detail = "Unmatched (."
        case .unmatchedClosingParenthesis: detail = "Unmatched )."
        case .illegalEscape(let character): detail = "Illegal escape before \"\(character)\"."
        }
        return "Tag expression \"\(expression)\" could not be parsed because of syntax error: \(detail)"
    }

    /// The same as ``message``.
    public var description: String { message }
}
