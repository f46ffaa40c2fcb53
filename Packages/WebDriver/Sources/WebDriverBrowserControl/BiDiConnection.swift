#if canImport(WebSocketKit)
import Foundation
import Logging

/// A WebDriver BiDi connection, the WebSocket a session started with BiDi enabled offers.
///
/// Such a session is created with `webSocketUrl: true`; commands are JSON messages matched to
/// their answers by id.
///
/// Like ``WebDriverSession``, every call is synchronous and bounded by a deadline. Answers
/// arrive on a SwiftNIO event loop thread, which wakes the waiting caller: no Swift
/// concurrency thread is needed, so callers that block cooperative threads cannot starve it.
/// Callers must not be NIO event loop threads. Of the events, `script.message` (what a page
/// sends on a channel) is kept briefly for ``takeMessage(channel:timeout:matching:)``; others are ignored.
///
/// Linux only (WebSocketKit is linked there, like AsyncHTTPClient): Apple test bundles never
/// link SwiftNIO.
public final class BiDiConnection: BiDiEndpoint {
    /// The WebSocket URL, e.g. `ws://127.0.0.1:43117/session/1f0c…`.
    public let url: URL
    private let socket: JSONCommandChannel
    private let inbox: MessageInbox

    private init(url: URL, socket: JSONCommandChannel, inbox: MessageInbox) {
        self.url = url
        self.socket = socket
        self.inbox = inbox
    }

    /// `false` once the socket closed (the browser or the driver went away, or ``close()``).
    public var isOpen: Bool { socket.isOpen }

    /// Opens the WebSocket at `url`, waiting at most `timeout` seconds for the upgrade.
    ///
    /// - Throws: ``WebDriverError/serverNotReachable(url:command:reason:)`` when nothing answers or the
    ///   upgrade is refused; ``WebDriverError/deadlineExceeded(command:deadline:)`` on timeout.
    ///   - logger: where each command's ending and duration are logged (at `debug`).
    public static func connect(to url: URL, timeout: TimeInterval, logger: Logger = Logger(label: WebDriverLogging.label)) throws -> BiDiConnection {
        let inbox = MessageInbox()
        let socket = try JSONWebSocket.connect(to: url, name: "BiDi", timeout: timeout, logger: logger) { event in
            guard event["method"]?.stringValue == "script.message",
                  let channel = event["params"]?["channel"]?.stringValue,
                  let data = event["params"]?["data"]?["value"]?.stringValue else { return }
            inbox.put(channel: channel, text: data)
        }
        return BiDiConnection(url: url, socket: socket, inbox: inbox)
    }

    /// Sends one command (`{"id", "method", "params"}`) and returns its `result`.
    ///
    /// - Throws: ``WebDriverError/protocolError(code:codeText:message:command:httpStatus:)`` for an error answer,
    ///   ``WebDriverError/deadlineExceeded(command:deadline:)`` when none arrives in time,
    ///   ``WebDriverError/sessionDeleted(id:)`` when the socket is closed.
    @discardableResult
    public func send(_ method: String, _ parameters: [String: JSONValue] = [:], timeout: TimeInterval) throws -> JSONValue {
        let answer = try socket.call(method, ["params": .object(parameters)], timeout: timeout)
        if answer["type"]?.stringValue == "error" {
            let text = answer["error"]?.stringValue ?? "unknown error"
            let code = W3CErrorCode(rawValue: text) ?? .unknownError
            if code == .unexpectedAlertOpen {
                throw WebDriverError.userPromptOpen(UserPrompt.decoding(errorValue: answer), command: "BiDi \(method)")
            }
            throw WebDriverError.protocolError(
                code: code, codeText: text,
                message: answer["message"]?.stringValue ?? answer.serialized(), command: "BiDi \(method)", httpStatus: 0
            )
        }
        return answer["result"] ?? .null
    }

    /// Closes the socket (the session stays). Idempotent; waiting calls fail at once.
    public func close() {
        socket.close()
    }

    /// Takes the first `script.message` on `channel` whose text `matches`, received before or
    /// during the wait; waits at most `timeout` seconds.
    public func takeMessage(channel: String, timeout: TimeInterval, matching: @escaping @Sendable (String) -> Bool) -> String? {
        inbox.take(channel: channel, until: Date().addingTimeInterval(timeout), matching: matching)
    }
}
#endif
