#if canImport(AsyncHTTPClient)
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// An ``HTTPTransport`` over AsyncHTTPClient, used on Linux.
///
/// One `HTTPClient` (with its own small event loop group) is shared by all requests. Responses
/// arrive on the event loop's own thread, which wakes the waiting caller: no Swift-concurrency
/// thread is needed to finish a request, so tests that block the cooperative threads cannot
/// starve it. Callers must not be NIO event loop threads.
public final class AsyncHTTPClientTransport: HTTPTransport, @unchecked Sendable {
    // @unchecked: `client` and `group` are immutable; `isShutDown` is guarded by `lock`.
    private let group: MultiThreadedEventLoopGroup
    private let client: HTTPClient
    private let lock = NSLock()
    private var isShutDown = false

    /// The process-wide instance used by ``HTTPTransport/platformDefault``. It is never shut down.
    public static let shared = AsyncHTTPClientTransport()

    /// Creates a transport with its own event loop group and connection pool.
    ///
    /// - Parameter connectTimeout: how long to wait for a TCP connection before failing.
    public init(connectTimeout: TimeInterval = 5) {
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        var configuration = HTTPClient.Configuration()
        configuration.timeout.connect = .milliseconds(Int64(connectTimeout * 1000))
        configuration.connectionPool.idleTimeout = .seconds(30)
        // Fail at once when nothing listens (a dead driver) instead of retrying until the connect timeout.
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.decompression = .disabled
        configuration.redirectConfiguration = .disallow
        client = HTTPClient(eventLoopGroupProvider: .shared(group), configuration: configuration)
    }

    deinit {
        shutdown()
    }

    /// Closes pooled connections and stops the event loop. Idempotent; later sends fail.
    public func shutdown() {
        lock.lock()
        let alreadyDown = isShutDown
        isShutDown = true
        lock.unlock()
        guard !alreadyDown else { return }
        try? client.syncShutdown()
        try? group.syncShutdownGracefully()
    }

    /// Sends `request`, blocking until the response arrives or the deadline passes.
    public func send(_ request: HTTPRequest, timeout: TimeInterval) throws -> HTTPResponse {
        guard let outcome = begin(request, timeout: timeout).wait(upTo: timeout + 5) else {
            throw HTTPTransportError.deadlineExceeded(url: request.url, timeout: timeout)
        }
        return try outcome.get()
    }

    /// Starts sending `request`; the response is delivered on the event loop's thread, so the
    /// waiting thread needs nothing else (no cooperative thread) to be woken up.
    public func begin(_ request: HTTPRequest, timeout: TimeInterval) -> HTTPExchange {
        let exchange = HTTPExchange()
        lock.lock()
        let down = isShutDown
        lock.unlock()
        if down {
            exchange.complete(.failure(HTTPTransportError.other(url: request.url, reason: "the transport was shut down")))
            return exchange
        }

        var headers = HTTPHeaders()
        for (name, value) in request.headers { headers.add(name: name, value: value) }
        if request.body != nil, request.headers["Content-Type"] == nil {
            headers.add(name: "Content-Type", value: "application/json; charset=utf-8")
        }
        let nioRequest: HTTPClient.Request
        do {
            nioRequest = try HTTPClient.Request(
                url: request.url,
                method: NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue),
                headers: headers,
                body: request.body.map { .bytes($0) }
            )
        } catch {
            exchange.complete(.failure(HTTPTransportError.other(url: request.url, reason: "invalid request: \(error)")))
            return exchange
        }

        let nanoseconds = Int64(max(0.001, timeout) * 1_000_000_000)
        let deadline = NIODeadline.now() + .nanoseconds(nanoseconds)
        let url = request.url
        client.execute(request: nioRequest, deadline: deadline).whenComplete { result in
            switch result {
            case .success(let response):
                let body = response.body.map { Data($0.readableBytesView) } ?? Data()
                exchange.complete(.success(HTTPResponse(status: Int(response.status.code), body: body)))
            case .failure(let error):
                exchange.complete(.failure(Self.classify(error, url: url, timeout: timeout)))
            }
        }
        return exchange
    }

    static func classify(_ error: any Error, url: URL, timeout: TimeInterval) -> HTTPTransportError {
        if let clientError = error as? HTTPClientError {
            switch clientError {
            case .deadlineExceeded, .readTimeout, .writeTimeout:
                return .deadlineExceeded(url: url, timeout: timeout)
            case .connectTimeout, .remoteConnectionClosed, .alreadyShutdown:
                return .connectionFailed(url: url, reason: "\(clientError)")
            default:
                break
            }
        }
        if let channelError = error as? ChannelError {
            switch channelError {
            case .ioOnClosedChannel, .eof, .alreadyClosed, .outputClosed, .inputClosed:
                return .connectionFailed(url: url, reason: "the connection was closed (\(channelError))")
            case .connectTimeout:
                return .connectionFailed(url: url, reason: "connecting timed out")
            default:
                break
            }
        }
        if let ioError = error as? IOError,
           [ECONNREFUSED, ECONNRESET, EPIPE, ECONNABORTED, EHOSTUNREACH, ENETUNREACH].contains(ioError.errnoCode) {
            return .connectionFailed(url: url, reason: "\(ioError)")
        }
        let text = String(describing: error)
        let refusedMarkers = ["connectionRefused", "Connection refused", "ECONNREFUSED", "connection reset",
                              "Connection reset", "NIOConnectionError", "ioOnClosedChannel", "eof"]
        if error is NIOConnectionError || refusedMarkers.contains(where: text.contains) {
            return .connectionFailed(url: url, reason: text)
        }
        return .other(url: url, reason: text)
    }
}
#endif
