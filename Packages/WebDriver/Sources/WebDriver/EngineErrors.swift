import ElementCore
import WebDriverClient

/// Turns WebDriver errors into engine errors that say what happened and whether waiting helps.
enum EngineErrors {
    static func translate(_ error: WebDriverError, while what: String) -> DriverError {
        if case .serverNotAnswering = error {
            return .engineFailure("Could not \(what): \(error)")
        }
        if error.isSessionGone {
            return .engineFailure("""
            The browser session ended while trying to \(what): the browser may have crashed or been closed. \
            Relaunch the app to open a new session. (\(error))
            """)
        }
        switch error.code {
        case .unexpectedAlertOpen:
            return .notActionable(reason: dialogOpen)
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

    /// The reason given while a native dialog (alert, confirm, prompt) blocks the page.
    static let dialogOpen = "a native dialog (alert, confirm or prompt) is open in front of the page"

    /// Whether `error` means a native dialog blocks the page.
    static func isDialogOpen(_ error: DriverError) -> Bool {
        if case .notActionable(let reason) = error { return reason == dialogOpen }
        return false
    }
}
