#if !canImport(FoundationNetworking)
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
        var urlRequest = URLRequest(url: request.url, timeoutInterval: timeout)
        urlRequest.httpMethod = request.method.rawValue
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        if let body = request.body {
            urlRequest.httpBody = body
            if request.headers["Content-Type"] == nil {
                urlRequest.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
            }
        }

        let box = ResultBox()
        let task = session.dataTask(with: urlRequest) { data, response, error in
            if let error {
                box.set(.failure(error))
            } else {
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                box.set(.success(HTTPResponse(status: status, body: data ?? Data())))
            }
        }
        task.resume()
        guard box.wait(timeout: timeout + 1) else {
            task.cancel()
            throw HTTPTransportError.deadlineExceeded(url: request.url, timeout: timeout)
        }
        switch box.result! {
        case .success(let response):
            return response
        case .failure(let error as URLError):
            switch error.code {
            case .timedOut:
                throw HTTPTransportError.deadlineExceeded(url: request.url, timeout: timeout)
            case .cannotConnectToHost, .networkConnectionLost, .cannotFindHost, .notConnectedToInternet:
                throw HTTPTransportError.connectionFailed(url: request.url, reason: error.localizedDescription)
            default:
                throw HTTPTransportError.other(url: request.url, reason: error.localizedDescription)
            }
        case .failure(let error):
            throw HTTPTransportError.other(url: request.url, reason: error.localizedDescription)
        }
    }
}

/// A one-shot result slot that a completion handler fills and a blocked thread waits for.
private final class ResultBox: @unchecked Sendable {
    // @unchecked: `storedResult` is written once under `lock` before the semaphore is signalled.
    private let lock = NSLock()
    private let semaphore = DispatchSemaphore(value: 0)
    private var storedResult: Result<HTTPResponse, any Error>?

    var result: Result<HTTPResponse, any Error>? {
        lock.lock()
        defer { lock.unlock() }
        return storedResult
    }

    func set(_ result: Result<HTTPResponse, any Error>) {
        lock.lock()
        storedResult = result
        lock.unlock()
        semaphore.signal()
    }

    func wait(timeout: TimeInterval) -> Bool {
        semaphore.wait(timeout: .now() + timeout) == .success
    }
}
#endif
