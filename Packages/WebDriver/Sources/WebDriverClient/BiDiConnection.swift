#if canImport(WebSocketKit)
import Foundation
import NIOCore
import NIOPosix
import WebSocketKit

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
    private let socket: WebSocket
    private let state = Locked(State())
    private let inbox = MessageInbox()

    private struct State {
        var nextID = 1
        var pending: [Int: BiDiReply] = [:]
        var closed = false
    }

    private init(url: URL, socket: WebSocket) {
        self.url = url
        self.socket = socket
    }

    deinit {
        close()
    }

    /// `false` once the socket closed (the browser or the driver went away, or ``close()``).
    public var isOpen: Bool { !state.current.closed && !socket.isClosed }

    /// Opens the WebSocket at `url`, waiting at most `timeout` seconds for the upgrade.
    ///
    /// - Throws: ``WebDriverError/serverNotReachable(url:command:reason:)`` when nothing answers or the
    ///   upgrade is refused; ``WebDriverError/deadlineExceeded(command:deadline:)`` on timeout.
    public static func connect(to url: URL, timeout: TimeInterval) throws -> BiDiConnection {
        let opened = Locked<Result<BiDiConnection, any Error>?>(nil)
        let arrived = DispatchSemaphore(value: 0)
        var configuration = WebSocketClient.Configuration()
        configuration.maxFrameSize = 1 << 24  // answers (a page's tree, a screenshot) exceed the 16 KiB default
        let future = WebSocket.connect(to: url, configuration: configuration, on: MultiThreadedEventLoopGroup.singleton) { socket in
            let connection = BiDiConnection(url: url, socket: socket)
            socket.onText { _, text in connection.receive(text) }
            socket.onClose.whenComplete { _ in connection.closedByPeer() }
            opened.withLock { $0 = .success(connection) }
            arrived.signal()
        }
        // The future may succeed before `onUpgrade` ran: only its failure is an answer.
        future.whenFailure { error in
            let isFirst = opened.withLock { current -> Bool in
                guard current == nil else { return false }
                current = .failure(error)
                return true
            }
            if isFirst { arrived.signal() }
        }
        guard arrived.wait(timeout: .now() + max(0.1, timeout)) == .success else {
            // Whatever connects later is closed at once.
            future.whenSuccess { opened.withLock { try? $0?.get().close() } }
            throw WebDriverError.deadlineExceeded(command: "BiDi connect \(url.absoluteString)", deadline: timeout)
        }
        switch opened.current {
        case .success(let connection)?:
            return connection
        case .failure(let error)?:
            throw WebDriverError.serverNotReachable(url: url.absoluteString, command: "BiDi connect", reason: "\(error)")
        case nil:
            throw WebDriverError.serverNotReachable(url: url.absoluteString, command: "BiDi connect", reason: "the WebSocket upgrade gave no socket")
        }
    }

    /// Sends one command (`{"id", "method", "params"}`) and returns its `result`.
    ///
    /// - Throws: ``WebDriverError/protocolError(code:codeText:message:command:httpStatus:)`` for an error answer,
    ///   ``WebDriverError/deadlineExceeded(command:deadline:)`` when none arrives in time,
    ///   ``WebDriverError/sessionDeleted(id:)`` when the socket is closed.
    @discardableResult
    public func send(_ method: String, _ parameters: [String: JSONValue] = [:], timeout: TimeInterval) throws -> JSONValue {
        let reply = BiDiReply()
        let id = try state.withLock { state -> Int in
            guard !state.closed else { throw WebDriverError.sessionDeleted(id: url.lastPathComponent) }
            defer { state.nextID += 1 }
            state.pending[state.nextID] = reply
            return state.nextID
        }
        let message: JSONValue = ["id": .number(Double(id)), "method": .string(method), "params": .object(parameters)]
        let start = ContinuousClock.now
        socket.send(message.serialized())
        let outcome = reply.wait(upTo: timeout)
        state.withLock { _ = $0.pending.removeValue(forKey: id) }
        webDriverLogger.debug("BiDi \(method) \(outcome == nil ? "timed out" : "answered") \(WireClient.format(ContinuousClock.now - start))")
        guard let outcome else { throw WebDriverError.deadlineExceeded(command: "BiDi \(method)", deadline: timeout) }
        let answer = try outcome.get()
        if answer["type"]?.stringValue == "error" {
            let text = answer["error"]?.stringValue ?? "unknown error"
            throw WebDriverError.protocolError(
                code: W3CErrorCode(rawValue: text) ?? .unknownError, codeText: text,
                message: answer["message"]?.stringValue ?? answer.serialized(), command: "BiDi \(method)", httpStatus: 0
            )
        }
        return answer["result"] ?? .null
    }

    /// Closes the socket (the session stays). Idempotent; waiting calls fail at once.
    public func close() {
        closedByPeer()
        _ = socket.close()
    }

    /// Takes the first `script.message` on `channel` whose text `matches`, received before or
    /// during the wait; waits at most `timeout` seconds.
    public func takeMessage(channel: String, timeout: TimeInterval, matching: @escaping @Sendable (String) -> Bool) -> String? {
        inbox.take(channel: channel, until: Date().addingTimeInterval(timeout), matching: matching)
    }

    private func receive(_ text: String) {
        guard let message = try? JSONValue(parsing: text) else { return }
        if let id = message["id"]?.intValue {
            let reply = state.withLock { $0.pending[id] }
            reply?.complete(.success(message))
        } else if message["method"]?.stringValue == "script.message",
                  let channel = message["params"]?["channel"]?.stringValue,
                  let data = message["params"]?["data"]?["value"]?.stringValue {
            inbox.put(channel: channel, text: data)
        }
    }

    private func closedByPeer() {
        let waiting = state.withLock { state -> [BiDiReply] in
            state.closed = true
            defer { state.pending = [:] }
            return Array(state.pending.values)
        }
        for reply in waiting {
            reply.complete(.failure(WebDriverError.sessionDeleted(id: url.lastPathComponent)))
        }
    }
}

/// Recent channel messages, and the threads waiting for one.
private final class MessageInbox: @unchecked Sendable {
    // @unchecked: `messages` is only touched with `condition` locked.
    private let condition = NSCondition()
    private var messages: [(channel: String, text: String)] = []

    func put(channel: String, text: String) {
        condition.lock()
        messages.append((channel, text))
        if messages.count > 64 { messages.removeFirst(messages.count - 64) }  // unclaimed ones age out
        condition.broadcast()
        condition.unlock()
    }

    func take(channel: String, until deadline: Date, matching: (String) -> Bool) -> String? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = messages.firstIndex(where: { $0.channel == channel && matching($0.text) }) {
                return messages.remove(at: index).text
            }
            guard condition.wait(until: deadline) else { return nil }
        }
    }
}

/// One awaited answer: delivered on the event loop's thread, waited for on the caller's.
private final class BiDiReply: Sendable {
    private let outcome = Locked<Result<JSONValue, any Error>?>(nil)
    private let arrived = DispatchSemaphore(value: 0)

    func complete(_ result: Result<JSONValue, any Error>) {
        let isFirst = outcome.withLock { current -> Bool in
            guard current == nil else { return false }
            current = result
            return true
        }
        if isFirst { arrived.signal() }
    }

    func wait(upTo seconds: TimeInterval) -> Result<JSONValue, any Error>? {
        guard arrived.wait(timeout: .now() + max(0, seconds)) == .success else { return nil }
        return outcome.current
    }
}
#endif
