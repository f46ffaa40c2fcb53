#if canImport(Darwin)
import Foundation

/// An ``HTTPTransport`` over `URLSession`, used on Apple platforms.
///
/// Not available on Linux: FoundationNetworking rejects chromedriver's responses (it writes header
/// lines like `Content-Length:923` without a space), so Linux uses `AsyncHTTPClientTransport`.
public final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
    // @unchecked: `session` is immutable and URLSession is thread-safe.
    private let session: URLSession

    /// The process-wide instance used by ``HTTPTransport/platformDefault``.
    public static let shared = URLSessionTransport()

    /// Creates a transport with an ephemeral session (no cookies, no cache).
    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 8
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    /// Sends `request`, blocking the calling thread until the response arrives or the deadline passes.
    public func send(_ request: HTTPRequest, timeout: TimeInterval) throws -> HTTPResponse {
        guard let outcome = begin(request, timeout: timeout).wait(upTo: timeout + 1) else {
            throw HTTPTransportError.deadlineExceeded(url: request.url, timeout: timeout)
        }
        return try outcome.get()
    }

    /// Starts sending `request`; URLSession delivers the response on its delegate queue.
    public func begin(_ request: HTTPRequest, timeout: TimeInterval) -> HTTPExchange {
        var urlRequest = URLRequest(url: request.url, timeoutInterval: timeout)
        urlRequest.httpMethod = request.method.rawValue
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        if let body = request.body {
            urlRequest.httpBody = body
            if request.headers["Content-Type"] == nil {
                urlRequest.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
            }
        }
        let exchange = HTTPExchange()
        let url = request.url
        let task = session.dataTask(with: urlRequest) { data, response, error in
            if let error {
                exchange.complete(.failure(Self.classify(error, url: url, timeout: timeout)))
            } else {
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                exchange.complete(.success(HTTPResponse(status: status, body: data ?? Data())))
            }
        }
        task.resume()
        return exchange
    }

    static func classify(_ error: any Error, url: URL, timeout: TimeInterval) -> HTTPTransportError {
        guard let error = error as? URLError else { return .other(url: url, reason: error.localizedDescription) }
        switch error.code {
        case .timedOut:
            return .deadlineExceeded(url: url, timeout: timeout)
        case .cannotConnectToHost, .networkConnectionLost, .cannotFindHost, .notConnectedToInternet:
            return .connectionFailed(url: url, reason: error.localizedDescription)
        default:
            return .other(url: url, reason: error.localizedDescription)
        }
    }
}

#endif
