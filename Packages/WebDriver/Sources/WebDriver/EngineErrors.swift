import ElementCore
import WebDriverClient

/// Turns WebDriver errors into engine errors that say what happened and whether waiting helps.
enum EngineErrors {
    static func translate(_ error: WebDriverError, while what: String) -> EngineError {
        if case .serverNotAnswering = error {
            return .engineFailure("Could not \(what): \(error)")
        }
        if error.isSessionGone {
            return .engineFailure("""
            The browser session ended while trying to \(what): the browser may have crashed or been closed. \
            Relaunch the app to open a new session. (\(error))
            """)
        }
        if case .userPromptOpen(let prompt, _) = error {
            return .dialogOpen(kind: prompt.kind?.rawValue, text: prompt.text)
        }
        switch error.code {
        case .staleElementReference, .noSuchElement, .detachedShadowRoot, .noSuchFrame:
            return .notFound(step: 0)
        case .elementClickIntercepted, .elementNotInteractable, .moveTargetOutOfBounds, .invalidElementState:
            return .notActionable(reason: "\(error)")
        case .javascriptError:
            return .engineFailure("The page's script failed while trying to \(what): \(error)")
        default:
            return .engineFailure("Could not \(what): \(error)")
        }
    }

    /// A page channel's failure as an engine error.
    static func translate(_ error: PageChannelError, while what: String) -> EngineError {
        switch error {
        case .dialogOpen(let prompt): return .dialogOpen(kind: prompt.kind?.rawValue, text: prompt.text)
        case .scriptFailed: return .engineFailure("The page's script failed while trying to \(what): \(error)")
        case .loadFailed(let networkError): return .engineFailure("The page failed to load (\(networkError)) while trying to \(what).")
        case .staleElement: return .notFound(step: 0)  // found again on the next attempt
        case .scriptTimedOut, .noDialog, .dialogTakesNoText: return .engineFailure("Could not \(what): \(error)")
        }
    }

    /// `body`'s result, or `nil` when a native dialog blocks the page: for an action that then
    /// goes to the dialog (its buttons, its prompt's field), or a read that finds nothing.
    static func unlessDialog<Value>(_ body: () throws(EngineError) -> Value) throws(EngineError) -> Value? {
        do {
            return try body()
        } catch {
            if case .dialogOpen = error { return nil }
            throw error
        }
    }
}
