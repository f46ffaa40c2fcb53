/// A native dialog that an app opened in front of its content and that blocks it until it is
/// answered — a web page's `alert()`, `confirm()`, `prompt()` or leave-page dialog — as the
/// engine that met it described it (see ``DriverError/dialogOpen(_:)``).
public struct BlockingDialog: Sendable, Hashable, CustomStringConvertible {
    /// What kind of dialog it is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A message and OK.
        case alert
        /// A question, OK and Cancel.
        case confirm
        /// A question, a text field, OK and Cancel.
        case prompt
        /// The page asks whether to leave it.
        case beforeUnload = "beforeunload"
    }

    /// The dialog's kind; `nil` when the engine could not tell.
    public var kind: Kind?
    /// The dialog's message; `nil` when the engine was not told it.
    public var text: String?

    /// A dialog of `kind` showing `text`.
    public init(kind: Kind?, text: String?) {
        self.kind = kind
        self.text = text
    }

    /// `a native confirm dialog ("Delete it?")`, as failure messages name it.
    public var description: String {
        let what = kind.map { $0 == .beforeUnload ? "leave-page dialog" : "\($0.rawValue) dialog" }
            ?? "dialog (alert, confirm or prompt)"
        guard let text else { return "a native \(what)" }
        return "a native \(what) (\"\(text)\")"
    }
}
