import ElementCore
import WebDriverClient

/// How one query step is looked up through Appium's XCUITest driver.
///
/// - `class name` `XCUIElementType…` when the step has a type and neither an id nor filters;
/// - `accessibility id` when the step is of type `.any`, has an id and no filters (note: the
///   driver matches it against the `name` attribute, which is the identifier when there is one,
///   else the label);
/// - otherwise `-ios predicate string`: `type == "XCUIElementTypeButton" AND (name == "OK" OR
///   label == "OK")`, then each filter's `predicateFormat` AND-ed in parentheses. A step with
///   none of these is `TRUEPREDICATE`.
struct AppiumLocator: Equatable, Sendable, CustomStringConvertible {
    /// The locator strategy.
    var strategy: LocatorStrategy
    /// The strategy's value (a class name, an identifier or a predicate).
    var value: String

    /// `-ios predicate string "type == …"`.
    var description: String { "\(strategy.rawValue) \(value)" }

    /// The locator for `step`.
    ///
    /// - Throws: ``EngineError/invalidQuery(_:)`` when a filter has no `predicateFormat`:
    ///   Appium evaluates filters in the app, as `NSPredicate` text, never in the test.
    static func forStep(_ step: QueryStep) throws(EngineError) -> AppiumLocator {
        if step.filters.isEmpty {
            if step.id == nil, step.type != .any {
                return AppiumLocator(strategy: .className, value: step.type.xcuiClassName)
            }
            if let id = step.id, step.type == .any {
                return AppiumLocator(strategy: .accessibilityId, value: id)
            }
        }
        return AppiumLocator(strategy: .iosPredicateString, value: try predicate(for: step))
    }

    /// The `-ios predicate string` of `step`.
    static func predicate(for step: QueryStep) throws(EngineError) -> String {
        var clauses: [String] = []
        if step.type != .any {
            clauses.append("type == \(quoted(step.type.xcuiClassName))")
        }
        if let id = step.id {
            let value = quoted(id)
            clauses.append("(name == \(value) OR label == \(value))")
        }
        for filter in step.filters {
            guard let format = filter.predicateFormat else {
                throw .invalidQuery("""
                Cannot look up \(step) through Appium: its filter \(filter) has no NSPredicate format, and \
                Appium's XCUITest driver evaluates filters on the device, as `-ios predicate string` text. \
                Give the filter a `predicateFormat` (the XCUIStyleExtensions predicates have one).
                """)
            }
            clauses.append("(\(format))")
        }
        return clauses.isEmpty ? "TRUEPREDICATE" : clauses.joined(separator: " AND ")
    }

    /// `text` as an `NSPredicate` string literal, in double quotes.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// `text` with backslashes and double quotes escaped, and line breaks and tabs written as
    /// `\n`, `\r` and `\t`, so it can sit between double quotes in an `NSPredicate`.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text.unicodeScalars {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
