/// The error codes defined by the W3C WebDriver specification (the `error` member of an error response).
///
/// Codes not listed here (vendor extensions) decode as ``unknownError`` while the original text
/// stays available in ``WebDriverError/errorCodeText``.
public enum W3CErrorCode: String, Sendable, CaseIterable, Hashable {
    /// The click landed on another element that covers the target.
    case elementClickIntercepted = "element click intercepted"
    /// The element exists but cannot be interacted with (hidden, zero size, or not focusable).
    case elementNotInteractable = "element not interactable"
    /// The page's TLS certificate is not trusted.
    case insecureCertificate = "insecure certificate"
    /// A command argument is missing or malformed.
    case invalidArgument = "invalid argument"
    /// A cookie's domain does not match the current page.
    case invalidCookieDomain = "invalid cookie domain"
    /// The element is in a state that forbids the command (e.g. clearing a read-only field).
    case invalidElementState = "invalid element state"
    /// The selector is not valid for its locator strategy.
    case invalidSelector = "invalid selector"
    /// The session no longer exists.
    case invalidSessionId = "invalid session id"
    /// A script threw.
    case javascriptError = "javascript error"
    /// A pointer move went outside the viewport or the element.
    case moveTargetOutOfBounds = "move target out of bounds"
    /// No user prompt is open.
    case noSuchAlert = "no such alert"
    /// No cookie has that name.
    case noSuchCookie = "no such cookie"
    /// No element matched the locator.
    case noSuchElement = "no such element"
    /// The frame does not exist.
    case noSuchFrame = "no such frame"
    /// The window does not exist or was closed.
    case noSuchWindow = "no such window"
    /// The element has no shadow root.
    case noSuchShadowRoot = "no such shadow root"
    /// An asynchronous script did not call back in time.
    case scriptTimeout = "script timeout"
    /// The browser or device could not be started.
    case sessionNotCreated = "session not created"
    /// The element reference points at an element that is no longer attached to the page.
    case staleElementReference = "stale element reference"
    /// The shadow root reference is no longer attached to the page.
    case detachedShadowRoot = "detached shadow root"
    /// An operation (page load, implicit wait) did not finish in time.
    case timeout = "timeout"
    /// The browser refused to set the cookie.
    case unableToSetCookie = "unable to set cookie"
    /// A screenshot could not be taken.
    case unableToCaptureScreen = "unable to capture screen"
    /// A native dialog is open and blocks the command.
    case unexpectedAlertOpen = "unexpected alert open"
    /// The server does not know the command's URL.
    case unknownCommand = "unknown command"
    /// The server failed in an unspecified way.
    case unknownError = "unknown error"
    /// The URL is known but not with that HTTP method.
    case unknownMethod = "unknown method"
    /// The server or driver does not support the operation.
    case unsupportedOperation = "unsupported operation"

    /// What the error means and what the caller can do about it, in plain words.
    public var explanation: String {
        switch self {
        case .elementClickIntercepted:
            return "another element covers the target at the click point (an overlay, banner or dialog); "
                + "wait for it to go away, scroll the target into view, or close the overlay first"
        case .elementNotInteractable:
            return "the element is on the page but cannot be interacted with (hidden, disabled for input, "
                + "zero-sized or off-screen); wait until it is visible and enabled"
        case .insecureCertificate:
            return "the page's TLS certificate is not trusted; use a trusted certificate or set "
                + "acceptInsecureCerts in the capabilities"
        case .invalidArgument:
            return "the command's arguments were rejected by the driver; check the values passed"
        case .invalidCookieDomain:
            return "the cookie's domain does not match the current page; navigate to that domain first"
        case .invalidElementState:
            return "the element is in a state that forbids this command (for example a read-only or "
                + "disabled field); check that it is editable"
        case .invalidSelector:
            return "the selector is not valid for its locator strategy; fix its syntax"
        case .invalidSessionId:
            return "the browser session has ended — the browser may have crashed or been closed; "
                + "start a new session"
        case .javascriptError:
            return "the script threw an exception in the page; see the message for the JavaScript error"
        case .moveTargetOutOfBounds:
            return "a pointer action targeted a point outside the viewport or element; use coordinates "
                + "inside the visible area"
        case .noSuchAlert:
            return "no alert, confirm or prompt dialog is open; wait for the dialog before handling it"
        case .noSuchCookie:
            return "no cookie with that name is visible to the current page"
        case .noSuchElement:
            return "no element matched the locator; check the selector or wait for the element to appear"
        case .noSuchFrame:
            return "the frame does not exist; check the frame reference or wait for it to load"
        case .noSuchWindow:
            return "the window or tab was closed or never existed; switch to an open window handle"
        case .noSuchShadowRoot:
            return "the element has no (open) shadow root"
        case .scriptTimeout:
            return "the asynchronous script did not call its callback before the script timeout; call the "
                + "callback (the last argument) or raise the script timeout"
        case .sessionNotCreated:
            return "the driver could not start the browser or device; check that it is installed and that "
                + "the capabilities are valid"
        case .staleElementReference:
            return "the element was removed from the page after it was found; re-resolve it"
        case .detachedShadowRoot:
            return "the shadow root was removed from the page after it was found; re-resolve its host"
        case .timeout:
            return "the operation (page load or implicit wait) did not finish before its timeout"
        case .unableToSetCookie:
            return "the browser refused to set the cookie; check its domain, path and flags"
        case .unableToCaptureScreen:
            return "the driver could not capture a screenshot; the window may be minimized or the browser busy"
        case .unexpectedAlertOpen:
            return "a native dialog (alert, confirm or prompt) is open and blocks the command; accept or "
                + "dismiss it first"
        case .unknownCommand:
            return "the driver does not know this command; it may not be supported by this browser or driver"
        case .unknownError:
            return "the driver failed in an unspecified way; see the message"
        case .unknownMethod:
            return "the driver knows this URL but not with this HTTP method"
        case .unsupportedOperation:
            return "the driver does not support this operation"
        }
    }
}
