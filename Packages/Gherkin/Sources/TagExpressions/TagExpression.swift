/// A boolean expression over tags, used to choose which scenarios run: `@smoke and not @slow`.
///
/// Operators are `not`, `and` and `or` (in decreasing precedence; `and` and `or` group to the
/// left), with parentheses to group. A backslash escapes `(`, `)`, `\` and white space inside a
/// tag (`@a\(1\)`). The empty expression matches everything.
///
/// ```swift
/// let expression = try TagExpression("@smoke and not (@slow or @flaky)")
/// expression.evaluate(tags: ["@smoke"])            // true
/// expression.evaluate(tags: ["@smoke", "@slow"])   // false
/// ```
public struct TagExpression: Sendable, Hashable, CustomStringConvertible {
    /// The expression as written.
    public let source: String
    private let root: TagExpressionNode

    /// Parses `expression`.
    /// - Throws: ``TagExpressionError`` for a malformed expression, worded as Cucumber words it.
    public init(_ expression: String) throws(TagExpressionError) {
        source = expression
        root = try TagExpressionParser(expression: expression).parse()
    }

    /// Whether a scenario with `tags` (names with their `@`) is selected.
    public func evaluate(tags: some Sequence<String>) -> Bool {
        root.evaluate(Set(tags))
    }

    /// The expression fully parenthesised, as Cucumber prints it: `( @a and not ( @b ) )`.
    public var description: String { root.description }
}

/// A parsed tag expression.
indirect enum TagExpressionNode: Sendable, Hashable, CustomStringConvertible {
    case tag(String)
    case not(TagExpressionNode)
    case and(TagExpressionNode, TagExpressionNode)
    case or(TagExpressionNode, TagExpressionNode)
    /// The empty expression.
    case always

    func evaluate(_ tags: Set<String>) -> Bool {
        switch self {
        case .tag(let name): return tags.contains(name)
        case .not(let operand): return !operand.evaluate(tags)
        case .and(let left, let right): return left.evaluate(tags) && right.evaluate(tags)
        case .or(let left, let right): return left.evaluate(tags) || right.evaluate(tags)
        case .always: return true
        }
    }

    var description: String {
        switch self {
        case .tag(let name):
            var escaped = String.UnicodeScalarView()
            for scalar in name.unicodeScalars {
                if scalar == "\\" || scalar == "(" || scalar == ")" {
                    escaped.append("\\")
                    escaped.append(scalar)
                } else if scalar.isTagWhitespace {
                    escaped.append(contentsOf: "\\ ".unicodeScalars)
                } else {
                    escaped.append(scalar)
                }
            }
            return String(escaped)
        case .not(let operand):
            switch operand {
            case .and, .or: return "not \(operand)"  // already parenthesised
            default: return "not ( \(operand) )"
            }
        case .and(let left, let right): return "( \(left) and \(right) )"
        case .or(let left, let right): return "( \(left) or \(right) )"
        case .always: return ""
        }
    }
}

extension Unicode.Scalar {
    /// White space as JavaScript's `\s`, which Cucumber's tag expressions split on.
    var isTagWhitespace: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return true
        default:
            return false
        }
    }
}
