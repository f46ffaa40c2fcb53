import ElementCore
import Foundation

extension InteractionContext {
    /// Chooses `files` in a file input, as a user does in the file dialog: they replace what it
    /// held, and the page sees them (its `files`, an `input` and a `change` event).
    ///
    /// `element` is a `FileInput`, or an element that labels or holds exactly one (a styled
    /// "Upload" label around a hidden input). Several files need an input that takes several
    /// (`<input type=file multiple>`). A file that does not exist fails at once, before the
    /// engine is asked.
    ///
    /// ```swift
    /// When(I: upload(receipt, to: expenseScreen.receiptInput))
    /// And(I: upload(photo1, photo2, to: expenseScreen.photosInput))
    /// ```
    public func upload<E: Element>(
        _ files: URL...,
        to element: E,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        element.upload(files, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Chooses every file of `files` in a file input, as the variadic `upload(_:to:)` does.
    public func upload<E: Element>(
        _ files: [URL],
        to element: E,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        element.upload(files, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
