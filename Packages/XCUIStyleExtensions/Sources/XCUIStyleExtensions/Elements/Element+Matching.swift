import ElementCore
import Foundation

extension LocatableElement {
    /// The same element, additionally required to pass the predicates (all of them, or any
    /// with `logic: .or`). Strict matching still applies: when several nodes pass, using the
    /// element fails and lists them.
    ///
    /// ```swift
    /// Button(id: nil).matching(.label(.beginsWith, "Log")).tap()
    /// ```
    public func matching(_ predicates: EasyPredicate..., logic: PredicateLogic = .and) -> Self {
        matching(predicates: predicates, logic: logic)
    }

    /// The array form of ``matching(_:logic:)``. An empty array returns the element unchanged.
    public func matching(predicates: [EasyPredicate], logic: PredicateLogic = .and) -> Self {
        guard !predicates.isEmpty else { return self }
        return filtered(by: predicates.merged(withLogic: logic))
    }
}

extension Element {
    /// The descendant of this element, of any type, that passes the predicates. Strict
    /// matching applies: it must be the only one (use ``first(matching:logic:)`` otherwise).
    public func descendants(matching predicates: EasyPredicate..., logic: PredicateLogic = .and) -> MatchingElement {
        MatchingElement(parent: self, predicate: predicates.isEmpty ? nil : predicates.merged(withLogic: logic))
    }

    /// The first descendant of this element, of any type, that passes the predicates, in
    /// document order (an explicit index 0: several matches are fine).
    public func first(matching predicates: EasyPredicate..., logic: PredicateLogic = .and) -> MatchingElement {
        MatchingElement(index: 0, parent: self, predicate: predicates.isEmpty ? nil : predicates.merged(withLogic: logic))
    }

    /// The first descendant that passes `predicate`, when one exists within `timeout` seconds
    /// (`0`, the default, checks once); `nil` otherwise. Never fails the test.
    public func childElement(predicate: EasyPredicate, timeout: TimeInterval = 0) -> MatchingElement? {
        let child = first(matching: predicate)
        return child.determine(.exists, timeout: timeout) ? child : nil
    }
}
