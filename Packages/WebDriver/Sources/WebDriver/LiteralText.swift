import ElementCore
import Foundation
import WebDriverClient

/// Typed text on the web, as ``TypedText`` says every engine types it: a line feed (or a
/// carriage return) presses Enter, a tab Tab, U+0008 or U+007F Backspace, U+001B Escape, and
/// the rest are characters. WebDriver's *Element Send Keys* presses its own key codes
/// (U+E000–U+F8FF, which ``TypedText`` refuses), so each key becomes its code and the whole text
/// is one Send Keys: real key events, and the focus moving on a Tab takes the rest of the text
/// with it, as a keyboard does. One exception: a tab in a multi-line field (a `<textarea>`,
/// an editable element) is inserted as text, as a text view takes a tab, where the browser's
/// Tab key would leave the field.
enum LiteralText {
    /// A stretch of text typed one way.
    struct Run: Equatable {
        /// What Send Keys types, or the tabs inserted as text.
        var text: String
        /// Whether the run is tabs inserted as text (only in a multi-line field).
        var isInsertedTabs: Bool
    }

    /// The Send Keys text for `parts`: characters as they are, keys as WebDriver's key codes.
    static func keyText(_ parts: [TypedText.Part]) -> String {
        parts.map { part in
            switch part {
            case .text(let text): return text
            case .key(let key): return code(for: key)
            }
        }.joined()
    }

    /// The runs that type `parts` into a multi-line field: tabs inserted as text, the rest as
    /// Send Keys.
    static func multiLineRuns(_ parts: [TypedText.Part]) -> [Run] {
        var runs: [Run] = []
        for part in parts {
            let isTab = part == .key(.tab)
            let text = isTab ? "\t" : keyText([part])
            if let last = runs.indices.last, runs[last].isInsertedTabs == isTab {
                runs[last].text += text
            } else {
                runs.append(Run(text: text, isInsertedTabs: isTab))
            }
        }
        return runs
    }

    /// WebDriver's key code for the keys typed text presses.
    static func code(for key: ElementCore.Key) -> String {
        // A typed space is text; every other key is the value a key press sends.
        if case .space = key.kind { return " " }
        return WebDriverEngine.keyValue(of: key)
    }

    /// Whether the element (`arguments[0]`) takes line breaks and tabs as text.
    static let isMultiLineScript = "return arguments[0] instanceof HTMLTextAreaElement || arguments[0].isContentEditable;"

    /// Inserts `arguments[1]` as text at the caret of the focused `arguments[0]` (with the
    /// `beforeinput` and `input` events typing sends); returns whether the page accepted it.
    static let insertScript = """
        const element = arguments[0];
        if (document.activeElement !== element) element.focus();
        return document.execCommand('insertText', false, arguments[1]);
        """
}
