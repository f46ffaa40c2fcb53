#if canImport(WebSocketKit)
import Foundation
import NIOCore
import NIOPosix
import Logging
import WebSocketKit

/// A ``JSONCommandChannel`` over a WebSocket: a BiDi session's, or a Chromium's DevTools
/// endpoint when no pipe to it exists (see ``DevToolsPipe``).
enum JSONWebSocket {
    /// Opens the WebSocket at `url`, waiting at most `timeout` seconds for the upgrade, and
    /// returns a channel over it.
    ///
    /// - Throws: ``WebDriverError/serverNotReachable(url:command:reason:)`` when nothing answers or the
    ///   upgrade is refused; ``WebDriverError/deadlineExceeded(command:deadline:)`` on timeout.
    static func connect(to url: URL, name: String, timeout: TimeInterval, logger: Logger,
                        onEvent: @escaping @Sendable (JSONValue) -> Void) throws -> JSONCommandChannel {
        let opened = LockedValue<Result<JSONCommandChannel, any Error>?>(nil)
        let arrived = DispatchSemaphore(value: 0)
        var configuration = WebSocketClient.Configuration()
        configuration.maxFrameSize = 1 << 24  // answers (a page's tree, a screenshot) exceed the 16 KiB default
        let future = WebSocket.connect(to: url, configuration: configuration, on: MultiThreadedEventLoopGroup.singleton) { socket in
            let channel = JSONCommandChannel(name: name, endpoint: url.lastPathComponent, logger: logger, onEvent: onEvent)
            channel.attach(WebSocketTransport(socket: socket))
            socket.onText { _, text in channel.receive(text) }
            socket.onClose.whenComplete { _ in channel.closedByPeer() }
            opened.withLock { $0 = .success(channel) }
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
        case .success(let channel)?:
            return channel
        case .failure(let error)?:
            throw WebDriverError.serverNotReachable(url: url.absoluteString, command: "\(name) connect", reason: "\(error)")
        case nil:
            throw WebDriverError.serverNotReachable(url: url.absoluteString, command: "\(name) connect", reason: "the WebSocket upgrade gave no socket")
        }
    }
}

/// Messages as WebSocket text frames.
private struct WebSocketTransport: JSONMessageTransport {
    let socket: WebSocket

    func send(_ text: String) {
        socket.send(text)
    }

    func close() {
        _ = socket.close()
    }

    var isClosed: Bool { socket.isClosed }
}
#endif
