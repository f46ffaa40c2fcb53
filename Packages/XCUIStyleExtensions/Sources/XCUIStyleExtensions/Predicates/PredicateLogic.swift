import Foundation

/// How several predicates combine: all of them (`.and`), any of them (`.or`), or not all of
/// them (`.not`, which negates their conjunction). It is Foundation's
/// `NSCompoundPredicate.LogicalType`, as in Einstein, so either name can be passed.
public typealias PredicateLogic = NSCompoundPredicate.LogicalType

extension NSCompoundPredicate.LogicalType {
    /// `AND`, `OR` or `NOT`, as written in a format string.
    public var keyword: String {
        if self == .or { return "OR" }
        if self == .not { return "NOT" }
        return "AND"
    }
}

extension EasyPredicate {
    /// Combines `predicates` with `logic`. A single predicate is returned as it is, so
    /// `[p].merged()` formats exactly like `p`; `.not` negates the conjunction of the
    /// predicates (Einstein's meaning: `!((a) AND (b))`).
    public static func combine(_ predicates: [EasyPredicate], logic: PredicateLogic) -> EasyPredicate {
        if logic == .not { return .not(combine(predicates, logic: .and)) }
        if predicates.count == 1 { return predicates[0] }
        return logic == .or ? .or(predicates) : .and(predicates)
    }

    /// Both predicates hold. Chains flatten: `a && b && c` is `.and([a, b, c])`.
    public static func && (lhs: EasyPredicate, rhs: EasyPredicate) -> EasyPredicate {
        .and(lhs.operands(ofOr: false) + rhs.operands(ofOr: false))
    }

    /// Either predicate holds. Chains flatten: `a || b || c` is `.or([a, b, c])`.
    public static func || (lhs: EasyPredicate, rhs: EasyPredicate) -> EasyPredicate {
        .or(lhs.operands(ofOr: true) + rhs.operands(ofOr: true))
    }

    /// The predicate does not hold: `NOT (…)`.
    public static prefix func ! (predicate: EasyPredicate) -> EasyPredicate {
        .not(predicate)
    }

    /// The operands a chain of ANDs (or ORs) should splice in for this predicate.
    private func operands(ofOr: Bool) -> [EasyPredicate] {
        switch self {
        case .and(let list) where !ofOr && !list.isEmpty: return list
        case .or(let list) where ofOr && !list.isEmpty: return list
        default: return [self]
        }
    }
}

extension Sequence where Element == EasyPredicate {
    /// The predicates combined into one: all of them (`.and`, the default), any of them
    /// (`.or`), or not all of them (`.not`).
    ///
    /// ```swift
    /// [.type(.button), .exists(true)].merged()
    /// // (elementType == 9) AND (exists == true)
    /// [.type(.button), .exists(true)].merged(withLogic: .or)
    /// // (elementType == 9) OR (exists == true)
    /// ```
    public func merged(withLogic logic: PredicateLogic = .and) -> EasyPredicate {
        EasyPredicate.combine(Array(self), logic: logic)
    }

    /// The predicates as one `NSCompoundPredicate` of `logic` (Einstein's form; `.not` negates
    /// their conjunction). See ``EasyPredicate/toPredicate`` for what evaluates it where.
    public func toPredicate(_ logic: NSCompoundPredicate.LogicalType) -> NSCompoundPredicate {
        let parts = map(\.toPredicate)
        if logic == .not {
            return NSCompoundPredicate(type: .not, subpredicates: [NSCompoundPredicate(type: .and, subpredicates: parts)])
        }
        return NSCompoundPredicate(type: logic, subpredicates: parts)
    }
}
