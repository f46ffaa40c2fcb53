import ElementCore
import Foundation

/// Evaluating ``EasyPredicate/other(_:)``: raw `NSPredicate` text.
///
/// Off Apple platforms there is no NSPredicate parser, so evaluation throws a
/// `QueryFilterError` that says so; it never passes silently. On Apple platforms the text is
/// first checked for the mistakes that would crash the test process instead of failing it
/// (unbalanced quotes or parentheses, `%@`-style specifiers or `$variables` with nothing to
/// substitute), then parsed by `NSPredicate(format:)` and evaluated against the snapshot's
/// attributes under XCUI's key names. Other syntax errors raise NSPredicate's own exception,
/// exactly as XCUI's `matching(_:)` would with the same text.
enum RawPredicate {
    static func evaluate(_ text: String, on snapshot: ElementSnapshot?) throws -> Bool {
        try validate(text)
        #if canImport(ObjectiveC)
        let predicate = NSPredicate(format: text, argumentArray: nil)
        return predicate.evaluate(with: SnapshotAttributes(snapshot))
        #else
        throw QueryFilterError(
            """
            Cannot evaluate the raw predicate \(PredicateLiteral.quoted(text)) here: only Apple's NSPredicate \
            can evaluate `.other(…)`, and this platform has none. Write it with the typed predicates \
            (.label, .identifier, .value, .placeholder, .type, .and, .or, .not…), which every engine evaluates.
            """
        )
        #endif
    }

    /// Rejects raw text that NSPredicate would crash on rather than report.
    static func validate(_ text: String) throws {
        var quote: Unicode.Scalar?
        var escaping = false
        var depth = 0
        for scalar in text.unicodeScalars {
            if let open = quote {
                if escaping {
                    escaping = false
                } else if scalar == "\\" {
                    escaping = true
                } else if scalar == open {
                    quote = nil
                }
                continue
            }
            switch scalar {
            case "\"", "'":
                quote = scalar
            case "(":
                depth += 1
            case ")":
                depth -= 1
                if depth < 0 { throw invalid(text, "a closing parenthesis has no opening one") }
            case "%":
                throw invalid(text, "`%` outside quotes is a format specifier, and there is nothing to substitute; quote values with PredicateLiteral.quoted(_:)")
            case "$":
                throw invalid(text, "`$` outside quotes is a substitution variable, and there is nothing to substitute")
            default:
                break
            }
        }
        if quote != nil { throw invalid(text, "a quoted string is not closed") }
        if depth > 0 { throw invalid(text, "a parenthesis is not closed") }
        if text.allSatisfy(\.isWhitespace) { throw invalid(text, "it is empty") }
    }

    private static func invalid(_ text: String, _ reason: String) -> QueryFilterError {
        QueryFilterError("The raw predicate \(PredicateLiteral.quoted(text)) is not valid NSPredicate text: \(reason).")
    }
}

#if canImport(ObjectiveC)
/// A snapshot's attributes under the key names XCUI predicates use.
private final class SnapshotAttributes: NSObject {
    @objc let exists: Bool
    @objc let identifier: String
    @objc let label: String
    @objc let title: String
    @objc let value: String?
    @objc let placeholderValue: String?
    @objc let elementType: UInt
    @objc let isEnabled: Bool
    @objc let isHittable: Bool
    @objc let isSelected: Bool
    @objc let hasFocus: Bool

    init(_ snapshot: ElementSnapshot?) {
        exists = snapshot != nil
        identifier = snapshot?.identifier ?? ""
        label = snapshot?.label ?? ""
        title = ""
        value = snapshot?.value
        placeholderValue = snapshot?.placeholder
        elementType = snapshot?.type.rawValue ?? 0
        isEnabled = snapshot?.isEnabled ?? false
        isHittable = snapshot?.isHittable ?? false
        isSelected = snapshot?.isSelected ?? false
        hasFocus = snapshot?.hasKeyboardFocus ?? false
        super.init()
    }

    /// Unknown keys read as `nil` instead of raising.
    override func value(forUndefinedKey key: String) -> Any? { nil }
}
#endif
