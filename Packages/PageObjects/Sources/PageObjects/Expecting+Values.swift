import ElementCore
import Foundation

// Matchers about values. `expect` checks once; `expectEventually` waits for the value to
// become what is expected, re-reading it as the interface changes.

extension Expecting {
    /// Expects `actual` to equal `expected`, now.
    @discardableResult
    public func expect<Value: Equatable>(
        _ actual: @autoclosure () throws -> Value,
        equals expected: Value,
        _ message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        check(actual, { $0 == expected }, "\(Eventually.show(expected))", message(), fileID, filePath, line, column)
    }

    /// Expects `actual` to differ from `unexpected`, now.
    @discardableResult
    public func expect<Value: Equatable>(
        _ actual: @autoclosure () throws -> Value,
        doesNotEqual unexpected: Value,
        _ message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        check(actual, { $0 != unexpected }, "anything but \(Eventually.show(unexpected))", message(), fileID, filePath, line, column)
    }

    /// Expects `condition` to be true, now.
    @discardableResult
    public func expect(
        _ condition: @autoclosure () throws -> Bool,
        _ message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        check(condition, { $0 }, "true", message(), fileID, filePath, line, column)
    }

    /// Expects `actual` to equal `expected` within the timeout (ElementCore's default when
    /// `nil`), reading it again whenever the interface may have changed. Reading an element's
    /// value that is not there yet is retried quietly.
    @discardableResult
    public func expectEventually<Value: Equatable>(
        _ actual: @autoclosure () -> Value,
        equals expected: Value,
        timeout: TimeInterval? = nil,
        _ message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let outcome = Eventually.poll(timeout: timeout, until: { $0 == expected }, actual)
        if outcome.last == expected { return true }
        let shown = Eventually.show(expected)
        Failures.record(
            ExpectationFailure(.timedOut(expected: shown, observed: outcome.seen { "the value was \(Eventually.show($0))" }),
                               expectation: shown, timeout: outcome.timeout, note: message()),
            fileID: fileID, filePath: filePath, line: line, column: column
        )
        return false
    }

    /// Expects `condition` to become true within the timeout.
    @discardableResult
    public func expectEventually(
        _ condition: @autoclosure () -> Bool,
        timeout: TimeInterval? = nil,
        _ message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        expectEventually(condition(), equals: true, timeout: timeout, message(),
                         fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Expects `actual` to equal `expected`, now; the seed's `expect(_:equals:file:line:)`.
    @_disfavoredOverload
    @discardableResult
    public func expect<Value: Equatable>(_ actual: @autoclosure () throws -> Value, equals expected: Value,
                                         file: StaticString, line: UInt) -> Bool {
        expect(try actual(), equals: expected, fileID: file, filePath: file, line: line, column: 1)
    }

    private func check<Value>(
        _ actual: () throws -> Value,
        _ passes: (Value) -> Bool,
        _ expected: String,
        _ message: String,
        _ fileID: StaticString,
        _ filePath: StaticString,
        _ line: UInt,
        _ column: UInt
    ) -> Bool {
        let observed: String
        do {
            let value = try actual()
            if passes(value) { return true }
            observed = "got \(Eventually.show(value))"
        } catch {
            observed = "reading the value threw \(error)"
        }
        Failures.record(ExpectationFailure(.mismatch(expected: expected, observed: observed), expectation: expected, note: message),
                        fileID: fileID, filePath: filePath, line: line, column: column)
        return false
    }
}
