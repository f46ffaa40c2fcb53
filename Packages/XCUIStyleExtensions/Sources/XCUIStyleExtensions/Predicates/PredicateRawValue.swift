import ElementCore

/// The attributes Einstein's predicates test, by kind of value. (Einstein's names, lower-case
/// included.)
public enum PredicateKey {
    /// The Boolean attributes.
    public enum bool: String, Sendable, Hashable, CaseIterable {
        /// Whether the element exists.
        case exists
        /// Whether it is enabled.
        case isEnabled
        /// Whether it can be hit.
        case isHittable
        /// Whether it is selected.
        case isSelected
    }

    /// The text attributes.
    public enum string: String, Sendable, Hashable, CaseIterable {
        /// The accessibility identifier.
        case identifier
        /// The accessibility label.
        case label
    }

    /// The element-type attribute.
    public enum type: String, Sendable, Hashable, CaseIterable {
        /// `elementType`, compared with a type's raw value.
        case elementType
    }
}

/// An ``EasyPredicate`` taken apart: the attribute, the comparison and the value it tests, or
/// raw `NSPredicate` text. It is EasyPredicate's raw value (Einstein's design); its own raw
/// value is the `NSPredicate` text.
public enum PredicateRawValue: RawRepresentable, Sendable, Hashable {
    /// A Boolean attribute compared with a value: `exists == true`.
    case bool(key: PredicateKey.bool, comparison: Comparison, value: Bool)
    /// A text attribute compared with a value: `label BEGINSWITH "Log"`.
    case string(key: PredicateKey.string, comparison: Comparison, value: String)
    /// The element type: `elementType == 9`.
    case type(value: ElementType)
    /// Raw `NSPredicate` text.
    case custom(regular: String)

    /// Raw `NSPredicate` text is always a valid raw value: ``custom(regular:)``.
    public init?(rawValue: String) {
        self = .custom(regular: rawValue)
    }

    /// The `NSPredicate` text, values quoted and escaped.
    public var rawValue: String {
        switch self {
        case .bool(let key, let comparison, let value):
            return "\(key.rawValue) \(comparison) \(value)"
        case .string(let key, let comparison, let value):
            return "\(key.rawValue) \(comparison) \(PredicateLiteral.quoted(value))"
        case .type(let value):
            return "\(PredicateKey.type.elementType.rawValue) == \(value.rawValue)"
        case .custom(let regular):
            return regular
        }
    }
}
