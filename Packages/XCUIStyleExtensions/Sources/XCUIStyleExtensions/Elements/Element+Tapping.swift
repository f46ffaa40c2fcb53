import ElementCore
import Foundation

extension Element {
    /// Taps the middle of the element's frame without checking what receives the touch
    /// (a coordinate tap): for elements that report themselves as not hittable although they
    /// can be tapped. The element must still exist and be visible.
    ///
    /// It waits up to `timeout` seconds for the element (`nil` uses
    /// `ElementConfiguration.current.actionTimeout`). Returns the element, for chaining.
    @discardableResult
    public func forceTap(
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        ElementOperations.perform(.tapCoordinate(.middle), on: self, timeout: timeout,
                                  fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }
}

extension Tappable {
    /// Taps the element if it exists within `timeout` seconds (`0`, the default, checks
    /// once), for things that may or may not show up, such as a "What's new" sheet.
    ///
    /// An element that does not exist is not a failure. One that exists but cannot be tapped
    /// records the tap's failure.
    ///
    /// - Returns: whether the element was tapped.
    @discardableResult
    public func tapIfExists(
        timeout: TimeInterval = 0,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        guard determine(.exists, timeout: timeout) else { return false }
        return ElementOperations.perform(.tap, on: self, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
