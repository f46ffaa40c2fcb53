#if canImport(WebSocketKit)
import Foundation

/// A lent tab's `alert()`, `confirm()` and `prompt()` dialogs over its own CDP session: their
/// message comes with the event that opened them, and answering one is one command.
///
/// They must not wait for chromedriver: a tab lent without a classic command is not yet
/// chromedriver's, and chromedriver cannot take over a tab while a dialog blocks its page (its
/// setup scripts wait for the dialog), so a classic alert command would hang there.
extension DevToolsConnection {
    /// The dialog open in the page of `session`, if any.
    func openDialog(session: String) -> (prompt: UserPrompt, defaultPrompt: String)? {
        guard let page = pageStates.page(session), page.dialogOpen else { return nil }
        return page.dialog ?? (UserPrompt(kind: nil, text: nil), "")
    }

    /// Accepts (OK) or dismisses (Cancel) the open dialog, a prompt with `promptText` (its
    /// default text when `nil`), and waits until the page says it closed, so the commands after
    /// it find the page unblocked.
    ///
    /// - Throws: ``PageChannelError/noDialog`` when no dialog is open.
    func answerDialog(session: String, accept: Bool, promptText: String?, timeout: TimeInterval) throws {
        guard let dialog = openDialog(session: session), let before = pageStates.page(session) else { throw PageChannelError.noDialog }
        var parameters: [String: JSONValue] = ["accept": .bool(accept)]
        if accept, dialog.prompt.kind == .prompt { parameters["promptText"] = .string(promptText ?? dialog.defaultPrompt) }
        try send("Page.handleJavaScriptDialog", parameters, session: session, timeout: timeout)
        // The closing event is sent before the answer; a dialog the page opens next counts too.
        _ = pageStates.wait(for: session, until: Date().addingTimeInterval(min(timeout, 2))) {
            !$0.dialogOpen || $0.dialogsOpened > before.dialogsOpened
        }
    }
}
#endif
