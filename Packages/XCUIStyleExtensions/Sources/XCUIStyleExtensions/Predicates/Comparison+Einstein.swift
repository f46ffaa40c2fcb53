import Foundation

// Einstein's `Comparison` was a string enum with an `other(String)` case; these members give
// this type the same spelling.
extension Comparison: RawRepresentable {
    /// The operator as `NSPredicate` text, e.g. `BEGINSWITH[c]`.
    public var rawValue: String { description }

    /// The comparison written `rawValue` (`=`, `==`, `!=`, `<>`, `BEGINSWITH`, `CONTAINS`,
    /// `ENDSWITH`, `LIKE`, `MATCHES`, any of them with `[c]`, `[d]` or `[cd]`, in any case).
    /// Other text is kept as it is (see ``customOperator``).
    public init(rawValue: String) {
        let text = rawValue.trimmingCharacters(in: .whitespaces)
        var name = text.uppercased()
        var options: Options = []
        if let open = name.firstIndex(of: "["), name.hasSuffix("]") {
            let letters = name[name.index(after: open)..<name.index(before: name.endIndex)]
            if !letters.isEmpty, letters.allSatisfy({ $0 == "C" || $0 == "D" }) {
                if letters.contains("C") { options.insert(.caseInsensitive) }
                if letters.contains("D") { options.insert(.diacriticInsensitive) }
                name = String(name[..<open]).trimmingCharacters(in: .whitespaces)
            }
        }
        let aliases: [String: Operator] = ["=": .equals, "==": .equals, "!=": .notEqual, "<>": .notEqual]
        if let known = aliases[name] ?? Operator(rawValue: name) {
            self.init(known, options: options)
        } else {
            self.init(.equals)
            customOperator = text
        }
    }

    /// A comparison written as `NSPredicate` operator text (Einstein's `.other(_:)`), such as
    /// `.other("!=")`. Known operators become the corresponding comparison; others only
    /// Apple's `NSPredicate` can evaluate.
    public static func other(_ operatorText: String) -> Comparison {
        Comparison(rawValue: operatorText)
    }
}
