/// How a string attribute is compared with a value in an ``EasyPredicate``: an operator and
/// its options, rendered as NSPredicate renders them (`BEGINSWITH[cd]`).
///
/// ```swift
/// EasyPredicate.label(.beginsWith, "Log")                       // label BEGINSWITH "Log"
/// EasyPredicate.label(.beginsWith.caseInsensitive, "log")       // label BEGINSWITH[c] "log"
/// EasyPredicate.value(.equals.caseAndDiacriticInsensitive, "e") // value ==[cd] "e"
/// ```
public struct Comparison: Sendable, Hashable, CustomStringConvertible {
    /// The comparison operators of NSPredicate that apply to strings.
    public enum Operator: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The attribute equals the value: `==`.
        case equals = "=="
        /// The attribute differs from the value: `!=`.
        case notEqual = "!="
        /// The attribute starts with the value: `BEGINSWITH`.
        case beginsWith = "BEGINSWITH"
        /// The value occurs in the attribute: `CONTAINS`.
        case contains = "CONTAINS"
        /// The attribute ends with the value: `ENDSWITH`.
        case endsWith = "ENDSWITH"
        /// The whole attribute matches a wildcard pattern (`*` and `?`): `LIKE`.
        case like = "LIKE"
        /// The whole attribute matches an ICU regular expression: `MATCHES`.
        case matches = "MATCHES"

        /// The operator as written in a format string, e.g. `BEGINSWITH`.
        public var description: String { rawValue }
    }

    /// The modifiers of a string comparison: `[c]`, `[d]` or `[cd]`.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int

        /// Creates options from raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// `[c]`: upper and lower case compare equal (`Log` matches `log`).
        public static let caseInsensitive = Options(rawValue: 1 << 0)
        /// `[d]`: accents and other diacritics are ignored (`café` matches `cafe`).
        public static let diacriticInsensitive = Options(rawValue: 1 << 1)

        /// The modifier as written after the operator: `""`, `[c]`, `[d]` or `[cd]`.
        public var modifier: String {
            var letters = ""
            if contains(.caseInsensitive) { letters += "c" }
            if contains(.diacriticInsensitive) { letters += "d" }
            return letters.isEmpty ? "" : "[\(letters)]"
        }
    }

    /// The operator.
    public var `operator`: Operator
    /// Operator text this type does not know (``other(_:)``), written as given; only Apple's
    /// `NSPredicate` can evaluate it. `nil` for the known operators.
    public var customOperator: String?
    /// The modifiers.
    public var options: Options

    /// Creates a comparison from an operator and its options.
    public init(_ operator: Operator, options: Options = []) {
        self.operator = `operator`
        self.options = options
        self.customOperator = nil
    }

    /// `==`.
    public static let equals = Comparison(.equals)
    /// `!=`.
    public static let notEqual = Comparison(.notEqual)
    /// `BEGINSWITH`.
    public static let beginsWith = Comparison(.beginsWith)
    /// `CONTAINS`.
    public static let contains = Comparison(.contains)
    /// `ENDSWITH`.
    public static let endsWith = Comparison(.endsWith)
    /// `LIKE`: `*` matches any run of characters, `?` exactly one, over the whole string.
    public static let like = Comparison(.like)
    /// `MATCHES`: an ICU regular expression that must match the whole string.
    public static let matches = Comparison(.matches)

    /// The same comparison, case-insensitive (`[c]`).
    public var caseInsensitive: Comparison { adding(.caseInsensitive) }
    /// The same comparison, diacritic-insensitive (`[d]`).
    public var diacriticInsensitive: Comparison { adding(.diacriticInsensitive) }
    /// The same comparison, case- and diacritic-insensitive (`[cd]`).
    public var caseAndDiacriticInsensitive: Comparison { adding([.caseInsensitive, .diacriticInsensitive]) }

    /// The same comparison with more options.
    public func adding(_ more: Options) -> Comparison {
        var copy = self
        copy.options = options.union(more)
        return copy
    }

    /// The operator and its modifier as written in a format string, e.g. `BEGINSWITH[c]`.
    public var description: String { customOperator ?? (`operator`.rawValue + options.modifier) }
}
