#if canImport(WebSocketKit)
import Foundation
import NIOCore
import NIOPosix
import Logging
import WebSocketKit

/// A WebSocket carrying JSON commands matched to their answers by `id`, the shape both
/// WebDriver BiDi and the Chrome DevTools Protocol use; ``BiDiConnection`` and
/// ``DevToolsConnection`` add each protocol's messages and errors.
///
/// Every call is synchronous and bounded by a deadline. Answers arrive on a SwiftNIO event loop
/// thread, which wakes the waiting caller: no Swift concurrency thread is needed, so callers
/// that block cooperative threads cannot starve it. Callers must not be NIO event loop threads.
/// Messages without an `id` (events) go to the `onEvent` handler given at connection.
final class JSONWebSocket: Sendable {
    /// The WebSocket URL.
    let url: URL
    /// What the log and errors call the protocol ("BiDi", "CDP").
    let name: String
    /// Where each call's ending and duration are logged (at `debug`).
    let logger: Logger
    private let socket: WebSocket
    private let state = LockedValue(State())
    private let onEvent: @Sendable (JSONValue) -> Void

    private struct State {
        var nextID = 1
        var pending: [Int: SocketReply] = [:]
        var closed = false
    }

    private init(url: URL, name: String, logger: Logger, socket: WebSocket, onEvent: @escaping @Sendable (JSONValue) -> Void) {
        self.url = url
        self.name = name
        self.logger = logger
        self.socket = socket
        self.onEvent = onEvent
    }

    deinit {
        close()
    }

    /// `false` once the socket closed (the browser or the driver went away, or ``close()``).
    var isOpen: Bool { !state.current.closed && !socket.isClosed }

    /// Opens the WebSocket at `url`, waiting at most `timeout` seconds for the upgrade.
    ///
    /// - Throws: ``WebDriverError/serverNotReachable(url:command:reason:)`` when nothing answers or the
    ///   upgrade is refused; ``WebDriverError/deadlineExceeded(command:deadline:)`` on timeout.
    static func connect(to url: URL, name: String, timeout: TimeInterval, logger: Logger,
                        onEvent: @escaping @Sendable (JSONValue) -> Void) throws -> JSONWebSocket {
        let opened = LockedValue<Result<JSONWebSocket, any Error>?>(nil)
        let arrived = DispatchSemaphore(value: 0)
        var configuration = WebSocketClient.Configuration()
        configuration.maxFrameSize = 1 << 24  // answers (a page's tree, a screenshot) exceed the 16 KiB default
        let future = WebSocket.connect(to: url, configuration: configuration, on: MultiThreadedEventLoopGroup.singleton) { socket in
            let connection = JSONWebSocket(url: url, name: name, logger: logger, socket: socket, onEvent: onEvent)
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
            throw WebDriverError.deadlineExceeded(command: "\(name) connect \(url.absoluteString)", deadline: timeout)
        }
        switch opened.current {
        case .success(let connection)?:
            return connection
        case .failure(let error)?:
            throw WebDriverError.serverNotReachable(url: url.absoluteString, command: "\(name) connect", reason: "\(error)")
        case nil:
            throw WebDriverError.serverNotReachable(url: url.absoluteString, command: "\(name) connect", reason: "the WebSocket upgrade gave no socket")
        }
    }

    /// Sends `fields` plus a fresh `id` and returns the whole answer carrying that id.
    ///
    /// - Throws: ``WebDriverError/deadlineExceeded(command:deadline:)`` when none arrives in time,
    ///   ``WebDriverError/sessionDeleted(id:)`` when the socket is closed.
    func call(_ method: String, _ fields: [String: JSONValue], timeout: TimeInterval) throws -> JSONValue {
        try start(method, fields).answer(within: timeout)
    }

    /// Sends `fields` plus a fresh `id` without waiting: the answer is read with
    /// ``Call/answer(within:)``. Commands to one target run in the order they were sent, so a
    /// caller can send several and then read their answers.
    func start(_ method: String, _ fields: [String: JSONValue]) throws -> Call {
        try start(method, fields, serializedParameters: nil)
    }

    /// ``start(_:_:)`` with `params` already serialized (`serializedParameters`, a JSON object):
    /// a command sent with the same large parameters again and again (the page runtime, with
    /// each new tab) is serialized once, not each time.
    func start(_ method: String, _ fields: [String: JSONValue], serializedParameters: String?) throws -> Call {
        let reply = SocketReply()
        let id = try state.withLock { state -> Int in
            guard !state.closed else { throw WebDriverError.sessionDeleted(id: url.lastPathComponent) }
            defer { state.nextID += 1 }
            state.pending[state.nextID] = reply
            return state.nextID
        }
        var message = fields
        message["id"] = .number(Double(id))
        message["method"] = .string(method)
        let call = Call(socket: self, id: id, method: method, reply: reply)
        var text = JSONValue.object(message).serialized()
        if let serializedParameters {
            // `text` is an object with members (id, method): its closing brace makes room.
            text.removeLast()
            text += ",\"params\":" + serializedParameters + "}"
        }
        socket.send(text)
        return call
    }

    /// A command sent by ``start(_:_:)`` whose answer is still to be read.
    struct Call: Sendable {
        fileprivate let socket: JSONWebSocket
        fileprivate let id: Int
        let method: String
        fileprivate let reply: SocketReply
        private let started = ContinuousClock.now

        fileprivate init(socket: JSONWebSocket, id: Int, method: String, reply: SocketReply) {
            self.socket = socket
            self.id = id
            self.method = method
            self.reply = reply
        }

        /// The whole answer when it arrives within `seconds`, else `nil` and the call stays on
        /// its way (ask again, or ``abandon()`` it). Once an answer was returned, do not ask again.
        func answer(waitingAtMost seconds: TimeInterval) -> Result<JSONValue, any Error>? {
            guard let outcome = reply.wait(upTo: seconds) else { return nil }
            finish("answered")
            return outcome
        }

        /// Stops waiting for the answer: it is dropped when it comes.
        func abandon() {
            finish("abandoned after")
        }

        /// The whole answer, waiting at most `timeout` seconds from now.
        func answer(within timeout: TimeInterval) throws -> JSONValue {
            guard let outcome = answer(waitingAtMost: timeout) else {
                finish("timed out")
                throw WebDriverError.deadlineExceeded(command: "\(socket.name) \(method)", deadline: timeout)
            }
            return try outcome.get()
        }

        /// Forgets the call (a late answer is dropped) and logs how it ended and its duration.
        private func finish(_ ending: String) {
            socket.state.withLock { _ = $0.pending.removeValue(forKey: id) }
            socket.logger.debug("\(socket.name) \(method) \(ending) \(WireClient.format(ContinuousClock.now - started))")
        }
    }

    /// Closes the socket. Idempotent; waiting calls fail at once.
    func close() {
        closedByPeer()
        _ = socket.close()
    }

    private func receive(_ text: String) {
        guard let message = try? JSONValue(parsing: text) else { return }
        if let id = message["id"]?.intValue {
            let reply = state.withLock { $0.pending[id] }
            reply?.complete(.success(message))
        } else {
            onEvent(message)
        }
    }

    private func closedByPeer() {
        let waiting = state.withLock { state -> [SocketReply] in
            state.closed = true
            defer { state.pending = [:] }
            return Array(state.pending.values)
        }
        for reply in waiting {
            reply.complete(.failure(WebDriverError.sessionDeleted(id: url.lastPathComponent)))
        }
    }
}

/// One awaited answer: delivered on the event loop's thread, waited for on the caller's.
private final class SocketReply: Sendable {
    private let outcome = LockedValue<Result<JSONValue, any Error>?>(nil)
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

import Foundation

/// Recent messages a page sent on a channel, and the threads waiting for one.
final class MessageInbox: @unchecked Sendable {
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
