#if canImport(WebSocketKit)
import Foundation
import Logging

/// A Chrome DevTools Protocol connection to a Chromium the project started itself (its
/// browser-wide endpoint, found from the `debuggerAddress` chromedriver reports).
///
/// The managed Chromium uses it next to its WebDriver session, for what classic WebDriver has
/// no command for and BiDi costs more CPU per page for: isolated browser contexts, scripts run
/// in every new document, and the press reports a page sends through a binding
/// (`Runtime.bindingCalled`, kept briefly for ``takeMessage(channel:timeout:matching:)`` with
/// the binding's name as the channel). Commands for one page carry its flattened `sessionId`.
package final class DevToolsConnection: Sendable {
    private let channel: JSONCommandChannel
    private let inbox: MessageInbox
    /// The tabs' top documents: loading, loads, dialogs, navigations (for
    /// ``navigate(session:to:timeout:)`` and ``read(session:script:arguments:async:afterAction:timeout:)``).
    let pageStates: PageStates

    private init(channel: JSONCommandChannel, inbox: MessageInbox, pageStates: PageStates) {
        self.channel = channel
        self.inbox = inbox
        self.pageStates = pageStates
    }

    /// `false` once the connection closed.
    var isOpen: Bool { channel.isOpen }

    /// Connects to the browser endpoint of the Chromium whose DevTools HTTP server is at
    /// `debuggerAddress` (`host:port`, loopback), at the WebSocket URL `/json/version` gives (a
    /// browser chromedriver started; one started here is reached over its pipe, ``overPipe(descriptor:logger:)``).
    package static func connect(debuggerAddress: String, transport: any HTTPTransport,
                                timeout: TimeInterval, logger: Logger) throws -> DevToolsConnection {
        let url = try browserEndpoint(debuggerAddress: debuggerAddress, transport: transport, timeout: timeout)
        let inbox = MessageInbox()
        let pageStates = PageStates()
        let socket = try JSONWebSocket.connect(to: url, name: "CDP", timeout: timeout, logger: logger) { event in
            handle(event, inbox: inbox, pageStates: pageStates)
        }
        return DevToolsConnection(channel: socket, inbox: inbox, pageStates: pageStates)
    }

    /// A connection over the DevTools pipe of a Chromium started here with
    /// `--remote-debugging-pipe` (``DevToolsPipe``): `descriptor` is this process's end, which
    /// the connection owns from now on.
    package static func overPipe(descriptor: Int32, logger: Logger) -> DevToolsConnection {
        let inbox = MessageInbox()
        let pageStates = PageStates()
        let channel = DevToolsPipe.open(descriptor: descriptor, logger: logger) { event in
            handle(event, inbox: inbox, pageStates: pageStates)
        }
        return DevToolsConnection(channel: channel, inbox: inbox, pageStates: pageStates)
    }

    /// Keeps what the events say: binding calls (press reports) and the tabs' page states.
    private static func handle(_ event: JSONValue, inbox: MessageInbox, pageStates: PageStates) {
        switch event["method"]?.stringValue {
        case "Runtime.bindingCalled":
            guard let name = event["params"]?["name"]?.stringValue,
                  let payload = event["params"]?["payload"]?.stringValue else { return }
            inbox.put(channel: name, text: payload)
        case let method? where PageStates.methods.contains(method):
            guard let session = event["sessionId"]?.stringValue else { return }
            pageStates.apply(method, session: session, parameters: event["params"])
        case "Target.detachedFromTarget":
            if let session = event["params"]?["sessionId"]?.stringValue { pageStates.forget(session: session) }
        default:
            return
        }
    }

    /// The browser's WebSocket URL, as its `/json/version` says.
    private static func browserEndpoint(debuggerAddress: String, transport: any HTTPTransport, timeout: TimeInterval) throws -> URL {
        guard let versionURL = URL(string: "http://\(debuggerAddress)/json/version") else {
            throw BrowserControlError.notADebuggerAddress(debuggerAddress)
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
        return url
    }

    /// Sends one command (to the page of `session`, or the browser) and returns its `result`.
    ///
    /// - Throws: ``BrowserControlError/commandFailed(method:code:message:)`` for an error answer,
    ///   ``WebDriverError/deadlineExceeded(command:deadline:)`` when none arrives in time,
    ///   ``WebDriverError/sessionDeleted(id:)`` when the socket is closed.
    @discardableResult
    func send(_ method: String, _ parameters: [String: JSONValue] = [:], session: String? = nil, timeout: TimeInterval) throws -> JSONValue {
        try result(of: start(method, parameters, session: session), within: timeout)
    }

    /// Sends one command without waiting; ``result(of:within:)`` reads its answer. The commands
    /// of one page run in the order they were sent, so several can be on their way at once.
    func start(_ method: String, _ parameters: [String: JSONValue] = [:], session: String? = nil) throws -> JSONCommandChannel.Call {
        var fields: [String: JSONValue] = ["params": .object(parameters)]
        if let session { fields["sessionId"] = .string(session) }
        return try channel.start(method, fields)
    }

    /// ``start(_:_:session:)`` with parameters serialized beforehand (``SerializedParameters``).
    func start(_ method: String, _ parameters: SerializedParameters, session: String? = nil) throws -> JSONCommandChannel.Call {
        var fields: [String: JSONValue] = [:]
        if let session { fields["sessionId"] = .string(session) }
        return try channel.start(method, fields, serializedParameters: parameters.json)
    }

    /// The `result` of a command sent with ``start(_:_:session:)``, waiting at most `timeout`
    /// seconds; throws as ``send(_:_:session:timeout:)`` does.
    @discardableResult
    func result(of call: JSONCommandChannel.Call, within timeout: TimeInterval) throws -> JSONValue {
        let answer = try call.answer(within: timeout)
        if let error = answer["error"] {
            throw BrowserControlError(answer: error, to: call.method)
        }
        return answer["result"] ?? .null
    }

    /// Takes the first binding call named `channel` whose payload `matches`, received before or
    /// during the wait; waits at most `timeout` seconds.
    func takeMessage(channel: String, timeout: TimeInterval, matching: @escaping @Sendable (String) -> Bool) -> String? {
        inbox.take(channel: channel, until: Date().addingTimeInterval(timeout), matching: matching)
    }

    /// Loads `url` in the page of `session` (followed by ``pageStates``, its Page domain enabled)
    /// and waits for its load event (what classic navigation waits for under the `normal` page
    /// load strategy), or for a dialog that opened before it (a page that asks something while
    /// it loads waits for the answer).
    ///
    /// - Throws: ``PageChannelError/loadFailed(networkError:)`` with the browser's network
    ///   error (`net::ERR_CONNECTION_REFUSED`) when the page failed to load; ``WebDriverError/deadlineExceeded(command:deadline:)`` when it
    ///   did not finish loading within `timeout`.
    func navigate(session: String, to url: String, timeout: TimeInterval) throws {
        let deadline = Date().addingTimeInterval(timeout)
        // Only a load after this one ends the wait, not one of the tab's earlier loads.
        let before = pageStates.page(session)
        let started = try send("Page.navigate", ["url": .string(url)], session: session, timeout: timeout)
        if let failure = started["errorText"]?.stringValue, !failure.isEmpty {
            throw PageChannelError.loadFailed(networkError: failure)
        }
        // A same-document navigation (only the fragment changed) has no loader and no load
        // event; neither has a download.
        guard started["loaderId"] != nil, started["isDownload"]?.boolValue != true else { return }
        guard pageStates.wait(for: session, until: deadline, { $0.loads > (before?.loads ?? 0) || $0.dialogsOpened > (before?.dialogsOpened ?? 0) }) != nil else {
            throw WebDriverError.deadlineExceeded(command: "CDP Page.navigate (waiting for the page to load)", deadline: timeout)
        }
    }

    /// Closes the connection: the browser contexts it created go with it.
    func close() {
        channel.close()
    }
}
/// A command's parameters, serialized once for commands sent with them many times.
struct SerializedParameters: Sendable {
    /// The parameters as a JSON object.
    let json: String

    init(_ parameters: [String: JSONValue]) {
        json = JSONValue.object(parameters).serialized()
    }
}
#endif
