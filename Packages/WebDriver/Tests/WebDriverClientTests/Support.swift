import Foundation
import Logging
import Testing
@testable import WebDriverClient

/// A scripted ``HTTPTransport``: records every request and answers with a handler.
final class FakeTransport: HTTPTransport, @unchecked Sendable {
    struct Sent {
        var request: HTTPRequest
        var timeout: TimeInterval
        var path: String { request.url.path }
        var bodyText: String? { request.body.map { String(decoding: $0, as: UTF8.self) } }
        var json: JSONValue? { request.body.flatMap { try? JSONValue(parsing: $0) } }
    }

    private let lock = NSLock()
    private var sentRequests: [Sent] = []
    private let handler: @Sendable (HTTPRequest) throws -> HTTPResponse

    init(_ handler: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse = { _ in FakeTransport.ok(.null) }) {
        self.handler = handler
    }

    var sent: [Sent] {
        lock.lock()
        defer { lock.unlock() }
        return sentRequests
    }

    var last: Sent? { sent.last }

    func send(_ request: HTTPRequest, timeout: TimeInterval) throws -> HTTPResponse {
        lock.lock()
        sentRequests.append(Sent(request: request, timeout: timeout))
        lock.unlock()
        return try handler(request)
    }

    static func ok(_ value: JSONValue) -> HTTPResponse {
        HTTPResponse(status: 200, body: JSONValue.object(["value": value]).serializedData())
    }

    static func error(_ code: String, message: String = "boom", status: Int = 404) -> HTTPResponse {
        HTTPResponse(status: status, body: JSONValue.object([
            "value": ["error": .string(code), "message": .string(message), "stacktrace": ""],
        ]).serializedData())
    }

    /// Answers POST /session with session "S1", everything else with `value`.
    static func session(_ value: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse = { _ in ok(.null) }) -> FakeTransport {
        FakeTransport { request in
            if request.method == .post, request.url.path.hasSuffix("/session") {
                return ok(["sessionId": "S1", "capabilities": ["browserName": "chrome", "timeouts": ["script": 30000]]])
            }
            return try value(request)
        }
    }
}

let fakeURL = URL(string: "http://127.0.0.1:4444")!

func makeSession(
    _ transport: FakeTransport,
    capabilities: Capabilities = Capabilities(alwaysMatch: ["browserName": "chrome"]),
    logger: Logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
) throws -> WebDriverSession {
    try WebDriverSession.create(serverURL: fakeURL, capabilities: capabilities, transport: transport, logger: logger)
}

/// A log handler that keeps every message, for checking what is (and is not) logged.
final class CapturingLogHandler: LogHandler, @unchecked Sendable {
    final class Store: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
    }

    let store: Store
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    init(store: Store) { self.store = store }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        store.append("\(event.level) \(event.message)")
    }
}

/// Expects `body` to fail with the W3C error `code` (what the classic command answers), and
/// records what happened instead.
func expectError(_ code: W3CErrorCode, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
                 _ body: () throws -> Void) {
    do {
        try body()
        Issue.record("\(what) succeeded; expected \(code.rawValue)", sourceLocation: sourceLocation)
    } catch let error as WebDriverError {
        #expect(error.code == code, "\(what): \(error)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(what) threw \(error); expected \(code.rawValue)", sourceLocation: sourceLocation)
    }
}
