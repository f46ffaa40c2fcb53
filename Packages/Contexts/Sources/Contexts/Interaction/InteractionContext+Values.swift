import ElementCore
import Foundation

extension InteractionContext {
    /// Asserts that `element`'s value equals `expected`, waiting for it within one deadline.
    ///
    /// The failure shows the expected value, the last one observed and the element's query.
    ///
    /// `timeout` is in seconds; `nil` uses `ElementConfiguration.defaultTimeout`.
    public func value<E: Element & ValueRepresentable>(
        of element: E,
        is expected: E.Value,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let driver = AppAvailability.driver(for: element, doing: "read the value of", at: site) else { return }
        let timeout = timeout ?? ElementConfiguration.current.defaultTimeout
        var last = ValueObservation<E.Value>.unavailable("not read yet")
        let reached = Poller(engine: driver, timeout: timeout).poll { () -> Bool? in
            last = .read(element, driver: driver) { element.value }
            if case .value(let value) = last, value == expected { return true }
            return nil
        } ?? false
        guard !reached else { return }
        site.record(ElementFailure(
            .timedOut(expected: Describing.value(expected), observed: last.description),
            attempt: "the value of \(QueryBuilder.step(for: element)) to be \(Describing.value(expected))",
            query: element.query, timeout: timeout
        ))
    }

    /// Asserts that `element`'s label (accessible name) equals `expected`, waiting for it
    /// within one deadline.
    public func label<E: Element>(
        of element: E,
        is expected: String,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let driver = AppAvailability.driver(for: element, doing: "read the label of", at: site) else { return }
        let timeout = timeout ?? ElementConfiguration.current.defaultTimeout
        var last = ValueObservation<String>.unavailable("not read yet")
        let reached = Poller(engine: driver, timeout: timeout).poll { () -> Bool? in
            last = Self.observeLabel(of: element, driver: driver)
            if case .value(let label) = last, label == expected { return true }
            return nil
        } ?? false
        guard !reached else { return }
        site.record(ElementFailure(
            .timedOut(expected: Describing.value(expected), observed: last.description),
            attempt: "the label of \(QueryBuilder.step(for: element)) to be \(Describing.value(expected))",
            query: element.query, timeout: timeout
        ))
    }

    private static func observeLabel(of element: any Element, driver: any Engine) -> ValueObservation<String> {
        switch Presence.resolve(element, driver: driver) {
        case .success(let snapshot): return .value(snapshot.label)
        case .failure(let problem): return .unavailable(problem.text)
        }
    }
}
