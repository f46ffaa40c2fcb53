@_spi(TABTestKitInternals) import ElementCore
import Foundation

extension Element {
    /// Waits up to `timeout` seconds for the element to satisfy `predicate`, and records a
    /// test failure when it does not. The failure names the predicate's format string, the
    /// element's query path and what was observed:
    ///
    /// ```text
    /// Timed out after 10 s waiting for Button "signIn" to match: isEnabled == true
    ///   Query:     App › Button "signIn"
    ///   Predicate: isEnabled == true
    ///   Observed:  button "Sign in" id=signIn; isEnabled: false
    /// ```
    ///
    /// `timeout` is in seconds; `nil` uses `ElementConfiguration.current.defaultTimeout`.
    /// Returns the element, to chain an action: `signIn.assert(predicate: .isEnabled(true)).tap()`.
    @discardableResult
    public func assert(
        predicate: EasyPredicate,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        PredicateAssertion.check(predicate, on: self, timeout: timeout,
                                 at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        return self
    }

    /// The several-predicate form of ``assert(predicate:timeout:fileID:filePath:line:column:)``:
    /// all of them must hold (or any, with `logic: .or`).
    @discardableResult
    public func assert(
        predicates: [EasyPredicate],
        logic: PredicateLogic = .and,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        let predicate = predicates.isEmpty ? .exists(true) : predicates.merged(withLogic: logic)
        return assert(predicate: predicate, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Like ``assert(predicate:timeout:fileID:filePath:line:column:)``, but returns `nil` when
    /// the predicate does not hold, so the rest of an optional chain is skipped instead of
    /// failing again:
    ///
    /// ```swift
    /// phoneField.assertBreak(predicate: .exists(true))?.clearAndType("0123")
    /// ```
    ///
    /// It records a failure in that case; it never crashes.
    @discardableResult
    public func assertBreak(
        predicate: EasyPredicate,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self? {
        let holds = PredicateAssertion.check(predicate, on: self, timeout: timeout,
                                             at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        return holds ? self : nil
    }

    /// The several-predicate form of ``assertBreak(predicate:timeout:fileID:filePath:line:column:)``.
    @discardableResult
    public func assertBreak(
        predicates: [EasyPredicate],
        logic: PredicateLogic = .and,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self? {
        let predicate = predicates.isEmpty ? .exists(true) : predicates.merged(withLogic: logic)
        return assertBreak(predicate: predicate, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Waiting for a predicate and recording a failure when it does not hold.
enum PredicateAssertion {
    @discardableResult
    static func check(_ predicate: EasyPredicate, on element: any Element, timeout: TimeInterval?, at site: CallSite) -> Bool {
        guard let driver = EngineAccess.engine(
            for: "check \(element.kindName) against \(predicate.format)",
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
        ) else { return false }
        let timeout = timeout ?? ElementConfiguration.current.defaultTimeout
        let last = PredicateWait.run(predicate, on: element, driver: driver, timeout: timeout)
        if last.satisfied { return true }
        let step = QueryBuilder.step(for: element)
        var lines: [String]
        let kind: XCUIStyleFailure.Kind
        if let error = last.finalError {
            kind = last.finalErrorKind
            lines = ["Could not check \(step) against \(predicate.format): \(error)"]
        } else {
            kind = .timedOut
            lines = ["Timed out after \(PredicateWait.seconds(timeout)) waiting for \(step) to match: \(predicate.format)"]
        }
        lines += [
            "  Query:     \(element.queryDescription)",
            "  Predicate: \(predicate.format)",
            "  Observed:  \(last.observed)",
        ]
        lines += last.details.map { "  " + $0 }
        let cause = XCUIStyleFailure(kind, attempt: "check \(step) against \(predicate.format)", query: element.queryDescription,
                                     expected: predicate.format, observed: last.observed, detail: last.finalError,
                                     description: lines.joined(separator: "\n"))
        Failures.record(cause, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        return false
    }
}
