import Foundation

/// An element that can be tapped: buttons, cells, text fields, switches…
///
/// Each action waits (up to ``ElementConfiguration/actionTimeout``) for the element to
/// exist, be unique, visible, stable, enabled and receive the touch at its centre; a failure
/// names the reason (e.g. `covered by Alert "Error"`).
public protocol Tappable: Element {}

extension Tappable {
    /// Taps the element once at its centre.
    public func tap(
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        ElementOperations.perform(.tap, on: self, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Taps the element twice in quick succession.
    public func doubleTap(
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        ElementOperations.perform(.doubleTap, on: self, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Taps the element with two fingers.
    public func twoFingerTap(
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        ElementOperations.perform(.twoFingerTap, on: self, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Presses the element for `duration` seconds (half a second by default).
    public func longPress(
        duration: TimeInterval = 0.5,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        guard duration >= 0, duration.isFinite else {
            Failures.record(
                ElementFailure(.invalidArgument("the duration must be zero or more"),
                               attempt: "long-press \(QueryBuilder.step(for: self)) for \(duration) s", query: query),
                fileID: fileID, filePath: filePath, line: line, column: column
            )
            return
        }
        ElementOperations.perform(.longPress(duration: duration), on: self, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
