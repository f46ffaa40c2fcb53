import ElementCore

extension EasyPredicate {
    /// Whether `snapshot` satisfies the predicate, evaluated in pure Swift so it works on
    /// every engine. String comparisons follow NSPredicate's meaning (see ``Comparison``):
    /// `LIKE` and `MATCHES` cover the whole string, `[c]` and `[d]` fold case and diacritics.
    ///
    /// A snapshot is of an element that exists, so `.exists(true)` always holds.
    ///
    /// - Throws: `QueryFilterError` for an invalid `MATCHES` pattern, and for ``other(_:)``
    ///   off Apple platforms, where no NSPredicate can evaluate raw text.
    public func evaluate(_ snapshot: ElementSnapshot) throws -> Bool {
        try evaluate(Optional(snapshot))
    }

    /// Whether an element satisfies the predicate, `nil` standing for an element that does not
    /// exist. A missing element satisfies `.exists(false)` and the negations of what it cannot
    /// satisfy (`.not(.isEnabled(true))`), and nothing else.
    ///
    /// - Throws: as the non-optional form does.
    public func evaluate(_ snapshot: ElementSnapshot?) throws -> Bool {
        try evaluate(snapshot, exists: snapshot != nil)
    }

    /// Evaluates the predicate on attributes whose existence is given apart: a value that
    /// stands for an element can say it does not exist and still have a label.
    func evaluate(_ snapshot: ElementSnapshot?, exists: Bool) throws -> Bool {
        switch self {
        case .exists(let flag):
            return exists == flag
        case .isEnabled(let flag):
            return snapshot.map { $0.isEnabled == flag } ?? false
        case .isHittable(let flag):
            return snapshot.map { $0.isHittable == flag } ?? false
        case .isSelected(let flag):
            return snapshot.map { $0.isSelected == flag } ?? false
        case .label(let comparison, let text):
            guard let snapshot else { return false }
            return try StringMatching.evaluate(snapshot.label, comparison, text)
        case .identifier(let text):
            guard let snapshot else { return false }
            return try StringMatching.evaluate(snapshot.identifier, .equals, text)
        case .value(let comparison, let text):
            guard let snapshot else { return false }
            return try StringMatching.evaluate(snapshot.value, comparison, text)
        case .placeholder(let comparison, let text):
            guard let snapshot else { return false }
            return try StringMatching.evaluate(snapshot.placeholder, comparison, text)
        case .type(let type):
            return snapshot?.type == type
        case .other(let text):
            return try RawPredicate.evaluate(text, on: snapshot)
        case .and(let list):
            for predicate in list where try !predicate.evaluate(snapshot, exists: exists) { return false }
            return true
        case .or(let list):
            for predicate in list where try predicate.evaluate(snapshot, exists: exists) { return true }
            return false
        case .not(let inner):
            return try !inner.evaluate(snapshot, exists: exists)
        }
    }
}
