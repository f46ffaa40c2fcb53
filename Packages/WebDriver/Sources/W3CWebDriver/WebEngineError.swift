import Foundation

/// Everything that can go wrong talking to a WebDriver server.
///
/// Every case's ``description`` says what happened and what to do about it. W3C protocol errors
/// carry their typed ``W3CErrorCode`` (see ``code``), so tests can match on them:
///
/// ```swift
/// do { try session.click(button) }
/// catch let error as WebDriverError where error.code == .staleElementReference { … }
/// ```
public enum WebDriverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server answered a command with a W3C error.
    ///
    /// - Parameters:
    ///   - code: the typed error code (``W3CErrorCode/unknownError`` for unrecognised codes).
    ///   - codeText: the `error` string exactly as the server sent it.
    ///   - message: the server's human message (the first line is usually the most useful).
    ///   - command: the command, as `METHOD /path`.
    ///   - httpStatus: the HTTP status of the response.
    case protocolError(code: W3CErrorCode, codeText: String, message: String, command: String, httpStatus: Int)

    /// A native dialog (``UserPrompt``) is open and blocks `command`: the W3C error
    /// `unexpected alert open`, decoded once where the server's answer is read, or what a
    /// DevTools or BiDi session saw. Its ``code`` is ``W3CErrorCode/unexpectedAlertOpen``.
    case userPromptOpen(UserPrompt, command: String)

    /// Nothing answered at the server's URL: it is not running or died.
    case serverNotReachable(url: String, command: String, reason: String)

    /// A command got no response before its deadline.
    case deadlineExceeded(command: String, deadline: TimeInterval)

    /// The server accepts connections but answers nothing: `command` got no response for
    /// `silence` seconds and `GET /status` none within `probe` seconds (see ``WebDriverSession``).
    /// Later requests to the same server fail at once with this error while it stays silent.
    case serverNotAnswering(url: String, command: String, silence: TimeInterval, probe: TimeInterval)

    /// `POST /session` got no response before its deadline; `likelyCause` names what usually causes it.
    case sessionStartTimedOut(url: String, deadline: TimeInterval, likelyCause: String)

    /// The server's response was not a valid WebDriver response.
    case invalidResponse(command: String, httpStatus: Int, body: String)

    /// The transport failed in a way that is neither a refused connection nor a timeout.
    case transportFailed(command: String, reason: String)

    /// A browser or driver binary is not installed or not executable.
    case browserNotInstalled(what: String, searched: [String])

    /// A locally managed driver did not become ready.
    case driverFailedToStart(driver: String, reason: String, logTail: String)

    /// Capabilities could not be parsed or are invalid.
    case invalidCapabilities(String)

    /// The session was already deleted by this client.
    case sessionDeleted(id: String)

    /// The typed W3C code, for ``protocolError(code:codeText:message:command:httpStatus:)``; `nil` otherwise.
    public var code: W3CErrorCode? {
        if case .protocolError(let code, _, _, _, _) = self { return code }
        if case .userPromptOpen = self { return .unexpectedAlertOpen }
        return nil
    }

    /// The `error` text as the server sent it, for protocol errors (`unexpected alert open`
    /// for ``userPromptOpen(_:command:)``).
    public var errorCodeText: String? {
        if case .protocolError(_, let text, _, _, _) = self { return text }
        if case .userPromptOpen = self { return W3CErrorCode.unexpectedAlertOpen.rawValue }
        return nil
    }

    /// `true` when the error means the session (or its browser) is gone for good.
    public var isSessionGone: Bool {
        switch self {
        case .protocolError(let code, _, let message, _, _):
            return code == .invalidSessionId
                || message.contains("not connected to DevTools")
                || message.contains("chrome not reachable")
                || message.contains("disconnected")
        case .serverNotReachable, .sessionDeleted:
            return true
        default:
            return false
        }
    }

    /// What happened and what to do, in words.
    public var description: String {
        switch self {
        case .protocolError(let code, let codeText, let message, let command, let status):
            var text = "WebDriver error '\(codeText)' for \(command) (HTTP \(status)): \(code.explanation)"
            let said = Self.summary(ofEngineMessage: message)
            if !said.isEmpty { text += ". Engine said: \(said)" }
            if code == .unknownError, codeText != code.rawValue {
                text += " (unrecognised error code)"
            }
            return text
        case .userPromptOpen(let prompt, let command):
            return "\(prompt) is open and blocks \(command): \(W3CErrorCode.unexpectedAlertOpen.explanation)"
        case .serverNotReachable(let url, let command, let reason):
            return "the WebDriver server at \(url) is not running or died (\(command) could not connect: "
                + "\(reason)); start the driver again or check the URL"
        case .deadlineExceeded(let command, let deadline):
            return "\(command) got no response within its \(Self.format(deadline)) deadline; the browser may be "
                + "hung or busy (a blocking dialog, an endless script); raise the deadline if it is expected to be slow"
        case .serverNotAnswering(let url, let command, let silence, let probe):
            return "the WebDriver server at \(url) is not answering: \(command) got no response for \(Self.format(silence)), "
                + "and GET /status none within \(Self.format(probe)), so it accepts connections but answers nothing (hung, "
                + "stopped, or a proxy that lost its upstream); later requests to it fail at once while it stays silent"
        case .sessionStartTimedOut(let url, let deadline, let likelyCause):
            return "creating a session at \(url) got no response within \(Self.format(deadline)); \(likelyCause)"
        case .invalidResponse(let command, let status, let body):
            return "\(command) returned a response that is not valid WebDriver JSON (HTTP \(status)): "
                + "\(body.prefix(300)); is the URL really a WebDriver server?"
        case .transportFailed(let command, let reason):
            return "\(command) failed in the HTTP transport: \(reason)"
        case .browserNotInstalled(let what, let searched):
            let isWebKit = what.contains("WebKit") || what.contains("Xvfb")
            let install = isWebKit
                ? "`Tools/install-browser.sh --webkit` (Debian packages xvfb and webkit2gtk-driver)"
                : "`make install-browser` or `Tools/install-browser.sh` (Debian packages chromium and "
                    + "chromium-driver), or set TABTESTKIT_CHROMIUM / TABTESTKIT_CHROMEDRIVER to the binaries"
            return "\(what) was not found (looked for: \(searched.joined(separator: ", "))); install it with \(install)"
        case .driverFailedToStart(let driver, let reason, let logTail):
            var text = "\(driver) did not start: \(reason)"
            if !logTail.isEmpty { text += "\n--- last lines of its output ---\n\(logTail)" }
            return text
        case .invalidCapabilities(let reason):
            return "invalid capabilities: \(reason)"
        case .sessionDeleted(let id):
            return "session \(id) was already deleted; create a new session"
        }
    }

    /// The part of a driver's message worth showing: its first line and the causes chromedriver
    /// adds as `from …` lines ("timeout" alone says nothing; "timeout from no such execution
    /// context: …" does), without the session info and stack trace that follow.
    package static func summary(ofEngineMessage message: String) -> String {
        let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = lines.first else { return "" }
        let causes = lines.dropFirst().prefix { $0.hasPrefix("from ") }.prefix(3)
        return ([first] + causes).joined(separator: " ")
    }

    private static func format(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
    }
}

extension WebDriverError: LocalizedError {
    /// Same as ``description``.
    public var errorDescription: String? { description }
}
