import ElementCore
import Foundation

extension InteractionContext {
    /// Types `text` into `element`, focusing it first. Text typed into a `SecureTextField`
    /// never appears in messages.
    public func type<E: Editable>(
        _ text: String,
        into element: E,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        element.type(text, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Deletes `numberOfCharacters` characters from `element`, as pressing the delete key
    /// that many times would.
    public func delete<E: Editable>(
        _ numberOfCharacters: Int,
        charactersFrom element: E,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        element.delete(numberOfCharacters: numberOfCharacters, timeout: timeout,
                       fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
