import Foundation

/// Resolving elements and acting on them, with waiting, retries and failure messages.
///
/// The capability protocols (``Tappable``, ``Editable``…) and the attribute accessors are
/// built on these two functions; custom elements can use them too.
public enum ElementOperations {
    /// Waits for `element` to resolve to a single node and returns its snapshot, or records
    /// a failure saying what `purpose` needed and what was found instead.
    public static func snapshot(
        of element: any Element,
        for purpose: @autoclosure () -> String,
        timeout: TimeInterval? = nil,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) -> ElementSnapshot? {
        guard let driver = EngineAccess.engine(
            for: "\(purpose()) \(QueryBuilder.step(for: element))", fileID: fileID, filePath: filePath, line: line, column: column
        ) else { return nil }
        let query = element.query
        let timeout = timeout ?? ElementConfiguration.current.defaultTimeout
        var lastError: EngineError?
        // The outer optional ends the polling: `.some(nil)` when the engine says retrying will not help.
        let found = Poller(engine: driver, timeout: timeout).poll { () -> ElementSnapshot?? in
            do throws(EngineError) {
                return .some(try driver.resolve(query).get())
            } catch {
                lastError = error
                return error.isRetryable ? nil : .some(nil)
            }
        }
        if let found = found ?? nil { return found }
        Failures.record(
            failure(lastError ?? .notFound(step: query.steps.count - 1), attempt: "\(purpose()) \(QueryBuilder.step(for: element))",
                    query: query, timeout: timeout, driver: driver),
            fileID: fileID, filePath: filePath, line: line, column: column
        )
        return nil
    }

    /// Performs `action` on `element`, retrying while the element is missing or not yet
    /// actionable, and records a failure with the last reason when the deadline passes.
    ///
    /// - Returns: whether the action was performed.
    @discardableResult
    public static func perform(
        _ action: ElementAction,
        on element: any Element,
        timeout: TimeInterval? = nil,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) -> Bool {
        performReadingToggle(action, on: element, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column).done
    }

    /// ``perform(_:on:timeout:fileID:filePath:line:column:)``, and what the engine read of a
    /// checkbox or switch it tapped once the page handled the tap (``ToggleTapReadings/after``),
    /// when it read it: an adjustment needs no read of its own when that shows the value asked.
    static func performReadingToggle(
        _ action: ElementAction,
        on element: any Element,
        timeout: TimeInterval? = nil,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) -> (done: Bool, toggled: ElementSnapshot?) {
        // Text typed (or a key pressed) into a secure field is a secret from now on, before
        // anything is printed: the step that enters it, a failure to find the field, a report.
        let query = element.query
        let action = SecureEntry.masking(action, on: query, driver: currentEngine)
        guard let driver = EngineAccess.engine(
            for: "\(action) \(element.kindName)", fileID: fileID, filePath: filePath, line: line, column: column
        ) else { return (false, nil) }
        let timeout = timeout ?? ElementConfiguration.current.actionTimeout
        var lastError: EngineError?
        let title = "\(action) \(QueryBuilder.step(for: element))"
        let traced = TracedAction(kind: action.kindName, title: title, query: "\(query)")
        // A checkbox or a switch tapped must change (see ToggleCheck). An engine that reads it
        // within the tap's own requests (ToggleTapping) saves a read before the press and,
        // when it changed, every read after it.
        var toggleBefore: String?
        var toggled: ElementSnapshot?
        let toggleTapper = ToggleCheck.applies(action, to: element) ? driver.capability(ToggleTapping.self) : nil
        let done = ActionTracing.trace(traced, query: query, driver: driver) { trace -> (Bool, TracedAction.Outcome) in
            let done = Poller(engine: driver, timeout: timeout).poll { () -> Bool? in
                do throws(EngineError) {
                    if let toggleTapper {
                        let readings = try toggleTapper.tapToggle(query)
                        toggleBefore = readings.before.map(ToggleCheck.reading(of:))
                        toggled = readings.after
                        return true
                    }
                    toggleBefore = ToggleCheck.before(action, on: element, driver: driver)
                    try driver.perform(action, on: query)
                    return true
                } catch {
                    lastError = error
                    trace?.noteWait(error.description)
                    return error.isRetryable ? nil : false
                }
            } ?? false
            return (done, done ? .succeeded : .failed(lastError?.description ?? "it did not happen"))
        }
        if done {
            guard let toggleBefore else { return (true, toggled) }
            return (ToggleCheck.verify(element, changedFrom: toggleBefore, after: toggled.map(ToggleCheck.reading(of:)), driver: driver, timeout: timeout, title: title,
                                       fileID: fileID, filePath: filePath, line: line, column: column), toggled)
        }
        let cause = lastError.map { failure($0, attempt: title, query: query, timeout: timeout, driver: driver) }
            ?? ElementFailure(.engine(.engineFailure("it did not happen")), attempt: title, query: query, timeout: timeout)
        Failures.record(cause, fileID: fileID, filePath: filePath, line: line, column: column)
        return (false, nil)
    }

    /// Every node `element`'s query matches at its last level, ignoring its index, without
    /// waiting. Empty when an ancestor does not resolve or there is no engine.
    public static func allMatches(of element: any Element) -> [ElementSnapshot] {
        guard let driver = currentEngine else { return [] }
        return (try? driver.matches(element.query.allMatches)) ?? []
    }

    /// The cause of a failure for the engine's last error about `query`. For an element that
    /// does not exist, it notes what the screen shows near the missing level (a similar name, the
    /// name on another type, a hidden match) and why the page shows nothing, when the engine knows
    /// (``Engine/pageProblem()``: a page that failed to load). Waiting is named only when
    /// retrying could have helped.
    static func failure(
        _ error: EngineError, attempt: String, query: ElementQuery, timeout: TimeInterval, driver: (any Engine)?
    ) -> ElementFailure {
        let reason = ElementFailure.Reason(error, query: query)
        var observations: [String] = []
        if case .notFound(let missingLevel) = reason, let driver {
            observations = ClosestMatch.nearMisses(for: missingLevel, engine: driver).map { "Near:      \($0)" }
                + (driver.pageProblem().map { ["Page:      \($0)"] } ?? [])
        }
        return ElementFailure(reason, attempt: attempt, query: query, timeout: error.isRetryable ? timeout : nil,
                              observations: observations)
    }

    /// A sentence (first line) and details (further lines) explaining a driver error.
    static func explain(_ error: EngineError, query: ElementQuery) -> [String] {
        ElementFailure(ElementFailure.Reason(error, query: query), attempt: "", query: query).sentences
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.2f s", value)
    }
}

extension EngineError {
    /// A sentence saying why `query` could not be used, as failure messages say it: `it does
    /// not exist`, `its ancestor Table "List" does not exist`, `2 elements match …`. Engines
    /// use it to explain a second element of an action (a drop target) inside the first's error.
    public func explanation(for query: ElementQuery) -> String {
        ElementOperations.explain(self, query: query).first ?? description
    }

    /// The lines a failure message shows under ``explanation(for:)``: for an ambiguous query,
    /// the matches (`[0] Button "OK" at (…)`) and how to tell them apart; empty otherwise.
    public func explanationDetails(for query: ElementQuery) -> [String] {
        Array(ElementOperations.explain(self, query: query).dropFirst())
    }
}
