// Einstein's identifier helpers for engines other than XCUI. On Apple platforms
// (`TABTESTKIT_XCUI`), EinsteinXCUI gives the same members returning XCUI's own types.
#if !TABTESTKIT_XCUI
import ElementCore
import Foundation

extension RawRepresentable where RawValue == String {
    /// The one element, of any type, whose identifier (or label) is ``accessibilityID``:
    /// `LoginAccessID.SignIn.phoneNumber.element.clearAndType(text: "0123")`. Using it fails
    /// when several elements match. Prefer a typed element
    /// (`TextField(id: LoginAccessID.SignIn.phoneNumber)`) when the type is known.
    public var element: MatchingElement { MatchingElement(id: accessibilityID) }

    /// Every element whose identifier (or label) is ``accessibilityID``.
    public var query: MatchingQuery { queryFor(identifier: self) }

    /// How many elements have this identifier right now. Never waits.
    public var count: Int { query.count }

    /// The element with this identifier at position `index`, in document order.
    public subscript(index: Int) -> MatchingElement { query.element(boundBy: index) }

    /// Every element of the app under test whose identifier (or label) is `identifier`'s
    /// ``accessibilityID``.
    public func queryFor(identifier: Self) -> MatchingQuery {
        Application.underTest.descendants(matching: .any).matching(identifier: identifier.accessibilityID)
    }
}

extension String {
    /// The one element whose identifier (or label) is this string (Einstein's
    /// `"SomeString".element`).
    public var element: MatchingElement { MatchingElement(id: self) }

    /// Every element whose identifier (or label) is this string.
    public var query: MatchingQuery { Application.underTest.descendants(matching: .any).matching(identifier: self) }
}

extension Sequence where Element: RawRepresentable, Element.RawValue == String {
    /// For each identifier, its element passing the predicates (combined with `logic`). When
    /// `timeout` is more than 0 and none passes, tries again every second for up to `timeout`
    /// seconds. (Einstein's helper.)
    public func elements(predicates: [EasyPredicate], logic: PredicateLogic, timeout: Int) -> [MatchingElement] {
        let predicate = predicates.merged(withLogic: logic)
        let candidates = map { $0.query.element(predicate: predicate) }
        return MatchingElement.retrying(candidates, timeout: timeout)
    }

    /// The first of these identifiers' elements that passes `predicate` now, if any.
    public func anyElement(predicate: EasyPredicate) -> MatchingElement? {
        elements(predicates: [predicate], logic: .and, timeout: 0).first
    }
}
#endif
