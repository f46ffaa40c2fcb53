import ElementCore
import Foundation

/// Typing text as text. WebDriver's *Element Send Keys* takes some characters for keys: a tab
/// moves to the next field, a carriage return or line feed presses Enter, and the private-use
/// characters U+E000–U+F8FF are its key codes (U+E007 is Enter). Typed text must be what the
/// test asked for, so such characters are inserted as text, the way a paste would, and text a
/// field cannot hold is refused — before anything is typed — with an error naming the
/// characters (never the text, which may be a password). Pressing keys is a separate API.
enum LiteralText {
    /// A stretch of text typed one way.
    struct Run: Equatable {
        /// The characters.
        var text: String
        /// Whether WebDriver would take them for keys, so they are inserted as text.
        var isSpecial: Bool
    }

    /// The text cut into runs of ordinary characters (typed with key events) and characters
    /// WebDriver would take for keys (inserted as text).
    static func runs(of text: String) -> [Run] {
        var runs: [Run] = []
        for scalar in text.unicodeScalars {
            let special = isKeyLike(scalar)
            if let last = runs.indices.last, runs[last].isSpecial == special {
                runs[last].text.unicodeScalars.append(scalar)
            } else {
                runs.append(Run(text: String(scalar), isSpecial: special))
            }
        }
        return runs
    }

    /// Control characters and WebDriver's key codes.
    static func isKeyLike(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x01...0x1F, 0x7F, 0xE000...0xF8FF: return true
        default: return false
        }
    }

    /// Refuses text no field can be given: NUL, which no key types and the page cannot insert.
    static func refuseUntypable(_ text: String, into query: ElementQuery) throws(DriverError) {
        guard text.unicodeScalars.contains("\u{0}") else { return }
        throw .unsupported(
            "Cannot type into \(query): the text contains NUL (U+0000), which no key types; WebDriver would not type it as text. Leave it out."
        )
    }

    /// Refuses, on engines that can only send keys (Appium), characters WebDriver takes for
    /// keys: NUL and its key codes U+E000–U+F8FF.
    static func refuseKeyCodes(_ text: String, into query: ElementQuery) throws(DriverError) {
        try refuseUntypable(text, into: query)
        let codes = text.unicodeScalars.filter { (0xE000...0xF8FF).contains($0.value) }
        guard !codes.isEmpty else { return }
        throw .unsupported(
            "Cannot type into \(query): the text contains \(names(of: String(String.UnicodeScalarView(codes)))), which WebDriver takes for keys; this engine cannot type them as text."
        )
    }

    /// The refusal for line breaks in a field that holds one line.
    static func lineBreakRefusal(_ text: String, into query: ElementQuery) -> DriverError {
        var found: [String] = []
        if text.unicodeScalars.contains("\r") { found.append("a carriage return (U+000D)") }
        if text.unicodeScalars.contains("\n") { found.append("a line feed (U+000A)") }
        return .unsupported("""
            Cannot type into \(query): the text contains \(found.joined(separator: " and ")), which a single-line field \
            cannot hold, and typing it would press Enter (submitting a form). Leave it out, or press Enter with the key API.
            """)
    }

    /// `U+0009, U+E007`: the code points of some characters, for messages.
    static func names(of text: String) -> String {
        text.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: ", ")
    }

    /// Inserts `arguments[1]` as text at the caret of the focused `arguments[0]` (with the
    /// `beforeinput` and `input` events typing sends); returns whether the page accepted it.
    static let insertScript = """
        const element = arguments[0];
        if (document.activeElement !== element) element.focus();
        return document.execCommand('insertText', false, arguments[1]);
        """
}
