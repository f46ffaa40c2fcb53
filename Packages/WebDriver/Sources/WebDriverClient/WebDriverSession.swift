import Foundation
import Logging

/// A WebDriver session: one browser (or app) under automation.
///
/// All methods are synchronous: they block until the driver answers, and every request has a
/// deadline (``commandTimeout`` by default), so a hung browser makes a command throw
/// ``WebDriverError/deadlineExceeded(command:deadline:)`` instead of hanging the test.
/// A session is thread-safe; the driver runs its commands one at a time.
///
/// ```swift
/// let session = try WebDriverSession.create(serverURL: url, capabilities: .chromium())
/// defer { session.delete() }
/// try session.navigate(to: "https://example.com")
/// print(try session.title())
/// ```
public final class WebDriverSession: Sendable {
    /// The session id assigned by the server.
    public let id: String
    /// The server's base URL (for Appium including any base path such as `/wd/hub`), without
    /// credentials: those are sent as HTTP Basic authentication.
    public let serverURL: URL
    /// The capabilities the server says it matched (the `capabilities` member of the new-session response).
    public let capabilities: [String: JSONValue]
    /// The capabilities this session was requested with.
    public let requestedCapabilities: Capabilities
    /// The default deadline of each command, in seconds.
    public let commandTimeout: TimeInterval
    /// The transport used for every request.
    public let transport: any HTTPTransport
    /// The isolated context this object's tab lives in (a CDP browser context or a WebDriver
    /// BiDi user context), when it is one test's isolated tab in a shared browser (see
    /// ``ManagedChromium/isolatedSession(timeout:commandTimeout:)``); `nil` for a session of its own.
    public let userContext: String?

    let wire: WireClient
    /// `false` for a borrowed view of a shared session: ``delete()`` then only runs the teardowns.
    private let endsServerSession: Bool
    /// What an isolated tab offers besides classic commands, when this is one.
    let tabControl: (any TabControl)?
    private let state: Locked<State>

    private struct State {
        var deleted = false
        var scriptTimeout: TimeInterval
        var teardowns: [@Sendable () -> Void] = []
        /// `false` once a command switched or closed a window or frame: the classic commands
        /// may then address another document than the lent tab's top one.
        var onLentTab = true
        /// `true` after a classic command that acts on the page (actions, a click, keys, a
        /// dialog's button) until the next read, which then goes through the classic command.
        var actedSinceRead = false
    }

    /// `true` when the session is an Appium session (judged from the returned capabilities: any
    /// `appium:` key or an iOS/Android `platformName`, else from the requested capabilities).
    public var isAppium: Bool {
        if capabilities.keys.contains(where: { $0.hasPrefix("appium:") }) { return true }
        if let platform = capabilities["platformName"]?.stringValue?.lowercased(),
           platform == "ios" || platform == "android" {
            return true
        }
        return requestedCapabilities.isAppium
    }

    /// The `browserName` the server reported, e.g. `"chrome"`.
    public var browserName: String? { capabilities["browserName"]?.stringValue }

    /// `true` after ``delete()``.
    public var isDeleted: Bool { state.withLock { $0.deleted } }

    /// The script timeout last set (or reported by the server), which bounds ``executeAsync(_:arguments:)``.
    public var scriptTimeout: TimeInterval { state.withLock { $0.scriptTimeout } }

    init(
        id: String,
        serverURL: URL,
        capabilities: [String: JSONValue],
        requestedCapabilities: Capabilities,
        transport: any HTTPTransport,
        commandTimeout: TimeInterval,
        logger: Logger,
        credentials: WebDriverCredentials? = nil,
        userContext: String? = nil,
        tabControl: (any TabControl)? = nil
    ) {
        let wire = WireClient(serverURL: serverURL, transport: transport, logger: logger, credentials: credentials)
        self.id = id
        self.userContext = userContext
        self.endsServerSession = userContext == nil
        self.tabControl = tabControl
        self.serverURL = wire.serverURL
        self.capabilities = capabilities
        self.requestedCapabilities = requestedCapabilities
        self.transport = transport
        self.commandTimeout = commandTimeout
        self.wire = wire
        let script = capabilities["timeouts"]?["script"]?.doubleValue.map { $0 / 1000 } ?? 30
        self.state = Locked(State(scriptTimeout: script))
    }

    deinit {
        // A session dropped without delete() still ends its browser and runs its teardowns.
        delete()
    }

    /// Starts a new session (`POST /session`).
    ///
    /// - Parameters:
    ///   - serverURL: the driver's URL, e.g. `http://127.0.0.1:9515` or `http://host:4723/wd/hub`.
    ///     Credentials in it (`https://user:key@hub…`) are taken out and sent as HTTP Basic
    ///     authentication.
    ///   - credentials: HTTP Basic credentials, when not in the URL.
    ///   - capabilities: what to start; see the ``Capabilities`` presets.
    ///   - transport: how to send HTTP; the platform default unless testing.
    ///   - timeout: the deadline for starting the browser or device (30 s by default). A browser that
    ///     fails to start can make the driver hang forever; this turns that into an error.
    ///   - commandTimeout: the default deadline of every later command (60 s by default).
    ///   - logger: where commands are logged; by default label `TABTestKit.WebDriver`, at the
    ///     level `TABTESTKIT_LOG_LEVEL` names (`debug`: each command and its duration).
    /// - Throws: ``WebDriverError``; ``WebDriverError/sessionStartTimedOut(url:deadline:likelyCause:)``
    ///   when the deadline passes.
    public static func create(
        serverURL: URL,
        capabilities: Capabilities = .chromium(),
        transport: any HTTPTransport = .platformDefault,
        timeout: TimeInterval = 30,
        commandTimeout: TimeInterval = 60,
        logger: Logger? = nil,
        credentials: WebDriverCredentials? = nil
    ) throws -> WebDriverSession {
        let wire = WireClient(serverURL: serverURL, transport: transport, logger: logger ?? webDriverLogger, credentials: credentials)
        let value: JSONValue
        do {
            value = try wire.send(.post, "session", body: ["capabilities": capabilities.json], timeout: timeout)
        } catch WebDriverError.deadlineExceeded {
            throw WebDriverError.sessionStartTimedOut(
                url: wire.serverURL.absoluteString,
                deadline: timeout,
                likelyCause: likelyCauseOfHungStart(capabilities)
            )
        }
        guard let id = value["sessionId"]?.stringValue else {
            throw WebDriverError.invalidResponse(
                command: "POST /session",
                httpStatus: 200,
                body: "no sessionId in \(value.serialized().prefix(200))"
            )
        }
        return WebDriverSession(
            id: id,
            serverURL: wire.serverURL,
            capabilities: value["capabilities"]?.objectValue ?? [:],
            requestedCapabilities: capabilities,
            transport: transport,
            commandTimeout: commandTimeout,
            logger: wire.logger,
            credentials: wire.credentials
        )
    }

    static func likelyCauseOfHungStart(_ capabilities: Capabilities) -> String {
        if capabilities["webkitgtk:browserOptions"] != nil || capabilities["browserName"]?.stringValue == "MiniBrowser" {
            return "the browser most likely failed to start: WebKitWebDriver's MiniBrowser needs an X display "
                + "(start Xvfb and set DISPLAY), and --headless is not supported"
        }
        if capabilities.isAppium {
            return "the device, simulator or app did not become ready in time; check the Appium server log, "
                + "the device connection and the app path, or raise the timeout for first installs"
        }
        return "the browser most likely failed to start (a crash at launch, missing shared libraries, no "
            + "display for a non-headless browser, or a locked profile directory); try running the browser "
            + "with --headless=new by hand, and check the driver's log"
    }

    /// A view of this session for one isolated tab in `userContext`: same id and wire, but its
    /// ``delete()`` leaves the session running and only runs its own teardowns (which close the
    /// user context).
    func borrowed(userContext: String, control: any TabControl) -> WebDriverSession {
        WebDriverSession(
            id: id, serverURL: serverURL, capabilities: capabilities, requestedCapabilities: requestedCapabilities,
            transport: transport, commandTimeout: commandTimeout, logger: wire.logger, credentials: wire.credentials,
            userContext: userContext, tabControl: control
        )
    }

    /// Whether ``bidi(_:_:timeout:)`` can send WebDriver BiDi commands (an isolated tab of a
    /// browser controlled over BiDi, `TABTESTKIT_ISOLATION_CHANNEL=bidi`).
    public var offersBiDi: Bool { tabControl?.bidi != nil }

    /// Whether pages report to the test without a request (``pageMessage(channel:timeout:matching:)``)
    /// and ``preloadScript(_:key:timeout:)`` works: an isolated tab of the managed Chromium,
    /// controlled over CDP or BiDi.
    public var offersPageMessages: Bool { tabControl != nil }

    /// Sends a WebDriver BiDi command over the session's WebSocket and returns its `result`.
    ///
    /// - Throws: ``WebDriverError/sessionDeleted(id:)`` when the session is deleted or has no
    ///   BiDi connection (``offersBiDi`` is `false`); else as ``BiDiConnection``'s `send`.
    @discardableResult
    public func bidi(_ method: String, _ parameters: [String: JSONValue] = [:], timeout: TimeInterval? = nil) throws -> JSONValue {
        guard let endpoint = tabControl?.bidi, !isDeleted else { throw WebDriverError.sessionDeleted(id: id) }
        return try endpoint.send(method, parameters, timeout: timeout ?? commandTimeout)
    }

    /// Takes the first message a page sent on `channel` (a BiDi `script.message`, or a call of
    /// the CDP binding behind it) whose text `matches`, waiting at most `timeout` seconds for it
    /// (without a request); `nil` without ``offersPageMessages`` or in time.
    public func pageMessage(channel: String, timeout: TimeInterval, matching: @escaping @Sendable (String) -> Bool) -> String? {
        tabControl?.takeMessage(channel: channel, timeout: timeout, matching: matching)
    }

    /// The former name of ``pageMessage(channel:timeout:matching:)``.
    @available(*, deprecated, renamed: "pageMessage(channel:timeout:matching:)")
    public func bidiMessage(channel: String, timeout: TimeInterval, matching: @escaping @Sendable (String) -> Bool) -> String? {
        pageMessage(channel: channel, timeout: timeout, matching: matching)
    }

    /// Registers `body` to run once when the session ends (after ``delete()`` or when the object is freed).
    public func onDelete(_ body: @escaping @Sendable () -> Void) {
        state.withLock { $0.teardowns.append(body) }
    }

    // MARK: - Raw commands

    /// Sends any command relative to this session, for vendor or newer commands this type does not wrap
    /// (WebAuthn, permissions, Appium extensions…).
    ///
    /// ```swift
    /// let authenticator = try session.send(method: .post, path: "webauthn/authenticator",
    ///                                      body: ["protocol": "ctap2", "transport": "internal"])
    /// ```
    ///
    /// - Parameters:
    ///   - method: the HTTP method.
    ///   - path: the path after `/session/{id}/`, e.g. `"webauthn/authenticator"`; an empty path addresses the session itself.
    ///   - body: the JSON body for POST (an empty object when `nil`).
    ///   - timeout: the deadline; ``commandTimeout`` when `nil`.
    ///   - redacted: when `true`, the body is never logged.
    /// - Returns: the response's `value`.
    @discardableResult
    public func send(
        method: HTTPMethod,
        path: String,
        body: JSONValue? = nil,
        timeout: TimeInterval? = nil,
        redacted: Bool = false
    ) throws -> JSONValue {
        if state.withLock({ $0.deleted }) { throw WebDriverError.sessionDeleted(id: id) }
        var relative = path
        while relative.hasPrefix("/") { relative.removeFirst() }
        if tabControl != nil, method != .get {
            if relative.hasPrefix("window") || relative.hasPrefix("frame") {
                state.withLock { $0.onLentTab = false }
            } else if Self.acts(relative) {
                state.withLock { $0.actedSinceRead = true }
            }
        }
        let fullPath = relative.isEmpty ? "session/\(id)" : "session/\(id)/\(relative)"
        return try wire.send(method, fullPath, body: body, timeout: timeout ?? commandTimeout, redacted: redacted)
    }

    @discardableResult
    func command(_ method: HTTPMethod, _ path: String, _ body: JSONValue? = nil,
                 timeout: TimeInterval? = nil, redacted: Bool = false) throws -> JSONValue {
        try send(method: method, path: path, body: body, timeout: timeout, redacted: redacted)
    }

    /// Ends the session (`DELETE /session/{id}`), closing its browser. Idempotent and never throws:
    /// a session whose browser already died is simply forgotten. For an isolated tab in a shared
    /// browser (``userContext`` is set) it closes the tab's user context instead.
    public func delete() {
        let teardowns: [@Sendable () -> Void]? = state.withLock { state in
            guard !state.deleted else { return nil }
            state.deleted = true
            defer { state.teardowns = [] }
            return state.teardowns
        }
        guard let teardowns else { return }
        guard endsServerSession else { return teardowns.forEach { $0() } }
        do {
            _ = try wire.send(.delete, "session/\(id)", body: nil, timeout: min(commandTimeout, 15))
        } catch {
            wire.logger.debug("DELETE session \(id) ignored error: \(error)")
        }
        teardowns.forEach { $0() }
    }

    /// Whether the command at `path` (after `session/{id}/`) acts on the page: actions, a
    /// click, keys, clearing, a dialog's button.
    static func acts(_ path: String) -> Bool {
        path.hasPrefix("actions") || path.hasPrefix("alert") || path.hasPrefix("execute")
            || (path.hasPrefix("element/") && (path.hasSuffix("/click") || path.hasSuffix("/value") || path.hasSuffix("/clear")))
    }

    /// Whether the next read may go over the tab's own session, and whether it is the first
    /// since an action (which clears the mark): a navigation the action started may not have
    /// begun when the read arrives, so that read first lets it begin (`NavigatingTapTests`).
    func readRoute() -> (overTab: Bool, afterAction: Bool) {
        state.withLock { state in
            defer { state.actedSinceRead = false }
            return (state.onLentTab && !state.deleted, state.actedSinceRead)
        }
    }

    /// Whether classic commands still address the lent tab's top document (no window or frame
    /// was switched to or closed since the tab was lent).
    var isOnLentTab: Bool { state.withLock { $0.onLentTab && !$0.deleted } }

    func setScriptTimeout(_ seconds: TimeInterval) {
        state.withLock { $0.scriptTimeout = seconds }
    }
}

/// A WebDriver BiDi connection as a session uses it (``BiDiConnection`` on Linux).
public protocol BiDiEndpoint: Sendable {
    /// Sends one command and returns its `result`, waiting at most `timeout` seconds.
    func send(_ method: String, _ parameters: [String: JSONValue], timeout: TimeInterval) throws -> JSONValue
    /// Takes the first `script.message` on `channel` whose text `matches` (received before or
    /// during the wait), waiting at most `timeout` seconds.
    func takeMessage(channel: String, timeout: TimeInterval, matching: @escaping @Sendable (String) -> Bool) -> String?
}

/// Percent-encodes one path segment (a handle, attribute or property name).
func pathSegment(_ text: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/?#%")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
}
