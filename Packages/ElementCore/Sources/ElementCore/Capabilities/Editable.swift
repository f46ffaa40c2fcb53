import Foundation

/// An element that text can be typed into and deleted from: text fields, text views.
///
/// Typing sends real key events to the element after focusing it. Text typed into a
/// ``SecureTextField`` never appears in messages, logs or reports.
public protocol Editable: Element {}

extension Editable {
    /// Types `text` into the element, focusing it first.
    ///
    /// As XCUI's `typeText` does, on every engine, some characters press keys (``TypedText``
    /// has the table): `"Buy milk\n"` types the text then presses Return (a single-line field's
    /// form submits; a text view starts a new line), `"\t"` presses Tab (the focus and the rest
    /// of the text move to the next field; a text view takes a tab), `XCUIKeyboardKey.delete`'s
    /// `"\u{8}"` (and `"\u{7F}"`) erases the previous character, and `"\u{1B}"` presses Escape.
    /// NUL, control characters no key types and the private-use characters U+E000–U+F8FF are
    /// refused before anything is typed.
    public func type(
        _ text: String,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        ElementOperations.perform(.typeText(text, isSecure: keepsTextSecret), on: self, timeout: timeout,
                                  fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Replaces the element's text with `text` in one action: what it held is gone, `text` is
    /// in. `fill(with: "")` empties it.
    ///
    /// The characters of ``TypedText`` that press keys press them, as ``type(_:timeout:fileID:filePath:line:column:)``
    /// does: `fill(with: "Buy milk\n")` leaves "Buy milk" and presses Return. The rest may be
    /// entered without a key event per character, as pasting does: the web engine (over the
    /// DevTools protocol) selects the text and inserts the new one, so the page gets `input`
    /// events but no `keydown` or `keyup` for it, as with Playwright's `fill`; XCUI, Appium and
    /// the other engines remove the text and type. Use `type` when the app listens to keys.
    public func fill(
        with text: String,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        ElementOperations.perform(.fillText(text, isSecure: keepsTextSecret), on: self, timeout: timeout,
                                  fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Whether text entered into the element stays out of messages: only inputs known to show
    /// their text may have it there; a secure field, or an element whose type does not say (a
    /// custom `.any` element), keeps it secret.
    private var keepsTextSecret: Bool {
        ![ElementType.textField, .textView, .searchField, .comboBox, .stepper].contains(type)
    }

    /// Presses the delete key `numberOfCharacters` times in the element.
    public func delete(
        numberOfCharacters: Int,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        guard numberOfCharacters >= 0 else {
            Failures.record(
                ElementFailure(.invalidArgument("the count must be zero or more"),
                               attempt: "delete \(numberOfCharacters) characters from \(QueryBuilder.step(for: self))", query: query),
                fileID: fileID, filePath: filePath, line: line, column: column
            )
            return
        }
        guard numberOfCharacters > 0 else { return }
        ElementOperations.perform(.deleteText(count: numberOfCharacters), on: self, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Removes all the element's text.
    public func clearText(
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        ElementOperations.perform(.clearText, on: self, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
