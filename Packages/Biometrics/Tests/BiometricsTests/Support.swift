@testable import Biometrics
import ElementCore
import Foundation
import WebDriver
import WebDriverClient

/// A ``DarwinNotifying`` that records every call and answers with chosen statuses.
final class RecordingNotifier: DarwinNotifying, @unchecked Sendable {
    enum Call: Equatable {
        case post(String)
        case registerCheck(String)
        case setState(UInt64, token: Int32)
        case cancel(Int32)
    }

    private let log = Locked<[Call]>([])
    let token: Int32
    let failing: @Sendable (Call) -> UInt32?

    /// `failing` returns a status for the calls that should fail (`nil`: succeed).
    init(token: Int32 = 7, failing: @escaping @Sendable (Call) -> UInt32? = { _ in nil }) {
        self.token = token
        self.failing = failing
    }

    var calls: [Call] { log.current }

    func post(_ name: String) -> UInt32 { record(.post(name)) }
    func registerCheck(_ name: String) -> (status: UInt32, token: Int32) { (record(.registerCheck(name)), token) }
    func setState(_ state: UInt64, token: Int32) -> UInt32 { record(.setState(state, token: token)) }
    func cancel(_ token: Int32) -> UInt32 { record(.cancel(token)) }

    private func record(_ call: Call) -> UInt32 {
        log.withLock { $0.append(call) }
        return failing(call) ?? 0
    }
}

/// A driver with no optional capability; `name` decides whether it passes for XCUI.
final class StubDriver: Engine, @unchecked Sendable {
    let name: String

    init(name: String) { self.name = name }

    func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution { throw .unsupported("stub") }
    func matches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] { [] }
    func perform(_ action: ElementAction, on query: ElementQuery) throws(EngineError) {}
    func launch(_ app: AppTarget, configuration: LaunchConfiguration) throws(EngineError) {}
    func terminate(_ app: AppTarget) throws(EngineError) {}
    func activate(_ app: AppTarget) throws(EngineError) {}
    func background(_ app: AppTarget) throws(EngineError) {}
    func state(of app: AppTarget) throws(EngineError) -> AppState { .notRunning }
    func screenshot() throws(EngineError) -> Data { Data() }
    func open(_ url: URL) throws(EngineError) {}
}

/// A stub XCUI driver that also simulates biometrics itself (as a future XCUI engine might).
final class CapableXCUIEngine: Engine, BiometricsControlling, @unchecked Sendable {
    let name = "XCUI"
    let log = Locked<[String]>([])

    func setBiometricsEnrolled(_ enrolled: Bool) throws(EngineError) { log.withLock { $0.append("enrolled \(enrolled)") } }
    func authenticateBiometrics(successfully: Bool) throws(EngineError) { log.withLock { $0.append("match \(successfully)") } }

    func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution { throw .unsupported("stub") }
    func matches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] { [] }
    func perform(_ action: ElementAction, on query: ElementQuery) throws(EngineError) {}
    func launch(_ app: AppTarget, configuration: LaunchConfiguration) throws(EngineError) {}
    func terminate(_ app: AppTarget) throws(EngineError) {}
    func activate(_ app: AppTarget) throws(EngineError) {}
    func background(_ app: AppTarget) throws(EngineError) {}
    func state(of app: AppTarget) throws(EngineError) -> AppState { .notRunning }
    func screenshot() throws(EngineError) -> Data { Data() }
    func open(_ url: URL) throws(EngineError) {}
}

/// An ``HTTPTransport`` that records requests and answers them with a closure.
final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
    private let sent = Locked<[HTTPRequest]>([])
    private let answer: @Sendable (HTTPRequest) -> HTTPResponse

    init(_ answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
        self.answer = answer
    }

    /// Every request so far, as `METHOD /path body`.
    var summaries: [String] {
        sent.current.map { request in
            "\(request.method.rawValue) \(request.url.path) " + (request.body.map { String(decoding: $0, as: UTF8.self) } ?? "")
        }
    }

    func send(_ request: HTTPRequest, timeout: TimeInterval) throws -> HTTPResponse {
        sent.withLock { $0.append(request) }
        return answer(request)
    }

    static func ok(_ value: JSONValue) -> HTTPResponse {
        HTTPResponse(status: 200, body: JSONValue.object(["value": value]).serializedData())
    }

    static func error(_ code: String, status: Int = 404) -> HTTPResponse {
        HTTPResponse(status: status, body: JSONValue.object([
            "value": ["error": .string(code), "message": "not here", "stacktrace": ""],
        ]).serializedData())
    }
}

/// A web engine whose app runs on a scripted remote end that reports `capabilities`.
func scriptedEngine(
    _ capabilities: [String: JSONValue],
    name: String = "WebDriver",
    answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse = { _ in ScriptedTransport.ok(nil) }
) throws -> (WebDriverEngine, ScriptedTransport) {
    let (transport, openSession) = scriptedRemote(capabilities, answer: answer)
    let engine = WebDriverEngine(configuration: .init(baseURL: URL(string: "http://app.test/"), openSession: openSession), name: name)
    try engine.launch(.underTest, configuration: LaunchConfiguration())
    return (engine, transport)
}

/// An Appium engine whose app runs on a scripted Appium server that reports `capabilities`.
func scriptedAppiumEngine(_ capabilities: [String: JSONValue]) throws -> (AppiumEngine, ScriptedTransport) {
    let (transport, openSession) = scriptedRemote(capabilities) { _ in ScriptedTransport.ok(nil) }
    let engine = AppiumEngine(configuration: .init(openSession: openSession))
    try engine.launch(.underTest, configuration: LaunchConfiguration())
    return (engine, transport)
}

/// A remote end that starts session `S1` reporting `capabilities` and answers the rest with
/// `answer`, and a session factory on it.
private func scriptedRemote(
    _ capabilities: [String: JSONValue],
    answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse
) -> (ScriptedTransport, @Sendable () throws -> WebDriverSession) {
    let transport = ScriptedTransport { request in
        if request.method == .post, request.url.path == "/session" {
            return ScriptedTransport.ok(["sessionId": "S1", "capabilities": .object(capabilities)])
        }
        return answer(request)
    }
    let server = URL(string: "http://127.0.0.1:4444")!
    return (transport, {
        try WebDriverSession.create(serverURL: server, capabilities: Capabilities(alwaysMatch: capabilities), transport: transport)
    })
}
