import ElementCore
import Foundation

extension InteractionContext {
    /// Moves the pointer over `element` and leaves it there (menus and tooltips that open on
    /// hover).
    public func hover<E: Element>(
        _ element: E,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        element.hover(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Presses `key`, with `modifiers` held, in whatever has the focus now.
    ///
    /// ```swift
    /// When(I: press(.tab))
    /// And(I: press("a", modifiers: .primary))   // ⌘A on Apple systems, Ctrl-A elsewhere
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
        Application.underTest.press(key, modifiers: modifiers, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Presses `key`, with `modifiers` held, in `element` (focusing it first).
    public func press<E: Element>(
        _ key: Key,
        modifiers: KeyModifiers = [],
        in element: E,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        element.press(key, modifiers: modifiers, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Drags `element` onto `target` and drops it there.
    public func drag<E: Element, T: Element>(
        _ element: E,
        onto target: T,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        element.drag(onto: target, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Replaces the text of `element` with `text` in one step (`Editable.fill(with:)`): what it
    /// held is gone, and a line feed in `text` presses Return, as typing does. The web engine
    /// inserts the characters at once, as pasting does (no key event per character, as with
    /// Playwright's `fill`); use `type(_:into:)` when the app listens to keys. Text filled into
    /// a `SecureTextField` never appears in messages.
    public func fill<E: Editable>(
        _ element: E,
        with text: String,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        element.fill(with: text, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Removes all the text of `element`.
    public func clear<E: Editable>(
        _ element: E,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        element.clearText(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
