import Foundation

/// A user prompt (the W3C name for a page's `alert()`, `confirm()`, `prompt()` or leave-page
/// dialog) that is open and blocks the page, as the protocol that met it described it.
///
/// Commands that meet one throw ``WebDriverError/userPromptOpen(_:command:)``; its ``text``
/// comes from the error itself, so the caller need not ask for it.
public struct UserPrompt: Sendable, Hashable, CustomStringConvertible {
    /// What kind of dialog it is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `alert()`: a message and OK.
        case alert
        /// `confirm()`: a question, OK and Cancel.
        case confirm
        /// `prompt()`: a question, a text field, OK and Cancel.
        case prompt
        /// The page asks whether to leave it (`beforeunload`).
        case beforeUnload = "beforeunload"
    }

    /// The dialog's kind; `nil` when the protocol did not say (classic WebDriver's error names
    /// no kind).
    public var kind: Kind?
    /// The dialog's message; `nil` when the protocol did not send it.
    public var text: String?

    /// A prompt of `kind` showing `text`.
    public init(kind: Kind?, text: String?) {
        self.kind = kind
        self.text = text
    }

    /// `a confirm dialog ("Delete it?")`, as error messages name it.
    public var description: String {
        let what = kind.map { $0 == .beforeUnload ? "leave-page dialog" : "\($0.rawValue) dialog" } ?? "dialog"
        guard let text else { return "a native \(what)" }
        return "a native \(what) (\"\(text)\")"
    }

    /// The prompt an `unexpected alert open` error response describes: its text from the
    /// error's `data.text` (the W3C form), else from chromedriver's message form
    /// `unexpected alert open: {Alert text : …}`. Read once, where the response is decoded.
    package static func decoding(errorValue value: JSONValue) -> UserPrompt {
        if let text = value["data"]?["text"]?.stringValue { return UserPrompt(kind: nil, text: text) }
        let marker = "{Alert text : "
        guard let message = value["message"]?.stringValue, let start = message.range(of: marker),
              let end = message.range(of: "}", options: .backwards, range: start.upperBound..<message.endIndex) else {
            return UserPrompt(kind: nil, text: nil)
        }
        return UserPrompt(kind: nil, text: String(message[start.upperBound..<end.lowerBound]))
    }
}
