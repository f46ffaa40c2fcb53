/// A token of a Cucumber Expression: a run of text or white space, or one special character.
struct ExpressionToken: Sendable, Hashable {
    enum Kind: String, Sendable {
        case startOfLine = "START_OF_LINE"
        case endOfLine = "END_OF_LINE"
        case whiteSpace = "WHITE_SPACE"
        case beginOptional = "BEGIN_OPTIONAL"
        case endOptional = "END_OPTIONAL"
        case beginParameter = "BEGIN_PARAMETER"
        case endParameter = "END_PARAMETER"
        case alternation = "ALTERNATION"
        case text = "TEXT"
    }

    let type: Kind
    /// The token's text, escapes removed.
    let text: String
    /// Where the token starts and ends in the expression, in code points, escapes included.
    let start: Int
    let end: Int
}

/// Splits a Cucumber Expression into tokens. A backslash makes the next character text; only
/// the special characters, the backslash and a space may be escaped.
enum ExpressionTokenizer {
    static func tokenize(_ expression: String) throws(CucumberExpressionError) -> [ExpressionToken] {
        let scalars = Array(expression.unicodeScalars)
        var tokens: [ExpressionToken] = []
        var buffer = String.UnicodeScalarView()
        var bufferCount = 0
        var bufferStart = 0
        var escapes = 0
        var previous = ExpressionToken.Kind.startOfLine
        var treatAsText = false

        func flush(_ type: ExpressionToken.Kind) -> ExpressionToken {
            // Escapes count towards a text token's length, not towards the token after it.
            let escapeCount = type == .text ? escapes : 0
            if type == .text { escapes = 0 }
            let end = bufferStart + bufferCount + escapeCount
            let token = ExpressionToken(type: type, text: String(buffer), start: bufferStart, end: end)
            buffer = String.UnicodeScalarView()
            bufferCount = 0
            bufferStart = end
            return token
        }

        if scalars.isEmpty {
            tokens.append(ExpressionToken(type: .startOfLine, text: "", start: 0, end: 0))
        }
        for scalar in scalars {
            if !treatAsText && scalar == "\\" {
                escapes += 1
                treatAsText = true
                continue
            }
            let current: ExpressionToken.Kind
            if treatAsText {
                guard canEscape(scalar) else {
                    throw .cannotEscape(expression, at: bufferStart + bufferCount + escapes)
                }
                current = .text
            } else {
                current = kind(of: scalar)
            }
            treatAsText = false
            // Text and white space run on; every special character is a token of its own.
            if current != previous || (current != .whiteSpace && current != .text) {
                tokens.append(flush(previous))
            }
            previous = current
            buffer.append(scalar)
            bufferCount += 1
        }
        if bufferCount > 0 {
            tokens.append(flush(previous))
        }
        if treatAsText {
            throw .endOfLineCannotBeEscaped(expression)
        }
        tokens.append(ExpressionToken(type: .endOfLine, text: "", start: scalars.count, end: scalars.count))
        return tokens
    }

    private static func canEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || "\\/{}()".unicodeScalars.contains(scalar)
    }

    private static func kind(of scalar: Unicode.Scalar) -> ExpressionToken.Kind {
        switch scalar {
        case " ": return .whiteSpace
        case "/": return .alternation
        case "{": return .beginParameter
        case "}": return .endParameter
        case "(": return .beginOptional
        case ")": return .endOptional
        default: return .text
        }
    }
}
