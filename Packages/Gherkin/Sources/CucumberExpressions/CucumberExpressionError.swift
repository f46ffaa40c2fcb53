/// A problem with a Cucumber Expression, a parameter type, or a step's argument.
///
/// Problems in an expression's text are worded as Cucumber words them, with the expression
/// quoted and a pointer under the offending part:
///
/// ```text
/// This Cucumber Expression has a problem at column 7:
///
/// three () mice
///       ^^
/// An optional must contain some text.
/// If you did not mean to use an optional you can use '\(' to escape the '('
/// ```
public struct CucumberExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The whole explanation.
    public let message: String

    init(_ message: String) {
        self.message = message
    }

    /// The same as ``message``.
    public var description: String { message }

    /// A problem at `start..<end` (code point offsets) of `expression`: where, what, and how to fix it.
    static func at(_ start: Int, _ end: Int, in expression: String, problem: String, solution: String) -> Self {
        var pointer = String(repeating: " ", count: start) + "^"
        if start + 1 < end {
            pointer += String(repeating: "-", count: max(0, end - start - 2)) + "^"
        }
        return Self("""
            This Cucumber Expression has a problem at column \(start + 1):

            \(expression)
            \(pointer)
            \(problem).
            \(solution)
            """)
    }
}

/// The problems a Cucumber Expression's text can have.
extension CucumberExpressionError {
    static func cannotEscape(_ expression: String, at index: Int) -> Self {
        at(index, index + 1, in: expression,
           problem: "Only the characters '{', '}', '(', ')', '\\', '/' and whitespace can be escaped",
           solution: "If you did mean to use an '\\' you can use '\\\\' to escape it")
    }

    static func endOfLineCannotBeEscaped(_ expression: String) -> Self {
        let index = expression.unicodeScalars.count - 1
        return at(index, index + 1, in: expression, problem: "The end of line can not be escaped",
                  solution: "You can use '\\\\' to escape the '\\'")
    }

    static func missingEnd(_ expression: String, _ token: ExpressionToken) -> Self {
        let (begin, end, purpose) = token.type == .beginOptional ? ("(", ")", "optional text") : ("{", "}", "a parameter")
        return at(token.start, token.end, in: expression, problem: "The '\(begin)' does not have a matching '\(end)'",
                  solution: "If you did not intend to use \(purpose) you can use '\\\(begin)' to escape the \(purpose)")
    }

    static func alternationInOptional(_ expression: String, _ token: ExpressionToken) -> Self {
        at(token.start, token.end, in: expression, problem: "An alternation can not be used inside an optional",
           solution: "If you did not mean to use an alternation you can use '\\/' to escape the '/'. Otherwise rephrase "
               + "your expression or consider using a regular expression instead.")
    }

    static func invalidParameterName(_ expression: String, _ token: ExpressionToken) -> Self {
        at(token.start, token.end, in: expression,
           problem: "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'",
           solution: "Did you mean to use a regular expression?")
    }

    static func alternativeMayNotBeEmpty(_ expression: String, _ node: CucumberExpressionNode) -> Self {
        at(node.start, node.end, in: expression, problem: "Alternative may not be empty",
           solution: "If you did not mean to use an alternative you can use '\\/' to escape the '/'")
    }

    static func alternativeOnlyOptionals(_ expression: String, _ node: CucumberExpressionNode) -> Self {
        at(node.start, node.end, in: expression, problem: "An alternative may not exclusively contain optionals",
           solution: "If you did not mean to use an optional you can use '\\(' to escape the '('")
    }

    static func optionalMayNotBeEmpty(_ expression: String, _ node: CucumberExpressionNode) -> Self {
        at(node.start, node.end, in: expression, problem: "An optional must contain some text",
           solution: "If you did not mean to use an optional you can use '\\(' to escape the '('")
    }

    static func parameterInOptional(_ expression: String, _ node: CucumberExpressionNode) -> Self {
        at(node.start, node.end, in: expression, problem: "An optional may not contain a parameter type",
           solution: "If you did not mean to use an parameter type you can use '\\{' to escape the '{'")
    }

    static func optionalInOptional(_ expression: String, _ node: CucumberExpressionNode) -> Self {
        at(node.start, node.end, in: expression, problem: "An optional may not contain an other optional",
           solution: "If you did not mean to use an optional type you can use '\\(' to escape the '('. For more "
               + "complicated expressions consider using a regular expression instead.")
    }

    static func undefinedParameterType(_ expression: String, _ node: CucumberExpressionNode, name: String) -> Self {
        at(node.start, node.end, in: expression, problem: "Undefined parameter type '\(name)'",
           solution: "Please register a ParameterType for '\(name)'")
    }
}
