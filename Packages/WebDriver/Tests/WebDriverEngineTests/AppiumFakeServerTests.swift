import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// A scripted Appium XCUITest server, shared by the Appium suites: `POST /session` answers
/// session `s1` with the capabilities of an XCUITest session; element lookups, attributes, rects
/// and `mobile:` commands are answered from tables; every other request from the session on is
/// recorded as `METHOD /path body`.
final class FakeAppiumServer: HTTPTransport, @unchecked Sendable {
    /// One scripted lookup: the parent element (`nil` for the session), the strategy and its value.
    struct Lookup: Hashable {
        var parent: String?
        var using: String
        var value: String
    }

    static let url = URL(string: "http://127.0.0.1:4723")!
    /// What `GET /session/s1/source` answers.
    static let source = #"<XCUIElementTypeApplication name="Example"/>"#
    static let xcuitestCapabilities: JSONValue = [
        "platformName": "iOS", "automationName": "XCUITest", "bundleId": "com.example.app",
    ]

    private let lock = NSLock()
    private var lookups: [Lookup: [String]] = [:]
    private var attributes: [String: [String: JSONValue]] = [:]
    private var rects: [String: JSONValue] = [:]
    private var appStates: [String: Int] = [:]
    private var failingScripts: Set<String> = []
    private var staleElements: Set<String> = []
    private var log: [String] = []
    private var sessionBodies: [JSONValue] = []
    private let sessionCapabilities: JSONValue

    init(capabilities: JSONValue = FakeAppiumServer.xcuitestCapabilities) {
        sessionCapabilities = capabilities
    }

    // MARK: Scripting

    /// Elements (by id) that a lookup returns.
    func find(_ using: String, _ value: String, from parent: String? = nil, returns ids: [String]) {
        locked { $0.lookups[Lookup(parent: parent, using: using, value: value)] = ids }
    }

    /// An element's attributes (`hittable`, `enabled` and `visible` are `"true"` unless set).
    func attributes(of id: String, _ values: [String: JSONValue]) {
        locked { $0.attributes[id, default: [:]].merge(values) { _, new in new } }
    }

    /// An element's rect (`(0, 0, 100×40)` unless set).
    func rect(of id: String, x: Double, y: Double, width: Double, height: Double) {
        locked { $0.rects[id] = ["x": .number(x), "y": .number(y), "width": .number(width), "height": .number(height)] }
    }

    /// What `mobile: queryAppState` answers for a bundle (4, foreground, unless set).
    func appState(_ bundle: String, _ state: Int) {
        locked { $0.appStates[bundle] = state }
    }

    /// Makes a `mobile:` script fail with `unknown error`.
    func fail(_ script: String) {
        locked { _ = $0.failingScripts.insert(script) }
    }

    /// Makes every request about an element answer `stale element reference`.
    func makeStale(_ id: String) {
        locked { _ = $0.staleElements.insert(id) }
    }

    // MARK: Reading

    /// Every request since the session started (or since ``clear()``).
    var requests: [String] { locked { $0.log } }

    /// The bodies of every `POST /session`.
    var sessionRequests: [JSONValue] { locked { $0.sessionBodies } }

    /// Forgets the requests recorded so far.
    func clear() { locked { $0.log = [] } }

    // MARK: HTTPTransport

    func send(_ request: HTTPRequest, timeout: TimeInterval) throws -> HTTPResponse {
        let body = request.body.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let json = request.body.flatMap { try? JSONValue(parsing: $0) }
        let path = request.url.path
        if request.method == .post, path == "/session" {
            locked { $0.sessionBodies.append(json ?? .null) }
            return Self.ok(["sessionId": "s1", "capabilities": sessionCapabilities])
        }
        locked { $0.log.append("\(request.method.rawValue) \(path)" + (body.isEmpty ? "" : " \(body)")) }
        return locked { $0.answer(path: path, json: json) }
    }

    private func answer(path: String, json: JSONValue?) -> HTTPResponse {
        let parts = path.split(separator: "/").map(String.init)  // session, s1, …
        guard parts.count >= 3 else { return Self.ok(.null) }
        let rest = Array(parts.dropFirst(2))
        if rest.first == "element", rest.count > 1, staleElements.contains(rest[1]) {
            return HTTPResponse(status: 404, body: JSONValue.object(["value": [
                "error": "stale element reference", "message": "gone", "stacktrace": "",
            ]]).serializedData())
        }
        switch rest.first {
        case "elements":
            return lookup(parent: nil, json)
        case "element" where rest.count == 3 && rest[2] == "elements":
            return lookup(parent: rest[1], json)
        case "element" where rest.count == 4 && rest[2] == "attribute":
            let defaults: [String: JSONValue] = ["hittable": "true", "enabled": "true", "visible": "true"]
            return Self.ok(attributes[rest[1]]?[rest[3]] ?? defaults[rest[3]] ?? .null)
        case "element" where rest.count == 3 && rest[2] == "rect":
            return Self.ok(rects[rest[1]] ?? ["x": 0, "y": 0, "width": 100, "height": 40])
        case "source":
            return Self.ok(.string(Self.source))
        case "execute":
            let script = json?["script"]?.stringValue ?? ""
            if failingScripts.contains(script) {
                return HTTPResponse(status: 500, body: JSONValue.object(["value": [
                    "error": "unknown error", "message": .string("\(script) failed"), "stacktrace": "",
                ]]).serializedData())
            }
            if script == "mobile: queryAppState" {
                let bundle = json?["args"]?[0]?["bundleId"]?.stringValue ?? ""
                return Self.ok(.number(Double(appStates[bundle] ?? 4)))
            }
            return Self.ok(.null)
        default:
            return Self.ok(.null)
        }
    }

    private func lookup(parent: String?, _ json: JSONValue?) -> HTTPResponse {
        let key = Lookup(parent: parent, using: json?["using"]?.stringValue ?? "", value: json?["value"]?.stringValue ?? "")
        return Self.ok(.array((lookups[key] ?? []).map { ElementReference(id: $0).json }))
    }

    private func locked<Result>(_ body: (FakeAppiumServer) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(self)
    }

    static func ok(_ value: JSONValue) -> HTTPResponse {
        HTTPResponse(status: 200, body: JSONValue.object(["value": value]).serializedData())
    }
}

/// Helpers for the Appium suites.
enum AppiumTesting {
    static let predicate = "-ios predicate string"

    /// An Appium engine on `server`, launched (its session open), with the log cleared.
    static func launched(
        _ server: FakeAppiumServer,
        capabilities: Capabilities = Capabilities(alwaysMatch: ["platformName": "iOS", "appium:automationName": "XCUITest"])
    ) throws -> AppiumEngine {
        let engine = AppiumEngine(serverURL: FakeAppiumServer.url, capabilities: capabilities, transport: server)
        try engine.launch(.underTest, configuration: LaunchConfiguration())
        server.clear()
        return engine
    }

    /// `POST /session/s1/execute/sync` of a `mobile:` command.
    static func mobile(_ script: String, _ body: String) -> String {
        #"POST /session/s1/execute/sync {"args":["# + body + #"],"script":""# + script + #""}"#
    }

    /// `POST …/elements` with a strategy and value, from the session or an element.
    static func find(_ using: String, _ value: String, from parent: String? = nil) -> String {
        let path = parent.map { "/session/s1/element/\($0)/elements" } ?? "/session/s1/elements"
        return "POST \(path) " + JSONValue.object(["using": .string(using), "value": .string(value)]).serialized()
    }

    /// `GET …/attribute/{name}` of an element.
    static func attribute(_ name: String, of id: String) -> String {
        "GET /session/s1/element/\(id)/attribute/\(name)"
    }

    /// Short timeouts, so failing waits end quickly.
    static let quick = ElementConfiguration(defaultTimeout: 0.2, actionTimeout: 0.2, pollIntervals: [0.05])
}

/// An element of any type, for `accessibility id` lookups.
struct AnyNode: Element {
    let id: String?
    let type: ElementType = .any
}

@Suite("Appium fake server")
struct AppiumFakeServerTests {
    @Test func answersScriptedLookupsAndRecordsRequests() throws {
        let server = FakeAppiumServer()
        server.find("class name", "XCUIElementTypeButton", returns: ["B1", "B2"])
        let session = try WebDriverSession.create(serverURL: FakeAppiumServer.url, capabilities: .appiumIOS(), transport: server)
        defer { session.delete() }
        #expect(session.isAppium)
        #expect(try session.findElements(using: .className, value: "XCUIElementTypeButton").map(\.id) == ["B1", "B2"])
        #expect(try session.attribute("hittable", of: ElementReference(id: "B1")) == "true")
        #expect(server.requests.first == AppiumTesting.find("class name", "XCUIElementTypeButton"))
    }
}
