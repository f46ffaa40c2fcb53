import ElementCore
import Foundation

extension Editable where Self: Tappable {
    /// Taps the element, then types `text` into it. Stops after the tap when the tap fails
    /// (one failure, not two).
    ///
    /// Each action waits up to `timeout` seconds for the element to be actionable (`nil` uses
    /// `ElementConfiguration.current.actionTimeout`). Returns the element, for chaining.
    @discardableResult
    public func tapAndType(
        _ text: String,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard ElementOperations.perform(.tap, on: self, timeout: timeout,
                                        fileID: fileID, filePath: filePath, line: line, column: column) else { return self }
        Typing.type(text, into: self, timeout: timeout, at: site)
        return self
    }

    /// Removes all the element's text, then types `text` into it. Stops after clearing when
    /// clearing fails. Text typed into a secure text field stays out of logs and messages.
    ///
    /// ```swift
    /// TextField(id: LoginAccessID.SignIn.phoneNumber).clearAndType("0123456789")
    /// ```
    ///
    /// Each action waits up to `timeout` seconds for the element to be actionable (`nil` uses
    /// `ElementConfiguration.current.actionTimeout`). Returns the element, for chaining.
    @discardableResult
    public func clearAndType(
        _ text: String,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard ElementOperations.perform(.clearText, on: self, timeout: timeout,
                                        fileID: fileID, filePath: filePath, line: line, column: column) else { return self }
        Typing.type(text, into: self, timeout: timeout, at: site)
        return self
    }
}
