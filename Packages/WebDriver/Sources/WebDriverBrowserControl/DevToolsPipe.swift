#if canImport(WebSocketKit)
import Foundation
import Logging
#if canImport(Glibc)
import Glibc
private let system = (send: Glibc.send, read: Glibc.read, close: Glibc.close, noSignal: Int32(MSG_NOSIGNAL))
#elseif canImport(Darwin)
import Darwin
private let system = (send: Darwin.send, read: Darwin.read, close: Darwin.close, noSignal: Int32(0))
#endif

/// The DevTools pipe of a Chromium started here (`--remote-debugging-pipe`): JSON messages,
/// each ended by a NUL byte, over a socket the browser has as file descriptors 3 (it reads
/// commands) and 4 (it writes answers and events). Playwright drives Chromium the same way.
///
/// Why not the WebSocket: a WebSocket client must mask every byte it sends, one at a time, and
/// in a debug build (what `swift test` runs, SwiftNIO included) that took about 30 ms of the
/// test process's CPU for the page runtime sent with each test's tab, more than the rest of its
/// DevTools traffic together (`Tools/BenchPeers/README.md`). The pipe copies bytes as they are.
///
/// A thread of its own reads (blocking reads never hold one of Swift concurrency's threads);
/// writes happen on the caller's thread, one message at a time.
final class DevToolsPipe: JSONMessageTransport, @unchecked Sendable {
    // @unchecked: `descriptor` is immutable; `closed` and the writes are guarded by `lock`.
    private let descriptor: Int32
    private let lock = NSLock()
    private var closed = false

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// A channel over `descriptor` (this process's end of the browser's pipe socket), which it
    /// owns from now on: the reader closes it when the browser's end closes or ``close()`` is called.
    static func open(descriptor: Int32, logger: Logger, onEvent: @escaping @Sendable (JSONValue) -> Void) -> JSONCommandChannel {
        let pipe = DevToolsPipe(descriptor: descriptor)
        let channel = JSONCommandChannel(name: "CDP", endpoint: "the browser's DevTools pipe", logger: logger, onEvent: onEvent)
        channel.attach(pipe)
        let reader = Thread { pipe.read(into: channel) }
        reader.name = "TABTestKit DevTools pipe"
        reader.start()
        return channel
    }

    func send(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.append(0)
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var sent = 0
            while sent < buffer.count {
                let written = system.send(descriptor, base + sent, buffer.count - sent, system.noSignal)
                if written > 0 {
                    sent += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    // The browser is gone: the reader sees the end and fails the waiting calls.
                    closed = true
                    shutdown(descriptor, Int32(SHUT_RDWR))
                    return
                }
            }
        }
    }

    /// Wakes the reader, which closes the descriptor: closing it here could close another file
    /// opened meanwhile under the same number while the reader still reads from it.
    func close() {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        closed = true
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    var isClosed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return closed
    }

    /// Reads until the browser's end closes, handing each whole message to `channel`.
    private func read(into channel: JSONCommandChannel) {
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { system.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            chunk.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                var start = 0
                // memchr, not a loop over the bytes: answers can be megabytes (screenshots).
                while start < count, let end = memchr(base + start, 0, count - start) {
                    let stop = base.distance(to: UnsafeRawPointer(end))
                    pending.append(contentsOf: UnsafeRawBufferPointer(start: base + start, count: stop - start))
                    channel.receive(String(decoding: pending, as: UTF8.self))
                    pending.removeAll(keepingCapacity: true)
                    start = stop + 1
                }
                if start < count {
                    pending.append(contentsOf: UnsafeRawBufferPointer(start: base + start, count: count - start))
                }
            }
        }
        lock.lock()
        closed = true
        lock.unlock()
        _ = system.close(descriptor)
        channel.closedByPeer()
    }
}
#endif
