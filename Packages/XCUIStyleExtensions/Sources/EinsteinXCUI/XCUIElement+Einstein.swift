import ElementCore
import Foundation
import XCTest
import XCUIStyleExtensions
#if !canImport(Darwin)
import XCUIShim
#endif

// Einstein's waiting and checking helpers on XCUIElement. Failures never crash: they fail the
// test at the caller's line. The members are main-actor isolated, as XCUI is (Xcode 16);
// `@preconcurrency` keeps Swift 5 suites compiling as they did.
@MainActor
extension XCUIElement {
    /// Waits until the element satisfies the predicates (combined with `logic`) and, when
    /// given, `handler` returns `true`; at most `timeout` seconds. Never fails the test.
    @discardableResult
    @preconcurrency public func waitUntil(
        predicates: [EasyPredicate],
        logic: NSCompoundPredicate.LogicalType = .and,
        timeout: TimeInterval = 10,
        handler: PredicateHandler? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> (result: XCTWaiter.Result, element: XCUIElement) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let predicate = predicates.isEmpty ? .exists(true) : predicates.merged(withLogic: logic)
        let met = EinsteinText.poll(timeout: timeout) { satisfies(predicate, at: site) && (handler?() ?? true) }
        return (met ? .completed : .timedOut, self)
    }

    /// ``waitUntil(predicates:logic:timeout:handler:fileID:filePath:line:column:)`` for one
    /// predicate.
    @discardableResult
    @preconcurrency public func waitUntil(
        predicate: EasyPredicate,
        timeout: TimeInterval = 10,
        handler: PredicateHandler? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> (result: XCTWaiter.Result, element: XCUIElement) {
        waitUntil(predicates: [predicate], timeout: timeout, handler: handler,
                  fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Waits until the element exists; `.completed` or `.timedOut`, and the element.
    @discardableResult
    @preconcurrency public func waitUntilExists(timeout: TimeInterval = 10) -> (result: XCTWaiter.Result, element: XCUIElement) {
        waitUntil(predicate: .exists(true), timeout: timeout)
    }

    /// Waits until the element exists, failing the test (at the caller) when it does not.
    @discardableResult
    @preconcurrency public func waitUntilExistsAssert(
        timeout: TimeInterval = 10,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> XCUIElement {
        assert(predicate: .exists(true), timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Pauses for `seconds` (running the run loop), then returns the element. Prefer waiting
    /// for a state with ``waitUntil(predicate:timeout:handler:fileID:filePath:line:column:)``.
    @discardableResult
    @preconcurrency public func wait(_ seconds: UInt32 = 1) -> XCUIElement {
        RunLoop.current.run(until: Date().addingTimeInterval(TimeInterval(seconds)))
        return self
    }

    /// The element when it satisfies the predicates (combined with `logic`) now; else `nil`,
    /// and the test fails saying what was expected and what the element is.
    @discardableResult
    @preconcurrency public func assertBreak(
        predicates: [EasyPredicate],
        logic: NSCompoundPredicate.LogicalType = .and,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> XCUIElement? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let predicate = predicates.isEmpty ? .exists(true) : predicates.merged(withLogic: logic)
        if satisfies(predicate, at: site) { return self }
        let observed = EinsteinText.describe(self)
        site.fail(XCUIStyleFailure(.mismatch, attempt: "check \(observed) against \(predicate.format)", query: debugDescriptionLine,
                                   expected: predicate.format, observed: observed, description: """
        \(observed) does not satisfy \(predicate.format).
          Expected:  \(predicate.format)
          Observed:  \(observed)
          Element:   \(debugDescriptionLine)
        """))
        return nil
    }

    /// ``assertBreak(predicates:logic:fileID:filePath:line:column:)`` for one predicate.
    @discardableResult
    @preconcurrency public func assertBreak(
        predicate: EasyPredicate,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> XCUIElement? {
        assertBreak(predicates: [predicate], fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Checks `predicate` now, failing the test when it does not hold; returns the element
    /// either way, so calls chain.
    @discardableResult
    @preconcurrency public func assert(
        predicate: EasyPredicate,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> XCUIElement {
        assertBreak(predicate: predicate, fileID: fileID, filePath: filePath, line: line, column: column) ?? self
    }

    /// Waits up to `timeout` seconds for `predicate`, then checks it, failing the test when it
    /// does not hold; returns the element either way.
    @discardableResult
    @preconcurrency public func assert(
        predicate: EasyPredicate,
        timeout: TimeInterval = 10,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> XCUIElement {
        waitUntil(predicate: predicate, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
        return assert(predicate: predicate, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The elements below this one that pass the predicates.
    @discardableResult
    @preconcurrency public func descendants(predicates: [EasyPredicate], logic: NSCompoundPredicate.LogicalType = .and) -> XCUIElementQuery {
        descendants(matching: .any).matching(predicates: predicates, logic: logic)
    }

    /// The elements below this one that pass `predicate`.
    @discardableResult
    @preconcurrency public func descendants(predicate: EasyPredicate) -> XCUIElementQuery {
        descendants(matching: .any).matching(predicate: predicate)
    }

    /// The direct children of this element that pass the predicates.
    @discardableResult
    @preconcurrency public func children(predicates: [EasyPredicate], logic: NSCompoundPredicate.LogicalType = .and) -> XCUIElementQuery {
        children(matching: .any).matching(predicates: predicates, logic: logic)
    }

    /// The direct children of this element that pass `predicate`.
    @discardableResult
    @preconcurrency public func children(predicate: EasyPredicate) -> XCUIElementQuery {
        children(matching: .any).matching(predicate: predicate)
    }

    /// The first element below this one that passes `predicate`, when one exists now.
    @discardableResult
    @preconcurrency public func childElement(predicate: EasyPredicate) -> XCUIElement? {
        let child = descendants(predicate: predicate).firstMatch
        return child.exists ? child : nil
    }

    /// The element's description on one line, for messages.
    var debugDescriptionLine: String {
        debugDescription.split(separator: "\n").first.map(String.init) ?? "\(elementType.name)"
    }
}

extension CallSite {
    /// Records a failure with `cause` at this site.
    func fail(_ cause: XCUIStyleFailure) {
        Failures.record(cause, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
