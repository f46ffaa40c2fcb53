/// How several predicates combine: all of them, or any of them.
public enum PredicateLogic: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Every predicate must hold (`AND`).
    case and
    /// At least one predicate must hold (`OR`).
    case or

    /// `AND` or `OR`, as written in a format string.
    public var description: String { rawValue.uppercased() }
}

extension EasyPredicate {
    /// Combines `predicates` with `logic`. A single predicate is returned as it is, so
    /// `[p].merged()` formats exactly like `p`.
    public static func combine(_ predicates: [EasyPredicate], logic: PredicateLogic) -> EasyPredicate {
        if predicates.count == 1 { return predicates[0] }
        switch logic {
        case .and: return .and(predicates)
        case .or: return .or(predicates)
        }
    }

    /// Both predicates hold. Chains flatten: `a && b && c` is `.and([a, b, c])`.
    public static func && (lhs: EasyPredicate, rhs: EasyPredicate) -> EasyPredicate {
        .and(lhs.operands(of: .and) + rhs.operands(of: .and))
    }

    /// Either predicate holds. Chains flatten: `a || b || c` is `.or([a, b, c])`.
    public static func || (lhs: EasyPredicate, rhs: EasyPredicate) -> EasyPredicate {
        .or(lhs.operands(of: .or) + rhs.operands(of: .or))
    }

    /// The predicate does not hold: `NOT (…)`.
    public static prefix func ! (predicate: EasyPredicate) -> EasyPredicate {
        .not(predicate)
    }

    /// The operands a chain of `logic` should splice in for this predicate.
    private func operands(of logic: PredicateLogic) -> [EasyPredicate] {
        switch (self, logic) {
        case (.and(let list), .and) where !list.isEmpty: return list
        case (.or(let list), .or) where !list.isEmpty: return list
        default: return [self]
        }
    }
}

extension Sequence where Element == EasyPredicate {
    /// The predicates combined into one: all of them (`.and`, the default) or any of them.
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
}
