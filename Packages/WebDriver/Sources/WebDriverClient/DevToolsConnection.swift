#if canImport(WebSocketKit)
import Foundation

/// A Chrome DevTools Protocol connection to a Chromium the project started itself (its
/// browser-wide endpoint, found from the `debuggerAddress` chromedriver reports).
///
/// The managed Chromium uses it next to its WebDriver session, for what classic WebDriver has
/// no command for and BiDi costs more CPU per page for: isolated browser contexts, scripts run
/// in every new document, and the press reports a page sends through a binding
/// (`Runtime.bindingCalled`, kept briefly for ``takeMessage(channel:timeout:matching:)`` with
/// the binding's name as the channel). Commands for one page carry its flattened `sessionId`.
final class DevToolsConnection: Sendable {
    private let socket: JSONWebSocket
    private let inbox: MessageInbox

    private init(socket: JSONWebSocket, inbox: MessageInbox) {
        self.socket = socket
        self.inbox = inbox
    }

    /// `false` once the socket closed.
    var isOpen: Bool { socket.isOpen }

    /// Connects to the browser endpoint of the Chromium whose DevTools HTTP server is at
    /// `debuggerAddress` (`host:port`, loopback), reading its WebSocket URL from `/json/version`.
    static func connect(debuggerAddress: String, transport: any HTTPTransport, timeout: TimeInterval) throws -> DevToolsConnection {
        guard let versionURL = URL(string: "http://\(debuggerAddress)/json/version") else {
            throw WebDriverError.invalidResponse(command: "CDP connect", httpStatus: 0, body: "not a debugger address: \(debuggerAddress)")
        }
        let response: HTTPResponse
        do {
            response = try transport.send(HTTPRequest(method: .get, url: versionURL), timeout: timeout)
        } catch {
            throw WebDriverError.serverNotReachable(url: versionURL.absoluteString, command: "CDP connect", reason: "\(error)")
        }
        guard let version = try? JSONValue(parsing: String(decoding: response.body, as: UTF8.self)),
              let address = version["webSocketDebuggerUrl"]?.stringValue, let url = URL(string: address) else {
            throw WebDriverError.invalidResponse(command: "GET /json/version", httpStatus: response.status,
                                                 body: String(decoding: response.body.prefix(200), as: UTF8.self))
        }
        let inbox = MessageInbox()
        let socket = try JSONWebSocket.connect(to: url, name: "CDP", timeout: timeout) { event in
            guard event["method"]?.stringValue == "Runtime.bindingCalled",
                  let name = event["params"]?["name"]?.stringValue,
                  let payload = event["params"]?["payload"]?.stringValue else { return }
            inbox.put(channel: name, text: payload)
        }
        return DevToolsConnection(socket: socket, inbox: inbox)
    }

    /// Sends one command (to the page of `session`, or the browser) and returns its `result`.
    ///
    /// - Throws: ``WebDriverError/protocolError(code:codeText:message:command:httpStatus:)`` for an error answer,
    ///   ``WebDriverError/deadlineExceeded(command:deadline:)`` when none arrives in time,
    ///   ``WebDriverError/sessionDeleted(id:)`` when the socket is closed.
    @discardableResult
    func send(_ method: String, _ parameters: [String: JSONValue] = [:], session: String? = nil, timeout: TimeInterval) throws -> JSONValue {
        var fields: [String: JSONValue] = ["params": .object(parameters)]
        if let session { fields["sessionId"] = .string(session) }
        let answer = try socket.call(method, fields, timeout: timeout)
        if let error = answer["error"] {
            throw WebDriverError.protocolError(
                code: .unknownError, codeText: "CDP \(error["code"]?.intValue ?? 0)",
                message: error["message"]?.stringValue ?? error.serialized(), command: "CDP \(method)", httpStatus: 0
            )
        }
        return answer["result"] ?? .null
    }

    /// Takes the first binding call named `channel` whose payload `matches`, received before or
    /// during the wait; waits at most `timeout` seconds.
    func takeMessage(channel: String, timeout: TimeInterval, matching: @escaping @Sendable (String) -> Bool) -> String? {
        inbox.take(channel: channel, until: Date().addingTimeInterval(timeout), matching: matching)
    }

    /// Closes the socket: the browser contexts it created go with it.
    func close() {
        socket.close()
    }
}
#endif
