extension EasyPredicate {
    /// The exact `NSPredicate` format string, as XCUI and Appium's `-ios predicate string`
    /// accept it. The text is stable: tests may compare it.
    ///
    /// | Predicate | Format |
    /// | --- | --- |
    /// | `.exists(true)` | `exists == true` |
    /// | `.isEnabled(false)` | `isEnabled == false` |
    /// | `.isHittable(true)` | `isHittable == true` |
    /// | `.isSelected(true)` | `isSelected == true` |
    /// | `.label(.beginsWith.caseInsensitive, "Log")` | `label BEGINSWITH[c] "Log"` |
    /// | `.identifier("x")` | `identifier == "x"` |
    /// | `.value(.contains, "a")` | `value CONTAINS "a"` |
    /// | `.placeholder(.equals, "Email")` | `placeholderValue == "Email"` |
    /// | `.type(.button)` | `elementType == 9` |
    /// | `.other("label != nil")` | `label != nil` (verbatim) |
    /// | `.and([a, b])` | `(a) AND (b)` |
    /// | `.or([a, b])` | `(a) OR (b)` |
    /// | `.not(a)` | `NOT (a)` |
    /// | `.and([])` / `.or([])` | `TRUEPREDICATE` / `FALSEPREDICATE` |
    ///
    /// A compound of one predicate formats as that predicate. String values are quoted by
    /// ``PredicateLiteral/quoted(_:)``.
    public var format: String {
        switch self {
        case .exists(let flag): return "exists == \(flag)"
        case .isEnabled(let flag): return "isEnabled == \(flag)"
        case .isHittable(let flag): return "isHittable == \(flag)"
        case .isSelected(let flag): return "isSelected == \(flag)"
        case .label(let comparison, let text): return Self.compare("label", comparison, text)
        case .identifier(let text): return Self.compare("identifier", .equals, text)
        case .value(let comparison, let text): return Self.compare("value", comparison, text)
        case .placeholder(let comparison, let text): return Self.compare("placeholderValue", comparison, text)
        case .type(let type): return "elementType == \(type.rawValue)"
        case .other(let text): return text
        case .and(let list): return Self.join(list, with: "AND", empty: "TRUEPREDICATE")
        case .or(let list): return Self.join(list, with: "OR", empty: "FALSEPREDICATE")
        case .not(let inner): return "NOT (\(inner.format))"
        }
    }

    private static func compare(_ key: String, _ comparison: Comparison, _ text: String) -> String {
        "\(key) \(comparison) \(PredicateLiteral.quoted(text))"
    }

    private static func join(_ list: [EasyPredicate], with keyword: String, empty: String) -> String {
        switch list.count {
        case 0: return empty
        case 1: return list[0].format
        default: return list.map { "(\($0.format))" }.joined(separator: " \(keyword) ")
        }
    }
}
