// A small NSPredicate format-string parser and evaluator.
//
// swift-corelibs-foundation marks `NSPredicate(format:)` unavailable ("Predicate strings and
// key-value coding are not supported"), so engine code such as
// `NSPredicate(format: "label BEGINSWITH[c] %@", prefix)` would not even compile on Linux. The shim
// re-adds the initializers (see NSPredicate+Shim.swift) and evaluates this documented subset:
//
// - comparisons: `==` `=` `!=` `<>` `<` `<=` `=<` `>` `>=` `=>` BEGINSWITH ENDSWITH CONTAINS LIKE
//   MATCHES IN, with `[c]`, `[d]`, `[cd]` options on string comparisons;
// - logic: AND `&&`, OR `||`, NOT `!`, parentheses, TRUEPREDICATE, FALSEPREDICATE;
// - operands: key paths `identifier label title value placeholderValue elementType exists
//   isEnabled|enabled isSelected|selected isHittable|hittable hasFocus horizontalSizeClass
//   verticalSizeClass state`, literals ('str', "str", numbers, TRUE/YES, FALSE/NO, NIL/NULL,
//   `{a, b}`), format arguments `%@ %K %d %i %u %ld %lu %lld %llu %f %lf %g`.
//
// Anything else (aggregates ANY/ALL, BETWEEN, SELF, key paths like `frame.size.width`, functions) is
// a parse error: reported as an XCUIShimFailure and the predicate evaluates to false.
#if !canImport(Darwin)
import Foundation

/// A literal or attribute value inside a predicate.
enum ShimPredicateValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case list([ShimPredicateValue])

    static func from(_ any: Any?) -> ShimPredicateValue {
        guard let any else { return .null }
        switch any {
        case let value as ShimPredicateValue: return value
        case let value as Bool: return .bool(value)
        case let value as String: return .string(value)
        case let value as Substring: return .string(String(value))
        case let value as NSString: return .string(String(describing: value))
        case let value as NSNumber: return .number(value.doubleValue)
        case let value as any BinaryInteger: return .number(Double(value))
        case let value as any BinaryFloatingPoint: return .number(Double(value))
        case let value as CGFloat: return .number(Double(value))
        case let value as XCUIElement.ElementType: return .number(Double(value.rawValue))
        case is NSNull: return .null
        case let value as [Any]: return .list(value.map { from($0) })
        default: return .string(String(describing: any))
        }
    }

    var numeric: Double? {
        switch self {
        case .number(let value): return value
        case .bool(let value): return value ? 1 : 0
        default: return nil
        }
    }

    var rendered: String {
        switch self {
        case .string(let text):
            return "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        case .number(let value):
            if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
            return String(describing: value)
        case .bool(let value): return value ? "TRUE" : "FALSE"
        case .null: return "nil"
        case .list(let values): return "{" + values.map(\.rendered).joined(separator: ", ") + "}"
        }
    }
}

/// Attributes a predicate can read.
enum ShimAttributeKey: String, Sendable, CaseIterable {
    case identifier, label, title, value, placeholderValue, elementType, exists
    case isEnabled, isSelected, isHittable, hasFocus, horizontalSizeClass, verticalSizeClass, state

    init?(keyPath: String) {
        switch keyPath {
        case "enabled": self = .isEnabled
        case "selected": self = .isSelected
        case "hittable": self = .isHittable
        default: self.init(rawValue: keyPath)
        }
    }
}

/// Anything a predicate can be evaluated against (nodes, elements, snapshots).
protocol ShimAttributeSource {
    func shimAttribute(_ key: ShimAttributeKey) -> ShimPredicateValue
}

struct ShimComparisonOptions: OptionSet, Sendable {
    let rawValue: Int
    static let caseInsensitive = ShimComparisonOptions(rawValue: 1)
    static let diacriticInsensitive = ShimComparisonOptions(rawValue: 2)

    var rendered: String {
        var text = ""
        if contains(.caseInsensitive) { text += "c" }
        if contains(.diacriticInsensitive) { text += "d" }
        return text.isEmpty ? "" : "[" + text + "]"
    }
}

enum ShimComparisonOperator: String, Sendable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", contains = "CONTAINS", like = "LIKE"
    case matches = "MATCHES", `in` = "IN"
}

enum ShimOperand: Sendable {
    case key(ShimAttributeKey)
    case literal(ShimPredicateValue)

    var rendered: String {
        switch self {
        case .key(let key): return key.rawValue
        case .literal(let value): return value.rendered
        }
    }

    func evaluate(_ source: ShimAttributeSource?) -> ShimPredicateValue {
        switch self {
        case .literal(let value): return value
        case .key(let key): return source?.shimAttribute(key) ?? .null
        }
    }
}

indirect enum ShimPredicateNode: Sendable {
    case constant(Bool)
    case not(ShimPredicateNode)
    case and([ShimPredicateNode])
    case or([ShimPredicateNode])
    case comparison(ShimOperand, ShimComparisonOperator, ShimComparisonOptions, ShimOperand)

    // MARK: Rendering (canonical text used in the call log)

    var rendered: String {
        switch self {
        case .constant(let value): return value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        case .not(let inner): return "NOT " + inner.renderedAsOperand
        case .and(let parts): return parts.map(\.renderedAsOperand).joined(separator: " AND ")
        case .or(let parts): return parts.map(\.renderedAsOperand).joined(separator: " OR ")
        case .comparison(let lhs, let op, let options, let rhs):
            return lhs.rendered + " " + op.rawValue + options.rendered + " " + rhs.rendered
        }
    }

    private var renderedAsOperand: String {
        switch self {
        case .and, .or: return "(" + rendered + ")"
        default: return rendered
        }
    }

    // MARK: Evaluation

    func evaluate(_ source: ShimAttributeSource?) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let inner): return !inner.evaluate(source)
        case .and(let parts): return parts.allSatisfy { $0.evaluate(source) }
        case .or(let parts): return parts.contains { $0.evaluate(source) }
        case .comparison(let lhs, let op, let options, let rhs):
            return Self.compare(lhs.evaluate(source), op, options, rhs.evaluate(source))
        }
    }

    private static func fold(_ text: String, _ options: ShimComparisonOptions) -> String {
        var folding: String.CompareOptions = []
        if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
        return folding.isEmpty ? text : text.folding(options: folding, locale: nil)
    }

    private static func equal(_ lhs: ShimPredicateValue, _ rhs: ShimPredicateValue, _ options: ShimComparisonOptions) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): return fold(a, options) == fold(b, options)
        case (.null, .null): return true
        case (.list(let a), .list(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1, options) }
        default:
            if let a = lhs.numeric, let b = rhs.numeric { return a == b }
            return false
        }
    }

    private static func order(_ lhs: ShimPredicateValue, _ rhs: ShimPredicateValue, _ options: ShimComparisonOptions) -> Int? {
        if let a = lhs.numeric, let b = rhs.numeric { return a < b ? -1 : (a > b ? 1 : 0) }
        if case .string(let a) = lhs, case .string(let b) = rhs {
            let x = fold(a, options), y = fold(b, options)
            return x < y ? -1 : (x > y ? 1 : 0)
        }
        return nil
    }

    private static func regexMatch(_ pattern: String, _ text: String, caseInsensitive: Bool) -> Bool {
        guard let regex = try? NSRegularExpression(
            pattern: "^(?:" + pattern + ")$",
            options: caseInsensitive ? [.caseInsensitive, .dotMatchesLineSeparators] : [.dotMatchesLineSeparators]
        ) else { return false }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return regex.firstMatch(in: text, options: [], range: range) != nil
    }

    private static func likePattern(_ wildcard: String) -> String {
        var pattern = ""
        for character in wildcard {
            switch character {
            case "*": pattern += ".*"
            case "?": pattern += "."
            default: pattern += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        return pattern
    }

    static func compare(
        _ lhs: ShimPredicateValue,
        _ op: ShimComparisonOperator,
        _ options: ShimComparisonOptions,
        _ rhs: ShimPredicateValue
    ) -> Bool {
        switch op {
        case .equal: return equal(lhs, rhs, options)
        case .notEqual: return !equal(lhs, rhs, options)
        case .less: return order(lhs, rhs, options).map { $0 < 0 } ?? false
        case .lessOrEqual: return order(lhs, rhs, options).map { $0 <= 0 } ?? false
        case .greater: return order(lhs, rhs, options).map { $0 > 0 } ?? false
        case .greaterOrEqual: return order(lhs, rhs, options).map { $0 >= 0 } ?? false
        case .in:
            switch rhs {
            case .list(let values): return values.contains { equal(lhs, $0, options) }
            case .string(let container):
                guard case .string(let text) = lhs else { return false }
                return fold(container, options).contains(fold(text, options))
            default: return false
            }
        case .beginsWith, .endsWith, .contains, .like, .matches:
            guard case .string(let rawText) = lhs, case .string(let rawPattern) = rhs else { return false }
            let diacritics = options.intersection(.diacriticInsensitive)
            switch op {
            case .beginsWith: return fold(rawText, options).hasPrefix(fold(rawPattern, options))
            case .endsWith: return fold(rawText, options).hasSuffix(fold(rawPattern, options))
            case .contains: return fold(rawText, options).contains(fold(rawPattern, options))
            case .like:
                return regexMatch(likePattern(fold(rawPattern, diacritics)), fold(rawText, diacritics),
                                  caseInsensitive: options.contains(.caseInsensitive))
            default:
                return regexMatch(fold(rawPattern, diacritics), fold(rawText, diacritics),
                                  caseInsensitive: options.contains(.caseInsensitive))
            }
        }
    }
}

#endif
