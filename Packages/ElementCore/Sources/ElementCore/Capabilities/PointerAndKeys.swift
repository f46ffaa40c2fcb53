import Foundation

// Hovering, key presses and drag and drop: things a user does to any element, not only to
// the ones a capability protocol marks (a row can be dragged, a menu opens on hover).
extension Element {
    /// Moves the pointer over the element's centre and leaves it there, for menus and
    /// tooltips that open on hover. Waits for the element to be visible.
    public func hover(
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        ElementOperations.perform(.hover, on: self, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Presses `key` with `modifiers` held, in this element (it is focused first). On
    /// ``Application/underTest`` the key goes to whatever has the focus now.
    ///
    /// ```swift
    /// searchField.press(.enter)
    /// editor.press("a", modifiers: .primary)   // select all: ⌘A on Apple systems, Ctrl-A elsewhere
    /// ```
    public func press(
        _ key: Key,
        modifiers: KeyModifiers = [],
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        ElementOperations.perform(.pressKey(key, modifiers: modifiers), on: self, timeout: timeout,
                                  fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Presses the element, drags it onto `target` and releases it there. Waits for both to
    /// exist and the element to be visible.
    public func drag(
        onto target: any Element,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        ElementOperations.perform(.dragAndDrop(onto: target.query), on: self, timeout: timeout,
                                  fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
