import Foundation

/// An HTTP method used by the WebDriver protocol.
public enum HTTPMethod: String, Sendable, Hashable {
    /// `GET`: read state.
    case get = "GET"
    /// `POST`: run a command.
    case post = "POST"
    /// `DELETE`: end or remove something.
    case delete = "DELETE"
}

/// One HTTP request sent to a WebDriver server.
public struct HTTPRequest: Sendable, Equatable {
    /// The HTTP method.
    public var method: HTTPMethod
    /// The absolute URL, e.g. `http://127.0.0.1:9515/session/abc/title`.
    public var url: URL
    /// Request headers.
    public var headers: [String: String]
    /// The request body; `nil` for GET and DELETE.
    public var body: Data?

    /// Creates a request.
    public init(method: HTTPMethod, url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// One HTTP response received from a WebDriver server.
public struct HTTPResponse: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// The raw response body.
    public var body: Data

    /// Creates a response.
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}

/// Why a transport could not deliver a request or read its response.
public enum HTTPTransportError: Error, Sendable, Equatable {
    /// Nothing accepts connections at the URL (connection refused, reset or closed before a response).
    case connectionFailed(url: URL, reason: String)
    /// No complete response arrived before the deadline.
    case deadlineExceeded(url: URL, timeout: TimeInterval)
    /// Any other transport failure.
    case other(url: URL, reason: String)
}

/// Sends HTTP requests synchronously. ``WebDriverSession`` talks to servers through this protocol,
/// so tests can substitute a fake and other stacks can be plugged in.
///
/// Implementations must be safe to call from several threads at once, and `send` must return or
/// throw no later than `timeout` seconds after it was called (plus a small margin).
///
/// Waiting must not need Swift concurrency's cooperative threads (the response must arrive on
/// the transport's own threads), so that tests that block those threads cannot starve it.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and blocks until the whole response has been read or `timeout` seconds passed.
    ///
    /// - Throws: ``HTTPTransportError``.
    func send(_ request: HTTPRequest, timeout: TimeInterval) throws -> HTTPResponse

    /// Starts sending `request` and returns at once; the exchange waits for the response. This
    /// lets a client notice a server that stopped answering (``WebDriverSession`` asks for
    /// `GET /status` meanwhile) instead of waiting out the whole deadline. The default sends
    /// synchronously, so the exchange is complete when returned.
    func begin(_ request: HTTPRequest, timeout: TimeInterval) -> HTTPExchange
}

extension HTTPTransport {
    /// Sends synchronously: the exchange is already complete.
    public func begin(_ request: HTTPRequest, timeout: TimeInterval) -> HTTPExchange {
        let exchange = HTTPExchange()
        exchange.complete(Result { try send(request, timeout: timeout) })
        return exchange
    }
}

/// A request on its way: the response (or error) arrives on the transport's own thread, and a
/// caller waits for it as long as it chooses.
public final class HTTPExchange: Sendable {
    private let state = LockedValue<Result<HTTPResponse, any Error>?>(nil)
    private let arrived = DispatchSemaphore(value: 0)

    /// An exchange waiting for its outcome.
    public init() {}

    /// Delivers the outcome; later calls are ignored.
    public func complete(_ outcome: Result<HTTPResponse, any Error>) {
        let isFirst = state.withLock { current -> Bool in
            guard current == nil else { return false }
            current = outcome
            return true
        }
        if isFirst { arrived.signal() }
    }

    /// The outcome, waiting for it at most `seconds` (until it arrives when `nil`); `nil` when it
    /// has not arrived in time.
    public func wait(upTo seconds: TimeInterval?) -> Result<HTTPResponse, any Error>? {
        if let outcome = state.current { return outcome }
        if let seconds {
            guard arrived.wait(timeout: .now() + max(0, seconds)) == .success else { return nil }
        } else {
            arrived.wait()
        }
        arrived.signal()  // later waits see it at once
        return state.current
    }
}

extension HTTPTransport where Self == PlatformDefaultTransport {
    /// The transport that works best on this platform: `AsyncHTTPClientTransport` on Linux
    /// (URLSession cannot read chromedriver's responses there), `URLSessionTransport` elsewhere.
    public static var platformDefault: PlatformDefaultTransport { PlatformDefaultTransport.shared }
}

/// The platform's preferred transport; see ``HTTPTransport/platformDefault``.
public struct PlatformDefaultTransport: HTTPTransport {
    #if canImport(AsyncHTTPClient)
    private let base: AsyncHTTPClientTransport
    #else
    private let base: URLSessionTransport
    #endif

    /// The process-wide instance, created on first use.
    public static let shared = PlatformDefaultTransport()

    private init() {
        #if canImport(AsyncHTTPClient)
        base = AsyncHTTPClientTransport.shared
        #else
        base = URLSessionTransport.shared
        #endif
    }

    /// Forwards to the platform's transport.
    public func send(_ request: HTTPRequest, timeout: TimeInterval) throws -> HTTPResponse {
        try base.send(request, timeout: timeout)
    }

    /// Forwards to the platform's transport.
    public func begin(_ request: HTTPRequest, timeout: TimeInterval) -> HTTPExchange {
        base.begin(request, timeout: timeout)
    }
}
