import ElementCore
import Foundation
#if !canImport(Darwin)
import XCUIShim
#endif

/// Turns a filter's `NSPredicate` format string into a predicate, after rejecting the texts
/// Apple's parser would not report but raise an Objective-C exception for (which ends the
/// test process): unbalanced quotes or parentheses, and `%` or `$` outside quotes, which ask
/// for arguments nobody passes.
enum PredicateText {
    static func predicate(_ format: String) throws(EngineError) -> NSPredicate {
        if let problem = problem(in: format) {
            throw .invalidQuery("The predicate \"\(format)\" cannot be used with XCUI: \(problem).")
        }
        return NSPredicate(format: format, argumentArray: nil)
    }

    /// Why the text is unsafe to parse, or `nil`.
    static func problem(in format: String) -> String? {
        if format.allSatisfy(\.isWhitespace) { return "it is empty" }
        var openQuote: Character?
        var escaped = false
        var depth = 0
        for character in format {
            if let quote = openQuote {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == quote {
                    openQuote = nil
                }
                continue
            }
            switch character {
            case "\"", "'": openQuote = character
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth < 0 { return "a closing parenthesis has no opening one" }
            case "%": return "`%` outside quotes asks for an argument, and there is none"
            case "$": return "`$` outside quotes is a variable, and there is no value for it"
            default: break
            }
        }
        if openQuote != nil { return "a quoted string is not closed" }
        if depth > 0 { return "a parenthesis is not closed" }
        return nil
    }
}
