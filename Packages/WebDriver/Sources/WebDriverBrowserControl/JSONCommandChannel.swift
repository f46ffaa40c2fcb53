#if canImport(WebSocketKit)
import Foundation
import Logging

/// How a ``JSONCommandChannel``'s messages travel: a WebSocket (``JSONWebSocket``) or the pipe
/// of a Chromium started here (``DevToolsPipe``). It delivers each message it receives to
/// ``JSONCommandChannel/receive(_:)`` and tells ``JSONCommandChannel/closedByPeer()`` when the
/// other end went away.
protocol JSONMessageTransport: Sendable {
    /// Sends one message; a transport that is closed drops it (its calls fail as closed).
    func send(_ text: String)
    /// Closes the transport. Idempotent.
    func close()
    /// `true` once the transport closed, from either end.
    var isClosed: Bool { get }
}

/// JSON commands matched to their answers by `id`, the shape both WebDriver BiDi and the Chrome
/// DevTools Protocol use; ``BiDiConnection`` and ``DevToolsConnection`` add each protocol's
/// messages and errors.
///
/// Every call is synchronous and bounded by a deadline. Answers arrive on the transport's own
/// thread (a SwiftNIO event loop, or the pipe's reader), which wakes the waiting caller: no
/// Swift concurrency thread is needed, so callers that block cooperative threads cannot starve
/// it. Callers must not be that thread. Messages without an `id` (events) go to the `onEvent`
/// handler given at creation.
final class JSONCommandChannel: Sendable {
    /// What the log and errors call the protocol ("BiDi", "CDP").
    let name: String
    /// What a call on a closed channel names as the session that went away.
    let endpoint: String
    /// Where each call's ending and duration are logged (at `debug`).
    let logger: Logger
    private let transport: LockedValue<(any JSONMessageTransport)?>
    private let state = LockedValue(State())
    private let onEvent: @Sendable (JSONValue) -> Void

    private struct State {
        var nextID = 1
        var pending: [Int: AnswerWait] = [:]
        var closed = false
    }

    /// A channel whose transport is given next (``attach(_:)``): the transport delivers to it.
    init(name: String, endpoint: String, logger: Logger, onEvent: @escaping @Sendable (JSONValue) -> Void) {
        self.name = name
        self.endpoint = endpoint
        self.logger = logger
        self.onEvent = onEvent
        transport = LockedValue(nil)
    }

    deinit {
        close()
    }

    /// Sets the transport the channel sends over.
    func attach(_ transport: any JSONMessageTransport) {
        self.transport.withLock { $0 = transport }
    }

    /// `false` once the transport closed (the browser or the driver went away, or ``close()``).
    var isOpen: Bool { !state.current.closed && !(transport.current?.isClosed ?? true) }

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
        let reply = AnswerWait()
        let id = try state.withLock { state -> Int in
            guard !state.closed else { throw WebDriverError.sessionDeleted(id: endpoint) }
            defer { state.nextID += 1 }
            state.pending[state.nextID] = reply
            return state.nextID
        }
        var message = fields
        message["id"] = .number(Double(id))
        message["method"] = .string(method)
        let call = Call(channel: self, id: id, method: method, reply: reply)
        var text = JSONValue.object(message).serialized()
        if let serializedParameters {
            // `text` is an object with members (id, method): its closing brace makes room.
            text.removeLast()
            text += ",\"params\":" + serializedParameters + "}"
        }
        transport.current?.send(text)
        return call
    }

    /// A command sent by ``start(_:_:)`` whose answer is still to be read.
    struct Call: Sendable {
        fileprivate let channel: JSONCommandChannel
        fileprivate let id: Int
        let method: String
        fileprivate let reply: AnswerWait
        private let started = ContinuousClock.now

        fileprivate init(channel: JSONCommandChannel, id: Int, method: String, reply: AnswerWait) {
            self.channel = channel
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
                throw WebDriverError.deadlineExceeded(command: "\(channel.name) \(method)", deadline: timeout)
            }
            return try outcome.get()
        }

        /// Forgets the call (a late answer is dropped) and logs how it ended and its duration.
        private func finish(_ ending: String) {
            channel.state.withLock { _ = $0.pending.removeValue(forKey: id) }
            channel.logger.debug("\(channel.name) \(method) \(ending) \(WireClient.format(ContinuousClock.now - started))")
        }
    }

    /// Closes the socket. Idempotent; waiting calls fail at once.
    func close() {
        closedByPeer()
        transport.current?.close()
    }

    /// A message the transport received: an answer to a call, or an event.
    func receive(_ text: String) {
        guard let message = try? JSONValue(parsing: text) else { return }
        if let id = message["id"]?.intValue {
            let reply = state.withLock { $0.pending[id] }
            reply?.complete(.success(message))
        } else {
            onEvent(message)
        }
    }

    /// The other end went away: waiting calls fail at once.
    func closedByPeer() {
        let waiting = state.withLock { state -> [AnswerWait] in
            state.closed = true
            defer { state.pending = [:] }
            return Array(state.pending.values)
        }
        for reply in waiting {
            reply.complete(.failure(WebDriverError.sessionDeleted(id: endpoint)))
        }
    }
}

/// One awaited answer: delivered on the transport's thread, waited for on the caller's.
private final class AnswerWait: Sendable {
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
