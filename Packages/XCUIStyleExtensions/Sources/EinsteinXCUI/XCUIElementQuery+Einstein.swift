import ElementCore
import Foundation
import XCTest
import XCUIStyleExtensions
#if !canImport(Darwin)
import XCUIShim
#endif

// Einstein's query helpers on XCUIElementQuery: each predicate runs in XCUI as its exact
// NSPredicate text.
@MainActor
extension XCUIElementQuery {
    /// The match at `index`, or `nil` when there are not that many.
    @preconcurrency public func element(safeIndex index: Int) -> XCUIElement? {
        index >= 0 && index < count ? element(boundBy: index) : nil
    }

    /// The query when it is empty (`empty: true`) or not (`empty: false`, the default); else
    /// `nil`, and the test fails saying how many elements it matched.
    @discardableResult
    @preconcurrency public func assertEmpty(
        empty: Bool = false,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> XCUIElementQuery? {
        let found = count
        guard (found == 0) != empty else { return self }
        let expected = empty ? "empty" : "not empty"
        let observed = "\(found) element\(found == 1 ? "" : "s")"
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column).fail(XCUIStyleFailure(
            .mismatch, attempt: "expect the query to be \(expected)", expected: expected, observed: observed,
            description: "Expected the query to be \(expected), but it matched \(observed)."
        ))
        return nil
    }

    /// The matches that pass the predicates (combined with `logic`).
    @preconcurrency public func matching(predicates: [EasyPredicate], logic: NSCompoundPredicate.LogicalType = .and) -> XCUIElementQuery {
        predicates.isEmpty ? self : matching(predicate: predicates.merged(withLogic: logic))
    }

    /// The matches that pass `predicate`.
    @preconcurrency public func matching(predicate: EasyPredicate) -> XCUIElementQuery {
        matching(EinsteinText.xcuiPredicate(predicate, at: CallSite.current(or: CallSite())))
    }

    /// The matches that pass `predicate` (the name Einstein's README uses).
    @preconcurrency public func filter(predicate: EasyPredicate) -> XCUIElementQuery { matching(predicate: predicate) }

    /// The single match that passes the predicates.
    @preconcurrency public func element(predicates: [EasyPredicate], logic: NSCompoundPredicate.LogicalType = .and) -> XCUIElement {
        matching(predicates: predicates, logic: logic).element
    }

    /// The single match that passes `predicate`.
    @preconcurrency public func element(predicate: EasyPredicate) -> XCUIElement { matching(predicate: predicate).element }

    /// The elements below the matches that pass the predicates.
    @preconcurrency public func descendants(predicates: [EasyPredicate], logic: NSCompoundPredicate.LogicalType = .and) -> XCUIElementQuery {
        descendants(matching: .any).matching(predicates: predicates, logic: logic)
    }

    /// The elements below the matches that pass `predicate`.
    @preconcurrency public func descendants(predicate: EasyPredicate) -> XCUIElementQuery {
        descendants(matching: .any).matching(predicate: predicate)
    }

    /// The matches that contain an element passing the predicates.
    @preconcurrency public func containing(predicates: [EasyPredicate], logic: NSCompoundPredicate.LogicalType = .and) -> XCUIElementQuery {
        containing(predicate: predicates.merged(withLogic: logic))
    }

    /// The matches that contain an element passing `predicate`.
    @preconcurrency public func containing(predicate: EasyPredicate) -> XCUIElementQuery {
        containing(EinsteinText.xcuiPredicate(predicate, at: CallSite.current(or: CallSite())))
    }
}

@MainActor
extension Sequence where Element: XCUIElement {
    /// The elements that pass the predicates (combined with `logic`) now; when none does and
    /// `timeout` is more than 0, tries again every second, at most `timeout` more times.
    @preconcurrency public func elements(predicates: [EasyPredicate], logic: NSCompoundPredicate.LogicalType, timeout: Int) -> [Element] {
        let predicate = predicates.isEmpty ? .exists(true) : predicates.merged(withLogic: logic)
        let site = CallSite.current(or: CallSite())
        var remaining = Swift.max(0, timeout)
        while true {
            let passing = filter { $0.satisfies(predicate, at: site) }
            if !passing.isEmpty || remaining == 0 { return passing }
            remaining -= 1
            RunLoop.current.run(until: Date().addingTimeInterval(1))
        }
    }

    /// The first element that passes `predicate` now, if any.
    @preconcurrency public func anyElement(predicate: EasyPredicate) -> Element? {
        elements(predicates: [predicate], logic: .and, timeout: 0).first
    }
}
