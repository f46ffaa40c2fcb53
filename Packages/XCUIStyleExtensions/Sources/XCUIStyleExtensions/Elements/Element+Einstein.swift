import ElementCore
import Foundation
import XCTest

// Einstein's element helpers with Einstein's shapes, on every element and engine. Where the
// same name already answers a Bool here (`waitUntil`, `tapIfExists`), the Bool form is
// preferred when both fit (`let ok = …`, `#expect(!…)`); Einstein's shape is chosen where only it
// fits: `.element`, `.result`, a `handler:`, a tuple pattern, chaining.
extension Element {
    /// Waits until the element satisfies the predicates (all, any or not all of them, as
    /// `logic` says), then, when given, until `handler` returns `true`; at most `timeout`
    /// seconds. Returns `.completed` or `.timedOut` and the element, as Einstein did. Never
    /// fails the test: see `assert(predicate:timeout:)`. No predicates wait for existence.
    @_disfavoredOverload
    @discardableResult
    public func waitUntil(
        predicates: [EasyPredicate],
        logic: PredicateLogic = .and,
        timeout: TimeInterval = 10,
        handler: PredicateHandler? = nil
    ) -> (result: XCTWaiter.Result, element: Self) {
        let predicate = predicates.isEmpty ? .exists(true) : predicates.merged(withLogic: logic)
        guard let driver = currentEngine else { return (.timedOut, self) }
        var handled = false
        _ = Poller(engine: driver, timeout: max(0, timeout)).poll { () -> Bool? in
            let check = PredicateCheck.check(predicate, on: self, driver: driver)
            if check.finalError != nil { return false }
            guard check.satisfied else { return nil }
            handled = handler?() ?? true
            return handled ? true : nil
        }
        return (handled ? .completed : .timedOut, self)
    }

    /// ``waitUntil(predicates:logic:timeout:handler:)`` for one predicate.
    @_disfavoredOverload
    @discardableResult
    public func waitUntil(
        predicate: EasyPredicate,
        timeout: TimeInterval = 10,
        handler: PredicateHandler? = nil
    ) -> (result: XCTWaiter.Result, element: Self) {
        waitUntil(predicates: [predicate], timeout: timeout, handler: handler)
    }

    /// Waits until the element exists; `.completed` or `.timedOut`, and the element.
    @discardableResult
    public func waitUntilExists(timeout: TimeInterval = 10) -> (result: XCTWaiter.Result, element: Self) {
        waitUntil(predicate: .exists(true), timeout: timeout)
    }

    /// Waits until the element exists, failing the test (at the caller) when it does not.
    @discardableResult
    public func waitUntilExistsAssert(
        timeout: TimeInterval = 10,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        assert(predicate: .exists(true), timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Pauses the test for `seconds` (Einstein's `wait(_:)`), then returns the element. Prefer
    /// waiting for a state: `waitUntil(predicate:)`.
    @discardableResult
    public func wait(_ seconds: UInt32 = 1) -> Self {
        Thread.sleep(forTimeInterval: TimeInterval(seconds))
        return self
    }

    /// Taps the "Hide keyboard" key (or Done, Return) of `inApp`'s keyboard (the element's own
    /// app by default) when a keyboard is shown; the element is returned either way. Einstein's
    /// spelling of ``hideKeyboard(keys:fileID:filePath:line:column:)``.
    @discardableResult
    public func hidenKeyboard(
        inApp: (any ApplicationElement)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        let keyboard = Keyboard(parent: inApp ?? Application(query.app))
        if keyboard.determine(.exists, timeout: 0) {
            keyboard.hide(fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return self
    }
}

extension Tappable {
    /// Taps the element when it comes to exist within `timeout` seconds; returns the element
    /// either way (Einstein's shape, chosen when the result is used as an element; otherwise the
    /// Bool form answers whether it tapped).
    @_disfavoredOverload
    @discardableResult
    public func tapIfExists(
        timeout: TimeInterval = 10,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        if determine(.exists, timeout: timeout) {
            ElementOperations.perform(.tap, on: self, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return self
    }
}

extension Editable where Self: Tappable {
    /// Taps the element once it exists, then types `text` (Einstein's spelling of
    /// `tapAndType(_:)`).
    @discardableResult
    public func tapAndType(
        text: String,
        timeout: TimeInterval = 10,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        tapAndType(text, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Clears the element's text once it exists, then types `text` (Einstein's spelling of
    /// `clearAndType(_:)`).
    @discardableResult
    public func clearAndType(
        text: String,
        timeout: TimeInterval = 10,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        clearAndType(text, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
