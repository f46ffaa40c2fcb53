/// How every engine types text: as XCUI's `typeText` does, some characters press keys.
///
/// Suites written for XCUITest type `"Buy milk\n"` to submit a field, and erase with
/// `XCUIKeyboardKey.delete.rawValue`; WebDriver's *Element Send Keys* also presses Enter for a
/// line feed. So typed text is cut into ``Part``s: runs of characters, typed as they are, and
/// the characters below, which press a ``Key``:
///
/// | typed character | `XCUIKeyboardKey` | presses |
/// | --- | --- | --- |
/// | U+000A line feed, U+000D carriage return (`.return`), the pair CR LF (one press) | `.return` | ``Key/enter`` |
/// | U+0003 end of text | `.enter` | ``Key/enter`` |
/// | U+0009 tab | `.tab` | ``Key/tab`` |
/// | U+0008 backspace, U+007F delete | `.delete` | ``Key/backspace`` |
/// | U+001B escape | `.escape` | ``Key/escape`` |
///
/// A key does what it does on the platform: Enter submits a single-line field's form (or runs
/// its return action) and leaves no character in it, but starts a new line in a multi-line one
/// (a text view, a `<textarea>`); Tab moves the focus to the next field, the rest of the text
/// going there, but types a tab in a multi-line field (as a text view takes it); Backspace
/// erases the character before the caret; Escape leaves the text as it is. Secure fields type
/// the same way, and their text still never appears in any output.
///
/// Refused before anything is typed, with an error naming the character's code point (never
/// the text, which may be a password), because no two engines would type them alike:
/// - NUL and the other control characters U+0001–U+001F without a key above: no key types them.
/// - The private-use characters U+E000–U+F8FF: WebDriver takes them for its keys (U+E007 is
///   its Enter), and XCUI on iOS types the function-key characters of `XCUIKeyboardKey`
///   (U+F700 `.upArrow`, U+F728 `.forwardDelete`…) as glyphs. Press those keys with the key
///   API (``Key``) instead.
///
/// Every other character, space included, is typed as itself.
public enum TypedText {
    /// A stretch of typed text: characters typed as they are, or a key a character stands for.
    public enum Part: Sendable, Equatable {
        /// Characters typed as they are.
        case text(String)
        /// A key pressed.
        case key(Key)
    }

    /// The key `scalar` presses when typed, or `nil` when it types itself (or is refused).
    public static func key(for scalar: Unicode.Scalar) -> Key? {
        switch scalar.value {
        case 0x0A, 0x0D, 0x03: return .enter
        case 0x09: return .tab
        case 0x08, 0x7F: return .backspace
        case 0x1B: return .escape
        default: return nil
        }
    }

    /// Whether `text` presses any key (it holds a character of the table above).
    public static func pressesKeys(_ text: String) -> Bool {
        text.unicodeScalars.contains { key(for: $0) != nil }
    }

    /// `text` cut into characters and keys, a carriage return followed by a line feed being one
    /// Enter.
    ///
    /// - Parameters:
    ///   - text: the text to type.
    ///   - element: the element typed into, as messages name it (its query).
    /// - Throws: ``EngineError/unsupported(_:)`` naming the refused characters (NUL, control
    ///   characters without a key, U+E000–U+F8FF) and the element, before anything is typed.
    public static func parts(of text: String, into element: String) throws(EngineError) -> [Part] {
        if let refusal = refusal(of: text, into: element) { throw refusal }
        var parts: [Part] = []
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if let key = key(for: scalar) {
                if scalar == "\n", previous == "\r" { continue } // CR LF: one press
                parts.append(.key(key))
            } else if case .text(let run)? = parts.last {
                parts[parts.count - 1] = .text(run + String(scalar))
            } else {
                parts.append(.text(String(scalar)))
            }
        }
        return parts
    }

    /// The error for the characters of `text` that are refused (naming `element`, the element
    /// typed into), or `nil` when it can be typed.
    public static func refusal(of text: String, into element: String) -> EngineError? {
        var controls: [Unicode.Scalar] = []
        var privateUse: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            if (0xE000...0xF8FF).contains(scalar.value) {
                if !privateUse.contains(scalar) { privateUse.append(scalar) }
            } else if scalar.value < 0x20, key(for: scalar) == nil {
                if !controls.contains(scalar) { controls.append(scalar) }
            }
        }
        var reasons: [String] = []
        if !controls.isEmpty {
            let nul = controls.contains("\u{0}") ? " (NUL)" : ""
            reasons.append("\(codePoints(controls))\(nul), which no key types")
        }
        if !privateUse.isEmpty {
            reasons.append("\(codePoints(privateUse)), private-use characters that WebDriver takes for its keys and XCUI on iOS types as glyphs")
        }
        guard !reasons.isEmpty else { return nil }
        return .unsupported("""
            Cannot type into \(element): the text contains \(reasons.joined(separator: ", and ")). Leave them out; \
            press keys with the key API (press(.arrowLeft)…). A line feed presses Return, a tab Tab, \
            U+0008 (XCUIKeyboardKey.delete) Backspace and U+001B Escape.
            """)
    }

    /// `U+0009, U+E007`: code points, for messages.
    public static func codePoints(_ scalars: [Unicode.Scalar]) -> String {
        scalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: ", ")
    }
}
