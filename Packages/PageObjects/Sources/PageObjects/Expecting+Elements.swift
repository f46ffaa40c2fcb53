import ElementCore
import Foundation

// Matchers about elements. Each waits (up to the timeout, ElementCore's default when `nil`),
// records one failure at the given line when the expectation is not met — saying what was
// expected, what was seen and the element's query — and returns whether it was met.

extension Expecting {
    /// Expects `element` to exist.
    @discardableResult
    public func expect(
        exists element: some Element,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        element.waitFor(.exists, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Expects `element` not to exist (or to go away within the timeout).
    @discardableResult
    public func expect(
        doesNotExist element: some Element,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        element.waitFor(not: .exists, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Expects `element` to be in every one of `states` (`.visible`, `.enabled`, `.selected`…).
    @discardableResult
    public func expect(
        _ element: some Element,
        is state: ElementAttributes.State,
        _ more: ElementAttributes.State...,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        element.waitFor(states: [state] + more, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Expects `element` to be in none of `states`.
    @discardableResult
    public func expect(
        _ element: some Element,
        isNot state: ElementAttributes.State,
        _ more: ElementAttributes.State...,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        element.waitFor(states: [state] + more, wanted: false, timeout: timeout,
                        fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Expects `element`'s value (a label's text, a switch's position…) to be `expected`,
    /// waiting for it to become so.
    @discardableResult
    public func expect<Target: Element & ValueRepresentable>(
        _ element: Target,
        hasValue expected: Target.Value,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let outcome = Eventually.poll(timeout: timeout, until: { $0 == expected }) { element.value }
        if outcome.last == expected { return true }
        let shown = Eventually.show(expected)
        Failures.record(
            ExpectationFailure(.timedOut(expected: shown, observed: outcome.seen { "it has \(Eventually.show($0))" }),
                               expectation: "\(QueryBuilder.step(for: element)) to have the value \(shown)",
                               query: QueryBuilder.query(for: element), timeout: outcome.timeout),
            fileID: fileID, filePath: filePath, line: line, column: column
        )
        return false
    }

    /// Expects a table or collection view to contain `count` cells, waiting for it to.
    @discardableResult
    public func expect(
        _ container: some CellContaining,
        hasCellCount count: Int,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let outcome = Eventually.poll(timeout: timeout, until: { $0 == count }) { container.numberOfCells() }
        if outcome.last == count { return true }
        let cells = "\(count) cell\(count == 1 ? "" : "s")"
        Failures.record(
            ExpectationFailure(.timedOut(expected: cells, observed: outcome.seen { "it contains \($0)" }),
                               expectation: "\(QueryBuilder.step(for: container)) to contain \(cells)",
                               query: QueryBuilder.query(for: container), timeout: outcome.timeout),
            fileID: fileID, filePath: filePath, line: line, column: column
        )
        return false
    }

    // MARK: The seed's spelling

    /// Expects `element` to exist; the seed's `expect(exists:file:line:)`, for pages that
    /// pass `file: StaticString = #filePath, line: UInt = #line` along.
    @_disfavoredOverload
    @discardableResult
    public func expect(exists element: some Element, file: StaticString, line: UInt) -> Bool {
        expect(exists: element, fileID: file, filePath: file, line: line, column: 1)
    }
}
