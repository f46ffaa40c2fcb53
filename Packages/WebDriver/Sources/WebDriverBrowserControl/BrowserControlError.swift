import Foundation

/// A failure of the browser's DevTools protocol connection (CDP), as that protocol reports it.
///
/// The managed Chromium is controlled next to its WebDriver session over CDP; its failures are
/// this type's, not dressed up as W3C WebDriver errors (CDP answers have no HTTP status and no
/// W3C error code). A closed connection and a missed deadline stay
/// ``WebDriverError/sessionDeleted(id:)`` and ``WebDriverError/deadlineExceeded(command:deadline:)``,
/// which mean the same on every connection.
public enum BrowserControlError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The browser answered `method` with an error: CDP's numeric code and its message.
    case commandFailed(method: String, code: Int, message: String)
    /// The browser's answer to `method` lacks what it must hold (`answer`, shortened).
    case unexpectedAnswer(method: String, answer: String)
    /// `address` is not a `host:port` DevTools address.
    case notADebuggerAddress(String)

    /// The failure CDP's error `answer` (its `error` member: `code` and `message`) to `method` reports.
    init(answer error: JSONValue, to method: String) {
        self = .commandFailed(method: method, code: error["code"]?.intValue ?? 0, message: error["message"]?.stringValue ?? error.serialized())
    }

    public var description: String {
        switch self {
        case .commandFailed(let method, let code, let message):
            return "the browser refused CDP \(method) (\(code)): \(message)"
        case .unexpectedAnswer(let method, let answer):
            return "the browser's answer to CDP \(method) lacks what it must hold: \(answer.prefix(300))"
        case .notADebuggerAddress(let address):
            return "not a DevTools address (host:port): \(address)"
        }
    }
}
