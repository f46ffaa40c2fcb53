import ElementCore
import Foundation

/// Functions for action sheets: tap one of their buttons.
///
/// ```swift
/// When(I: tap("Delete photo", in: photoScreen.optionsSheet))
/// ```
public protocol SheetContext {}

extension SheetContext {
    /// Taps the button whose title (or identifier) is `buttonID` inside `sheet`.
    public func tap(
        _ buttonID: String,
        in sheet: Sheet,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        ModalActions.tap(buttonID, in: sheet, timeout: timeout, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
