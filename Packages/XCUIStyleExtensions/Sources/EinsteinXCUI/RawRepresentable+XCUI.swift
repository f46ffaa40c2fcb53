// Einstein's identifier helpers where XCUI is the platform's automation: they return XCUI's
// own types, from the app under test (`XCUIApplication()`). Elsewhere XCUIStyleExtensions
// gives the same members on its engine types.
#if TABTESTKIT_XCUI
import ElementCore
import Foundation
import XCTest
import XCUIStyleExtensions
#if !canImport(Darwin)
import XCUIShim
#endif

@MainActor
extension RawRepresentable where RawValue == String {
    /// The one element whose identifier is ``accessibilityID``. When several match, the test
    /// fails (listing how many) and the first is returned.
    @preconcurrency public var element: XCUIElement {
        let matches = query
        let found = matches.count
        if found > 1 {
            let identifier = PredicateLiteral.quoted(accessibilityID)
            CallSite.current(or: CallSite()).fail(XCUIStyleFailure(
                .ambiguous, attempt: "find the element with the identifier \(identifier)", expected: "1 element",
                observed: "\(found) elements",
                description: "\(found) elements have the identifier \(identifier); use `\(rawValue)[index]` or a parent that tells them apart."
            ))
        }
        return matches.firstMatch
    }

    /// Every element whose identifier is ``accessibilityID``.
    @preconcurrency public var query: XCUIElementQuery { queryFor(identifier: self) }

    /// How many elements have this identifier.
    @preconcurrency public var count: Int { query.count }

    /// The element with this identifier at `index`; out of range, the test fails and the
    /// element returned does not exist.
    @preconcurrency public subscript(index: Int) -> XCUIElement {
        let matches = query
        let found = matches.count
        if index < 0 || index >= found {
            let identifier = PredicateLiteral.quoted(accessibilityID)
            CallSite.current(or: CallSite()).fail(XCUIStyleFailure(
                .notFound, attempt: "find element \(index) with the identifier \(identifier)", observed: "\(found) match",
                description: "No element \(index) with the identifier \(identifier): \(found) match."
            ))
        }
        return matches.element(boundBy: index)
    }

    /// Every element of the app under test whose identifier is `identifier`'s
    /// ``accessibilityID``.
    @preconcurrency public func queryFor(identifier: Self) -> XCUIElementQuery {
        XCUIApplication().descendants(matching: .any).matching(identifier: identifier.accessibilityID)
    }
}

@MainActor
extension String {
    /// The first element whose identifier is this string (Einstein's `"SomeString".element`).
    @preconcurrency public var element: XCUIElement { query.firstMatch }

    /// Every element whose identifier is this string.
    @preconcurrency public var query: XCUIElementQuery { XCUIApplication().descendants(matching: .any).matching(identifier: self) }
}

@MainActor
extension Sequence where Element: RawRepresentable, Element.RawValue == String {
    /// Each identifier's element that passes the predicates (combined with `logic`) now; when
    /// none does and `timeout` is more than 0, tries again every second, at most `timeout`
    /// more times.
    @preconcurrency public func elements(predicates: [EasyPredicate], logic: NSCompoundPredicate.LogicalType, timeout: Int) -> [XCUIElement] {
        map(\.element).elements(predicates: predicates, logic: logic, timeout: timeout)
    }

    /// The first of these identifiers' elements that passes `predicate` now, if any.
    @preconcurrency public func anyElement(predicate: EasyPredicate) -> XCUIElement? {
        elements(predicates: [predicate], logic: .and, timeout: 0).first
    }
}
#endif
