import ElementCore
import Foundation

// Einstein's EasyPredicate was `RawRepresentable` with a `PredicateRawValue`, and had
// `regularString`, `toPredicate`, `and`, `or` and `not`. These give this enum the same shape.
extension EasyPredicate: RawRepresentable {
    /// The predicate taken apart. Predicates Einstein had no case for (`.value`,
    /// `.placeholder`, `.and`, `.or`, `.not`) are ``PredicateRawValue/custom(regular:)`` text.
    public var rawValue: PredicateRawValue {
        switch self {
        case .exists(let flag): return .bool(key: .exists, comparison: .equals, value: flag)
        case .isEnabled(let flag): return .bool(key: .isEnabled, comparison: .equals, value: flag)
        case .isHittable(let flag): return .bool(key: .isHittable, comparison: .equals, value: flag)
        case .isSelected(let flag): return .bool(key: .isSelected, comparison: .equals, value: flag)
        case .label(let comparison, let text): return .string(key: .label, comparison: comparison, value: text)
        case .identifier(let text): return .string(key: .identifier, comparison: .equals, value: text)
        case .type(let type): return .type(value: type)
        default: return .custom(regular: format)
        }
    }

    /// The predicate a raw value describes. A Boolean attribute compared with `!=` is negated;
    /// an identifier compared other than with `=` stays raw text.
    public init?(rawValue: PredicateRawValue) {
        switch rawValue {
        case .bool(let key, let comparison, let value):
            let flag = comparison.operator == .notEqual && comparison.customOperator == nil ? !value : value
            switch key {
            case .exists: self = .exists(flag)
            case .isEnabled: self = .isEnabled(flag)
            case .isHittable: self = .isHittable(flag)
            case .isSelected: self = .isSelected(flag)
            }
        case .string(.label, let comparison, let value):
            self = .label(comparison, value)
        case .string(.identifier, let comparison, let value):
            self = comparison == .equals ? .identifier(value) : .other(rawValue.rawValue)
        case .type(let value):
            self = .type(value)
        case .custom(let regular):
            self = .other(regular)
        }
    }

    /// The `NSPredicate` text (``format``), Einstein's name.
    public var regularString: String { format }

    /// This predicate and `other` (`self && other`).
    public func and(_ other: EasyPredicate) -> EasyPredicate { self && other }

    /// This predicate or `other` (`self || other`).
    public func or(_ other: EasyPredicate) -> EasyPredicate { self || other }

    /// This predicate negated (`!self`).
    public var not: EasyPredicate { !self }
}
