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
        guard let driver = EngineAccess.engine(
            for: "read the value of \(kindName)", fileID: fileID, filePath: filePath, line: line, column: column
        ) else { return false }
        let timeout = timeout ?? ElementConfiguration.current.defaultTimeout
        var observed = "nothing (it was never found)"
        var isFinal = false
        let started = Date()
        let reached = Poller(engine: driver, timeout: timeout).poll { () -> Bool? in
            let resolution: Resolution
            do throws(EngineError) {
                resolution = try driver.resolve(query)
            } catch {
                switch error {
                case .notFound: resolution = .notFound(step: 0)
                case .ambiguous(let step, let matches): resolution = .ambiguous(step: step, matches: matches)
                default:
                    observed = "nothing: the engine failed: \(error)"
                    isFinal = !error.isRetryable
                    return isFinal ? false : nil
                }
            }
            switch resolution {
            case .found:
                break
            case .ambiguous(let step, let matches):
                observed = "nothing: " + ElementOperations.explain(.ambiguous(step: step, matches: matches), query: query)
                    .enumerated().map { $0.offset == 0 ? $0.element : "\n    " + $0.element }.joined()
                return nil
            case .notFound:
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
                ElementFailure(
                    .timedOut(expected: "\"\(expected)\"", observed: observed),
                    attempt: "the value of \(QueryBuilder.step(for: self)) to be \"\(expected)\"", query: query, timeout: timeout,
                    stoppedAfter: isFinal ? Date().timeIntervalSince(started) : nil
                ),
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
