import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP server on 127.0.0.1 for fault tests, on threads of its own: it serves fixed
/// pages, forwards to another server, or accepts connections and never answers (a hung
/// driver). The mode can change while it runs. Every socket has a timeout, and ``stop()``
/// closes everything, so no test waits on it for long.
final class LoopbackServer: @unchecked Sendable {
    /// What the server does with a request.
    enum Mode: Sendable {
        /// Reads the request and never answers.
        case silent
        /// Answers with fixed pages by path (anything else: 404).
        case pages([String: Page])
        /// Forwards the request to a server on 127.0.0.1 and relays its answer.
        case proxy(port: Int)
    }

    /// A fixed answer.
    struct Page: Sendable {
        var status: Int = 200
        var html: String
    }

    /// The port the server listens on.
    let port: Int
    /// `http://127.0.0.1:PORT`.
    var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    private let listener: Int32
    private let state: NSLock = NSLock()
    private var currentMode: Mode
    private var connections: Set<Int32> = []
    private var stopped = false

    /// Starts listening on a free port of 127.0.0.1.
    init(mode: Mode) throws {
        currentMode = mode
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError("cannot create a socket") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw ServerError("cannot listen on 127.0.0.1")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "LoopbackServer.accept"
        thread.start()
    }

    deinit { stop() }

    /// What the server does now.
    var mode: Mode {
        get { locked { currentMode } }
        set { locked { currentMode = newValue } }
    }

    /// Stops listening and closes every connection. Idempotent.
    func stop() {
        let sockets: [Int32]? = locked {
            guard !stopped else { return nil }
            stopped = true
            defer { connections = [] }
            return Array(connections)
        }
        guard let sockets else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for fd in sockets { shutdown(fd, Int32(SHUT_RDWR)) }
    }

    // MARK: - Serving

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                if errno == EINTR { continue }
                return
            }
            let admitted = locked { () -> Bool in
                guard !stopped else { return false }
                connections.insert(client)
                return true
            }
            guard admitted else {
                close(client)
                return
            }
            let thread = Thread { [self] in
                serve(client)
                locked { _ = connections.remove(client) }
                close(client)
            }
            thread.name = "LoopbackServer.connection"
            thread.start()
        }
    }

    private func serve(_ client: Int32) {
        Self.setTimeout(client, seconds: 30)
        guard let request = Self.readRequest(client) else { return }
        switch mode {
        case .silent:
            // Hold the connection open without a word until the server stops.
            var byte: UInt8 = 0
            while !locked({ stopped }) {
                let count = recv(client, &byte, 1, 0)
                if count == 0 { break }  // the client gave up
                if count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR { break }
            }
        case .pages(let pages):
            let page = pages[request.path] ?? Page(status: 404, html: "<title>Not found</title><h1>Not found</h1>")
            Self.write(client, Self.response(status: page.status, body: Data(page.html.utf8), type: "text/html; charset=utf-8"))
        case .proxy(let upstream):
            guard let answer = Self.forward(request.raw, toPort: upstream) else { return }
            Self.write(client, answer)
        }
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        state.lock()
        defer { state.unlock() }
        return body()
    }

    // MARK: - HTTP, just enough

    private struct Request {
        var raw: Data
        var path: String
    }

    /// Reads one request: headers and a `Content-Length` body.
    private static func readRequest(_ fd: Int32) -> Request? {
        guard let (raw, head) = readMessage(fd) else { return nil }
        let target = head.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        return Request(raw: raw, path: String(target.split(separator: "?").first ?? "/"))
    }

    /// Reads one HTTP message: the head, then a body of `Content-Length` bytes (to the end of
    /// the stream when there is none). Returns the raw bytes and the head as text.
    private static func readMessage(_ fd: Int32) -> (Data, String)? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            if let end = data.range(of: Data("\r\n\r\n".utf8)) {
                let head = String(decoding: data[..<end.lowerBound], as: UTF8.self)
                let length = head.split(separator: "\r\n").compactMap { line -> Int? in
                    let parts = line.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                    return Int(parts[1].trimmingCharacters(in: .whitespaces))
                }.first
                if let length, data.count - end.upperBound >= length { return (data, head) }
                if length == nil, head.hasPrefix("GET ") || head.hasPrefix("DELETE ") || head.hasPrefix("HEAD ") {
                    return (data, head)
                }
            }
            let count = recv(fd, &buffer, buffer.count, 0)
            guard count > 0 else {
                guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { return nil }
                return (data, String(decoding: data[..<end.lowerBound], as: UTF8.self))
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    private static func response(status: Int, body: Data, type: String) -> Data {
        var head = "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Error")\r\n"
        head += "Content-Type: \(type)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Data(head.utf8) + body
    }

    /// Sends `request` (with `Connection: close`) to 127.0.0.1:`port` and returns the answer,
    /// also marked `Connection: close`, since this server closes every connection after one
    /// answer.
    private static func forward(_ request: Data, toPort port: Int) -> Data? {
        let upstream = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard upstream >= 0 else { return nil }
        defer { close(upstream) }
        setTimeout(upstream, seconds: 60)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        write(upstream, withConnectionClose(request))
        guard let (answer, _) = readMessage(upstream) else { return nil }
        return withConnectionClose(answer)
    }

    /// The message with its `Connection` header replaced by `Connection: close`.
    private static func withConnectionClose(_ message: Data) -> Data {
        guard let end = message.range(of: Data("\r\n\r\n".utf8)) else { return message }
        let head = String(decoding: message[..<end.lowerBound], as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n").filter { !$0.lowercased().hasPrefix("connection:") }
        return Data((lines + ["Connection: close"]).joined(separator: "\r\n").utf8) + message[end.lowerBound...]
    }

    private static func write(_ fd: Int32, _ data: Data) {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return }
                offset += sent
            }
        }
    }

    private static func setTimeout(_ fd: Int32, seconds: Int) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }
}

/// Why the server could not start.
struct ServerError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A TCP port on 127.0.0.1 with nothing listening on it (bound, then released).
func closedLoopbackPort() throws -> Int {
    let server = try LoopbackServer(mode: .silent)
    let port = server.port
    server.stop()
    return port
}
