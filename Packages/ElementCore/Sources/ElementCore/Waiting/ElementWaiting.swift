import Foundation

extension Element {
    /// Waits until the element is in every one of `states`, all within one deadline, and
    /// records a failure naming what was expected and what was seen when it is not.
    ///
    /// With no states it waits for `.exists`.
    ///
    /// - Parameter timeout: seconds; `nil` uses ``ElementConfiguration/defaultTimeout``.
    /// - Returns: whether the states were reached.
    @discardableResult
    public func waitFor(
        _ states: ElementAttributes.State...,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        waitFor(states: states, wanted: true, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Waits until the element is in none of `states`, all within one deadline.
    ///
    /// `waitFor(not: .exists)` waits for the element to disappear.
    @discardableResult
    public func waitFor(
        not state: ElementAttributes.State,
        _ more: ElementAttributes.State...,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        waitFor(states: [state] + more, wanted: false, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Whether the element reaches every one of `states` within the timeout. Never fails the
    /// test. Pass `timeout: 0` to check once without waiting.
    public func determine(_ states: ElementAttributes.State..., timeout: TimeInterval? = nil) -> Bool {
        determine(states: states, wanted: true, timeout: timeout)
    }

    /// Whether the element is in none of `states` within the timeout. Never fails the test.
    public func determine(not state: ElementAttributes.State, _ more: ElementAttributes.State..., timeout: TimeInterval? = nil) -> Bool {
        determine(states: [state] + more, wanted: false, timeout: timeout)
    }

    /// Waits for `states` (or for their absence when `wanted` is `false`); the array form of
    /// ``waitFor(_:timeout:fileID:filePath:line:column:)`` for code that forwards states.
    @discardableResult
    public func waitFor(
        states: [ElementAttributes.State],
        wanted: Bool = true,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let states = states.isEmpty ? [.exists] : states
        let expectation = "\(wanted ? "be" : "not be"): \(states.map(\.description).joined(separator: ", "))"
        guard let driver = EngineAccess.engine(
            for: "wait for \(kindName) to \(expectation)",
            fileID: fileID, filePath: filePath, line: line, column: column
        ) else { return false }
        let timeout = timeout ?? ElementConfiguration.current.defaultTimeout
        var last = StateCheck(satisfied: false, observed: "not checked")
        let started = Date()
        let traced = TracedAction(kind: "wait", title: "wait for \(QueryBuilder.step(for: self)) to \(expectation)", query: queryDescription)
        let reached = ActionTracing.trace(traced, query: nil, driver: driver) { trace -> (Bool, TracedAction.Outcome) in
            let reached = Poller(engine: driver, timeout: timeout).poll { () -> Bool? in
                last = StateCheck.evaluate(states, wanted: wanted, of: self, driver: driver)
                if last.satisfied { return true }
                trace?.noteWait("observed: \(last.observed)")
                return last.isFinal ? false : nil
            } ?? false
            return (reached, reached ? .succeeded : .failed("observed: \(last.observed)"))
        }
        if !reached {
            let isMissing = last.observed.hasPrefix("does not exist")
            // What the screen shows instead, when it is near: `closest: Label "2 items left"`.
            let closest = (wanted && isMissing ? ClosestMatch.describe(for: self, engine: driver) : nil).map { "; closest: \($0)" } ?? ""
            let page = isMissing ? driver.pageProblem().map { ["Page:      \($0)"] } ?? [] : []
            Failures.record(
                ElementFailure(
                    .timedOut(expected: "\(wanted ? "" : "not ")\(states.map(\.description).joined(separator: ", "))",
                              observed: "\(last.observed)\(closest)"),
                    attempt: "\(QueryBuilder.step(for: self)) to \(expectation)", query: query, timeout: timeout,
                    stoppedAfter: last.isFinal ? Date().timeIntervalSince(started) : nil, observations: last.details + page
                ),
                fileID: fileID, filePath: filePath, line: line, column: column
            )
        }
        return reached
    }

    /// The array form of ``determine(_:timeout:)``.
    public func determine(states: [ElementAttributes.State], wanted: Bool = true, timeout: TimeInterval? = nil) -> Bool {
        guard let driver = currentEngine else { return false }
        let states = states.isEmpty ? [.exists] : states
        let timeout = timeout ?? ElementConfiguration.current.defaultTimeout
        return Poller(engine: driver, timeout: timeout).poll { () -> Bool? in
            let check = StateCheck.evaluate(states, wanted: wanted, of: self, driver: driver)
            if check.satisfied { return true }
            return check.isFinal ? false : nil
        } ?? false
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.2f s", value)
    }
}
