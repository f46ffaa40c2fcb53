import ElementCore
import Foundation

extension InteractionContext {
    /// Sets `element`'s value (a switch's position, a slider's, a picker wheel's). Adjusting
    /// to the value already set fails: the test is not where it thinks it is.
    ///
    /// Failures inside the element's `adjust(to:)` point at this call.
    public func adjust<A: Adjustable>(
        _ element: A,
        to value: A.Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if let element = element as? any Element {
            guard AppAvailability.driver(for: element, doing: "adjust", at: site) != nil else { return }
        }
        site.scope { element.adjust(to: value) }
    }

    /// Refreshes `element` (pull to refresh, or the engine's equivalent).
    ///
    /// Failures inside the element's `refresh()` point at this call.
    public func refresh<R: Refreshable>(
        _ element: R,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        site.scope { element.refresh() }
    }
}
