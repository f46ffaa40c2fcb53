import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// WebAuthn needs a secure context with a domain RP ID, so these tests serve a page from
/// `http://localhost:PORT/` (a `data:` URL or 127.0.0.1 would not do) with Python's
/// `http.server`, and drive it in real headless Chromium.
@Suite("Biometrics in headless Chromium (WebAuthn)", .serialized)
struct ChromiumBiometricsTests {
    @Test func enrolledBiometricsRegisterAndLogIn() throws {
        try withBiometricPage { engine in
            try engine.setBiometricsEnrolled(true)
            #expect(press("Register") == "registered")
            try engine.authenticateBiometrics(successfully: true)
            #expect(press("Log in") == "success")
        }
    }

    @Test func failedVerificationIsRejectedUntilItSucceedsAgain() throws {
        try withBiometricPage { engine in
            try engine.setBiometricsEnrolled(true)
            #expect(press("Register") == "registered")
            try engine.authenticateBiometrics(successfully: false)
            #expect(press("Log in") == "failure: NotAllowedError")
            #expect(press("Log in") == "failure: NotAllowedError")
            try engine.authenticateBiometrics(successfully: true)
            #expect(press("Log in") == "success")
        }
    }

    @Test func enrollingAgainResetsVerification() throws {
        try withBiometricPage { engine in
            try engine.setBiometricsEnrolled(true)
            try engine.authenticateBiometrics(successfully: false)
            try engine.setBiometricsEnrolled(true)
            #expect(press("Register") == "registered")
            #expect(press("Log in") == "success")
        }
    }

    @Test func unenrolledBiometricsAreUnavailable() throws {
        try withBiometricPage { engine in
            #expect(press("Register") == "failure: unavailable")
            try engine.setBiometricsEnrolled(true)
            #expect(press("Register") == "registered")
            try engine.setBiometricsEnrolled(false)
            try engine.setBiometricsEnrolled(false)  // idempotent
            #expect(press("Register") == "failure: unavailable")
        }
    }

    @Test func authenticatingWithoutEnrolmentFailsClearly() throws {
        try withBiometricPage { engine in
            let error = #expect(throws: EngineError.self) { try engine.authenticateBiometrics(successfully: true) }
            #expect(error?.description == "biometrics are not enrolled: call Biometrics.enrolled() first")
            try engine.setBiometricsEnrolled(true)
            try engine.setBiometricsEnrolled(false)
            let again = #expect(throws: EngineError.self) { try engine.authenticateBiometrics(successfully: false) }
            #expect(again?.description == "biometrics are not enrolled: call Biometrics.enrolled() first")
        }
    }

    @Test func aRelaunchStartsWithoutAuthenticator() throws {
        try withBiometricPage { engine in
            try engine.setBiometricsEnrolled(true)
            try engine.launch(.underTest, configuration: LaunchConfiguration())
            let error = #expect(throws: EngineError.self) { try engine.authenticateBiometrics(successfully: true) }
            #expect(error?.description.contains("enrolled before the app was relaunched") == true)
            #expect(press("Register") == "failure: unavailable")
            try engine.setBiometricsEnrolled(true)
            #expect(press("Register") == "registered")
            #expect(press("Log in") == "success")
        }
    }

    @Test func enrollingNeedsARunningApp() throws {
        let engine = try WebDriverEngine.chromium(baseURL: URL(string: "http://localhost:1/"))
        defer { engine.close() }
        let error = #expect(throws: EngineError.self) { try engine.setBiometricsEnrolled(true) }
        #expect(error?.description.contains("cannot simulate biometrics while the app is not running: launch the app first") == true)
        #expect(throws: Never.self) { try engine.setBiometricsEnrolled(false) }
        #expect(throws: EngineError.self) { try engine.authenticateBiometrics(successfully: true) }
    }

    // MARK: Support

    /// Taps the button, then returns the text of the result the page writes when it is done.
    private func press(_ button: String) -> String? {
        Button(id: button).tap()
        guard Label(id: "Result").waitFor(.exists, timeout: 15) else { return nil }
        return Label(id: "Result").value
    }

    private func withBiometricPage(_ body: (WebDriverEngine) throws -> Void) throws {
        let server = try PageServer(html: BiometricPage.html)
        defer { server.stop() }
        let engine = try WebDriverEngine.chromium(baseURL: server.url)
        defer { engine.close() }
        try engine.launch(.underTest, configuration: LaunchConfiguration())
        try withEngine(engine) { try body(engine) }
    }
}

/// The exact commands the engine sends, checked against a scripted remote end.
@Suite("Biometrics commands of the web engine")
struct BiometricsCommandTests {
    @Test func virtualAuthenticatorCommands() throws {
        let (engine, transport) = try launched(["browserName": "chrome"]) { request in
            request.url.path.hasSuffix("/webauthn/authenticator") ? .ok("A1") : .ok(nil)
        }
        try engine.setBiometricsEnrolled(true)
        #expect(transport.last?.summary == "POST /session/S1/webauthn/authenticator "
            + #"{"hasResidentKey":true,"hasUserVerification":true,"isUserConsenting":true,"isUserVerified":true,"protocol":"ctap2","transport":"internal"}"#)
        try engine.authenticateBiometrics(successfully: false)
        #expect(transport.last?.summary == #"POST /session/S1/webauthn/authenticator/A1/uv {"isUserVerified":false}"#)
        try engine.setBiometricsEnrolled(true)  // already enrolled: back to verifying the user
        #expect(transport.last?.summary == #"POST /session/S1/webauthn/authenticator/A1/uv {"isUserVerified":true}"#)
        try engine.setBiometricsEnrolled(false)
        #expect(transport.last?.summary == "DELETE /session/S1/webauthn/authenticator/A1 ")
        let count = transport.requests.count
        try engine.setBiometricsEnrolled(false)
        #expect(transport.requests.count == count)  // nothing left to remove
    }

    @Test func webKitHasNoVirtualAuthenticators() throws {
        let (engine, _) = try launched(["browserName": "MiniBrowser"], name: "WebKit (WebDriver)") { request in
            request.url.path.contains("/webauthn/") ? .error("unknown command") : .ok(nil)
        }
        let error = #expect(throws: EngineError.self) { try engine.setBiometricsEnrolled(true) }
        #expect(error?.description.hasPrefix(
            "WebKit (WebDriver) cannot simulate biometrics: this browser does not support WebAuthn virtual authenticators "
                + "(WebKit does not; use Chromium)") == true)
    }

    /// A web engine whose app was launched on a scripted remote end that reports `capabilities`.
    private func launched(
        _ capabilities: [String: JSONValue],
        name: String = "WebDriver",
        answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws -> (WebDriverEngine, ScriptedTransport) {
        let (transport, openSession) = ScriptedTransport.remote(reporting: capabilities, answer: answer)
        let engine = WebDriverEngine(configuration: .init(baseURL: URL(string: "http://app.test/"), openSession: openSession), name: name)
        try engine.launch(.underTest, configuration: LaunchConfiguration())
        return (engine, transport)
    }
}

/// The exact commands the Appium engine sends, checked against a scripted Appium server.
@Suite("Biometrics commands of the Appium engine")
struct AppiumBiometricsCommandTests {
    @Test func appiumCommandsOnIOS() throws {
        let (engine, transport) = try launchedOnAppium(["platformName": "iOS", "appium:automationName": "XCUITest"]) { _ in .ok(nil) }
        try engine.setBiometricsEnrolled(true)
        #expect(transport.last?.summary == #"POST /session/S1/execute/sync {"args":[{"isEnabled":true}],"script":"mobile: enrollBiometric"}"#)
        try engine.setBiometricsEnrolled(false)
        #expect(transport.last?.summary == #"POST /session/S1/execute/sync {"args":[{"isEnabled":false}],"script":"mobile: enrollBiometric"}"#)
        let before = transport.requests.count
        try engine.authenticateBiometrics(successfully: true)
        try engine.authenticateBiometrics(successfully: false)
        #expect(transport.requests.dropFirst(before).map(\.summary) == [
            #"POST /session/S1/execute/sync {"args":[{"match":true,"type":"faceId"}],"script":"mobile: sendBiometricMatch"}"#,
            #"POST /session/S1/execute/sync {"args":[{"match":true,"type":"touchId"}],"script":"mobile: sendBiometricMatch"}"#,
            #"POST /session/S1/execute/sync {"args":[{"match":false,"type":"faceId"}],"script":"mobile: sendBiometricMatch"}"#,
            #"POST /session/S1/execute/sync {"args":[{"match":false,"type":"touchId"}],"script":"mobile: sendBiometricMatch"}"#,
        ])
    }

    @Test func appiumOnAPhysicalDeviceSaysSimulatorsOnly() throws {
        let (engine, _) = try launchedOnAppium(["platformName": "iOS", "appium:udid": "0000"]) { request in
            request.url.path.hasSuffix("/execute/sync") ? .error("unknown error", message: "only simulators", status: 500) : .ok(nil)
        }
        let error = #expect(throws: EngineError.self) { try engine.authenticateBiometrics(successfully: true) }
        #expect(error?.description.contains("Appium simulates biometrics on iOS simulators only") == true)
    }

    @Test func appiumOnAndroidIsNotSupported() throws {
        let (engine, transport) = try launchedOnAppium(["platformName": "Android", "appium:automationName": "UiAutomator2"]) { _ in .ok(nil) }
        let count = transport.requests.count
        let error = #expect(throws: EngineError.self) { try engine.setBiometricsEnrolled(true) }
        #expect(error?.description.contains("cannot simulate biometrics on android through Appium") == true)
        #expect(transport.requests.count == count)
    }

    /// An Appium engine whose app was launched on a scripted remote end that reports `capabilities`.
    private func launchedOnAppium(
        _ capabilities: [String: JSONValue],
        answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws -> (AppiumEngine, ScriptedTransport) {
        let (transport, openSession) = ScriptedTransport.remote(reporting: capabilities, answer: answer)
        let engine = AppiumEngine(configuration: .init(openSession: openSession))
        try engine.launch(.underTest, configuration: LaunchConfiguration())
        return (engine, transport)
    }
}

/// An ``HTTPTransport`` that records requests and answers them with a closure.
final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var sent: [HTTPRequest] = []
    private let answer: @Sendable (HTTPRequest) -> HTTPResponse

    init(_ answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
        self.answer = answer
    }

    /// A remote end that starts session `S1` reporting `capabilities` and answers the rest with
    /// `answer`, and a session factory on it.
    static func remote(
        reporting capabilities: [String: JSONValue],
        answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) -> (ScriptedTransport, @Sendable () throws -> WebDriverSession) {
        let transport = ScriptedTransport { request in
            if request.method == .post, request.url.path == "/session" {
                return .ok(["sessionId": "S1", "capabilities": .object(capabilities)])
            }
            return answer(request)
        }
        return (transport, {
            try WebDriverSession.create(serverURL: URL(string: "http://127.0.0.1:4444")!,
                                        capabilities: Capabilities(alwaysMatch: capabilities), transport: transport)
        })
    }

    var requests: [HTTPRequest] {
        lock.lock()
        defer { lock.unlock() }
        return sent
    }

    var last: HTTPRequest? { requests.last }

    func send(_ request: HTTPRequest, timeout: TimeInterval) throws -> HTTPResponse {
        lock.lock()
        sent.append(request)
        lock.unlock()
        return answer(request)
    }
}

extension HTTPRequest {
    /// `METHOD /path body`.
    var summary: String {
        "\(method.rawValue) \(url.path) " + (body.map { String(decoding: $0, as: UTF8.self) } ?? "")
    }
}

extension HTTPResponse {
    static func ok(_ value: JSONValue) -> HTTPResponse {
        HTTPResponse(status: 200, body: JSONValue.object(["value": value]).serializedData())
    }

    static func error(_ code: String, message: String = "not supported", status: Int = 404) -> HTTPResponse {
        HTTPResponse(status: status, body: JSONValue.object([
            "value": ["error": .string(code), "message": .string(message), "stacktrace": ""],
        ]).serializedData())
    }
}

/// A page that registers a platform credential with user verification required, then gets it,
/// and shows the outcome in `<p data-testid=Result>`.
enum BiometricPage {
    static let html = """
    <!doctype html>
    <meta charset="utf-8">
    <title>Biometrics</title>
    <button data-testid="Register" onclick="run(register)">Register</button>
    <button data-testid="LogIn" onclick="run(logIn)">Log in</button>
    <script>
    let credential = null;
    const random = (n) => crypto.getRandomValues(new Uint8Array(n));
    async function register() {
      if (!window.PublicKeyCredential || !(await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable())) {
        return "failure: unavailable";
      }
      const created = await navigator.credentials.create({ publicKey: {
        rp: { name: "Biometrics test", id: location.hostname },
        user: { id: random(16), name: "user", displayName: "User" },
        challenge: random(32),
        pubKeyCredParams: [{ type: "public-key", alg: -7 }, { type: "public-key", alg: -257 }],
        authenticatorSelection: { authenticatorAttachment: "platform", userVerification: "required", residentKey: "preferred" },
        timeout: 5000, attestation: "none",
      } });
      credential = created.rawId;
      return "registered";
    }
    async function logIn() {
      if (!credential) { return "failure: not registered"; }
      const assertion = await navigator.credentials.get({ publicKey: {
        challenge: random(32), rpId: location.hostname,
        allowCredentials: [{ type: "public-key", id: credential, transports: ["internal"] }],
        userVerification: "required", timeout: 5000,
      } });
      const flags = new Uint8Array(assertion.response.authenticatorData)[32];
      return (flags & 0x04) ? "success" : "failure: not verified";
    }
    async function run(step) {
      document.querySelector("[data-testid=Result]")?.remove();
      let text;
      try { text = await step(); } catch (error) { text = "failure: " + error.name; }
      const result = document.createElement("p");
      result.dataset.testid = "Result";
      result.textContent = text;
      document.body.append(result);
    }
    </script>
    """
}

/// Python's `http.server` on 127.0.0.1 and a free port, serving one page from a temporary folder.
final class PageServer {
    let url: URL
    private let process: Process
    private let folder: URL

    init(html: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("biometrics-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(html.utf8).write(to: folder.appendingPathComponent("index.html"))
        // The child inherits the spawning thread's signal mask, which may block SIGTERM: unblock it.
        let script = """
        import functools, http.server, signal, sys
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        class Quiet(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *args): pass
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=sys.argv[1]))
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, folder.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let port = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let number = Int(port), let url = URL(string: "http://localhost:\(number)/") else {
            process.terminate()
            throw ServerError(message: "python3 http.server did not report its port (got '\(port)')")
        }
        self.url = url
    }

    /// Stops the server (SIGTERM, then SIGKILL after 3 seconds) and removes its folder.
    func stop() {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(3)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    struct ServerError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
