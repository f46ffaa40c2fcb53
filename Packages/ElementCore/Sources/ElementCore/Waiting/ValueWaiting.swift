import Foundation

extension ValueRepresentable where Self: Element {
    /// Waits until the element's value equals `expected`, within one deadline, and records
    /// a failure showing the expected and the last observed value when it does not.
    ///
    /// - Returns: whether the value was reached.
    @discardableResult
    public func waitFor(
        value expected: Value,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        guard let driver = EngineAccess.driver(
            for: "read the value of \(kindName)", fileID: fileID, filePath: filePath, line: line, column: column
        ) else { return false }
        let timeout = timeout ?? ElementConfiguration.current.defaultTimeout
        var observed = "nothing (it was never found)"
        let reached = Poller(driver: driver, timeout: timeout).poll { () -> Bool? in
            switch try? driver.resolve(query) {
            case .found?:
                break
            case .ambiguous(_, let matches)?:
                observed = "nothing: \(matches.count) elements match and strict matching needs one"
                return nil
            default:
                observed = "nothing: it does not exist"
                return nil
            }
            // Read through the element's own accessor, quietly (it has just resolved).
            let (value, failures) = Failures.capture(returning: {
                ElementConfiguration.with(ElementConfiguration.current.withDefaultTimeout(0)) { self.value }
            })
            guard failures.isEmpty else { return nil }
            observed = "\"\(value)\""
            return value == expected ? true : nil
        } ?? false
        if !reached {
            Failures.record(
                """
                Timed out after \(ElementOperations.seconds(timeout)) waiting for the value of \(QueryBuilder.step(for: self)) to be "\(expected)".
                  Query:     \(queryDescription)
                  Expected:  "\(expected)"
                  Observed:  \(observed)
                """,
                fileID: fileID, filePath: filePath, line: line, column: column
            )
        }
        return reached
    }
}

extension ElementConfiguration {
    /// A copy with another default timeout.
    public func withDefaultTimeout(_ timeout: TimeInterval) -> ElementConfiguration {
        var copy = self
        copy.defaultTimeout = timeout
        return copy
    }
}
