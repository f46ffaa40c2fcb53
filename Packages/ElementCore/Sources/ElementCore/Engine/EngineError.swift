/// Why an engine could not resolve a query or perform an action.
public enum EngineError: Error, Sendable, CustomStringConvertible {
    /// No node matched the given step of the query (0 is the outermost step).
    case notFound(step: Int)
    /// Several nodes matched a step that has no explicit index, under strict matching.
    case ambiguous(step: Int, matches: [ElementSnapshot])
    /// The element exists but cannot receive the action yet (not visible, covered,
    /// disabled, moving…). Worth retrying until the deadline.
    case notActionable(reason: String)
    /// A native dialog the app opened (a web page's alert, confirm or prompt) is in front of
    /// its content and blocks it: its `kind` as the engine names it (`alert`, `confirm`,
    /// `prompt`, `beforeunload`) and its `text`, each `nil` when the engine was not told.
    /// Queries then find the dialog itself, which can be answered. Worth retrying until the
    /// deadline: the app, or another step, may answer it.
    case dialogOpen(kind: String?, text: String?)
    /// The engine does not offer this; retrying will not help.
    case unsupported(String)
    /// The engine itself failed (browser gone, session ended…); retrying will not help.
    case engineFailure(String)
    /// A filter could not be evaluated (e.g. raw NSPredicate text off Apple platforms).
    case invalidQuery(String)

    /// Whether waiting and trying again may succeed.
    public var isRetryable: Bool {
        switch self {
        case .notFound, .ambiguous, .notActionable, .dialogOpen: return true
        case .unsupported, .engineFailure, .invalidQuery: return false
        }
    }

    /// `a native confirm dialog ("Delete it?")`, as failure messages name an open dialog.
    static func dialog(kind: String?, text: String?) -> String {
        let what = kind.map { "\($0) dialog" } ?? "dialog (alert, confirm or prompt)"
        return text.map { "a native \(what) (\"\($0)\")" } ?? "a native \(what)"
    }

    /// A plain explanation.
    public var description: String {
        switch self {
        case .notFound(let step): return "no element matched level \(step + 1) of the query"
        case .ambiguous(let step, let matches):
            return "level \(step + 1) of the query matched \(matches.count) elements"
        case .notActionable(let reason): return "not actionable: \(reason)"
        case .dialogOpen(let kind, let text): return "\(Self.dialog(kind: kind, text: text)) is open in front of the page"
        case .unsupported(let what): return what
        case .engineFailure(let what): return what
        case .invalidQuery(let what): return what
        }
    }
}
