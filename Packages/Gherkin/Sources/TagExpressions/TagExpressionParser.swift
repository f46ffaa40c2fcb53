/// Parses a tag expression with Dijkstra's shunting-yard algorithm, as Cucumber does.
struct TagExpressionParser {
    let expression: String

    private enum Operator: Equatable {
        case not, and, or, openParenthesis

        /// Higher binds tighter.
        var precedence: Int {
            switch self {
            case .openParenthesis: return -2
            case .or: return 0
            case .and: return 1
            case .not: return 2
            }
        }
    }

    func parse() throws(TagExpressionError) -> TagExpressionNode {
        let tokens = try tokenize()
        guard !tokens.isEmpty else { return .always }
        var operands: [TagExpressionNode] = []
        var operators: [Operator] = []
        var expectOperand = true

        /// Checks the token's kind against what the expression needs next; the error names the latter.
        func expect(operand: Bool) throws(TagExpressionError) {
            if expectOperand != operand { throw error(expectOperand ? .expectedOperand : .expectedOperator) }
        }

        for token in tokens {
            switch token.role {
            case "not":
                try expect(operand: true)
                operators.append(.not)
            case "and", "or":
                try expect(operand: false)
                let current: Operator = token.role == "and" ? .and : .or
                // Both are left-associative: first apply what binds at least as tightly.
                while let top = operators.last, top != .openParenthesis, current.precedence <= top.precedence {
                    try apply(operators.removeLast(), to: &operands)
                }
                operators.append(current)
                expectOperand = true
            case "(":
                try expect(operand: true)
                operators.append(.openParenthesis)
            case ")":
                try expect(operand: false)
                while let top = operators.last, top != .openParenthesis {
                    try apply(operators.removeLast(), to: &operands)
                }
                guard operators.popLast() == .openParenthesis else { throw error(.unmatchedClosingParenthesis) }
                expectOperand = false
            default:
                try expect(operand: true)
                operands.append(.tag(token.text))
                expectOperand = false
            }
        }
        while let top = operators.popLast() {
            if top == .openParenthesis { throw error(.unmatchedOpeningParenthesis) }
            try apply(top, to: &operands)
        }
        guard let root = operands.popLast() else { throw error(.expectedOperand) }
        return root
    }

    private func apply(_ operation: Operator, to operands: inout [TagExpressionNode]) throws(TagExpressionError) {
        switch operation {
        case .not:
            guard let operand = operands.popLast() else { throw error(.expectedOperand) }
            operands.append(.not(operand))
        case .and, .or:
            guard let right = operands.popLast(), let left = operands.popLast() else { throw error(.expectedOperand) }
            operands.append(operation == .and ? .and(left, right) : .or(left, right))
        case .openParenthesis:
            throw error(.unmatchedOpeningParenthesis)
        }
    }

    /// A word or parenthesis of the expression.
    private struct Token {
        let text: String
        /// Whether an escape made part of it, so it is a tag even if it reads `(` or `not`.
        let hasEscape: Bool

        /// The operator or parenthesis the token is, or `""` for a tag.
        var role: String {
            guard !hasEscape else { return "" }
            return ["not", "and", "or", "(", ")"].contains(text) ? text : ""
        }
    }

    /// Splits the expression at white space and parentheses; a backslash keeps the next `(`,
    /// `)`, `\` or white space inside the tag.
    private func tokenize() throws(TagExpressionError) -> [Token] {
        var tokens: [Token] = []
        var token = String.UnicodeScalarView()
        var tokenHasEscape = false
        var escaped = false
        func finishToken() {
            if !token.isEmpty { tokens.append(Token(text: String(token), hasEscape: tokenHasEscape)) }
            token = String.UnicodeScalarView()
            tokenHasEscape = false
        }
        for scalar in expression.unicodeScalars {
            if escaped {
                guard scalar == "(" || scalar == ")" || scalar == "\\" || scalar.isTagWhitespace else {
                    throw error(.illegalEscape(Character(scalar)))
                }
                token.append(scalar)
                tokenHasEscape = true
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "(" || scalar == ")" || scalar.isTagWhitespace {
                finishToken()
                if !scalar.isTagWhitespace { tokens.append(Token(text: String(scalar), hasEscape: false)) }
            } else {
                token.append(scalar)
            }
        }
        finishToken()
        return tokens
    }

    private func error(_ reason: TagExpressionError.Reason) -> TagExpressionError {
        TagExpressionError(expression: expression, reason: reason)
    }
}
