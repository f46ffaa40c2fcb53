import ElementCore
import Foundation

/// Functions for alerts: tap one of their buttons, check their message.
///
/// ```swift
/// When(I: tap("Delete", in: deleteAlert))
/// Then(the: message(in: errorAlert, is: "Something went wrong"))
/// ```
///
/// Buttons are always looked up inside the alert, so an "OK" elsewhere on screen is never
/// tapped by mistake.
public protocol AlertContext {}

extension AlertContext {
    /// Taps the button whose title (or identifier) is `buttonID` inside `alert`.
    public func tap(
        _ buttonID: String,
        in alert: Alert,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        ModalActions.tap(buttonID, in: alert, timeout: timeout, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that `alert` shows the text `message`, waiting for it within one deadline.
    /// The failure lists the texts the alert shows instead.
    public func message(
        in alert: Alert,
        is message: String,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        ModalActions.expect(message: message, in: alert, timeout: timeout,
                            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
