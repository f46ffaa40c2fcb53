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
    ///
    /// For an isolated tab of the managed Chromium whose chromedriver is still attaching (see
    /// ``init(attaching:requestedCapabilities:transport:commandTimeout:logger:)``), reading it
    /// waits for the attachment (at most ``commandTimeout``); empty when it failed (the
    /// session's classic commands then throw why).
    public var id: String { attachedSession?.id ?? knownID }
    /// The server's base URL (for Appium including any base path such as `/wd/hub`), without
    /// credentials: those are sent as HTTP Basic authentication. Waits as ``id`` does;
    /// `file:///dev/null` when the attachment failed.
    public var serverURL: URL { attachedSession?.serverURL ?? knownServerURL }
    /// The capabilities the server says it matched (the `capabilities` member of the
    /// new-session response). Waits as ``id`` does; empty when the attachment failed.
    public var capabilities: [String: JSONValue] { attachedSession?.capabilities ?? knownCapabilities }
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

    /// The wire of a session created at once; for one created by another thread
    /// (``attached``), only its logger is used: commands go over the created session's wire.
    let wire: WireClient
    private let knownID: String
    private let knownServerURL: URL
    private let knownCapabilities: [String: JSONValue]
    /// The server session when another thread creates it (the managed Chromium's chromedriver
    /// attaching to a browser already in use): classic commands wait for it, and only they.
    package let attached: PendingServerSession?
    /// `false` for a borrowed view of a shared session: ``delete()`` then only runs the teardowns.
    private let endsServerSession: Bool
    /// What an isolated tab offers besides classic commands, when this is one.
    package let tabControl: (any TabControl)?
    private let state: LockedValue<State>
    /// The lent tab's window handle until a classic command first needs it selected: a test
    /// that only uses the tab's own session never costs chromedriver attaching to the tab.
    let unselectedWindow: LockedValue<String?>
    /// The lent tab's window handle, to select it again in a server session that replaced the
    /// first (see `WebDriverSession+Reattach.swift`).
    let lentWindow: String?

    private struct State {
        var deleted = false
        var scriptTimeout: TimeInterval
        var teardowns: [@Sendable () -> Void] = []
        /// `false` once a command switched or closed a window or frame: the classic commands
        /// may then address another document than the lent tab's top one.
        var onLentTab = true
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
        tabControl: (any TabControl)? = nil,
        window: String? = nil,
        attached: PendingServerSession? = nil,
        endsServerSession: Bool? = nil
    ) {
        let wire = WireClient(serverURL: serverURL, transport: transport, logger: logger, credentials: credentials)
        self.knownID = id
        self.attached = attached
        self.userContext = userContext
        self.endsServerSession = endsServerSession ?? (userContext == nil)
        self.tabControl = tabControl
        self.unselectedWindow = LockedValue(window)
        self.lentWindow = window
        self.knownServerURL = wire.serverURL
        self.knownCapabilities = capabilities
        self.requestedCapabilities = requestedCapabilities
        self.transport = transport
        self.commandTimeout = commandTimeout
        self.wire = wire
        let script = capabilities["timeouts"]?["script"]?.doubleValue.map { $0 / 1000 } ?? 30
        self.state = LockedValue(State(scriptTimeout: script))
    }

    /// A session whose server side `attaching` creates on another thread: it exists at once,
    /// and waits for the server session only when a classic command first needs it (see
    /// ``id``). Deleting it ends the server session (now, or as soon as it is created).
    package convenience init(attaching: PendingServerSession, requestedCapabilities: Capabilities,
                             transport: any HTTPTransport, commandTimeout: TimeInterval, logger: Logger) {
        self.init(id: "", serverURL: Self.unattachedURL, capabilities: [:], requestedCapabilities: requestedCapabilities,
                  transport: transport, commandTimeout: commandTimeout, logger: logger, attached: attaching,
                  endsServerSession: true)
    }

    /// The least a classic command waits for a session being attached (it takes 0.3–1.3 s on
    /// two busy cores; chromedriver's own start is bounded by its startup deadline).
    static let attachmentWait: TimeInterval = 10

    /// Stands for the server of a session not attached yet; never sent to.
    private static let unattachedURL = URL(fileURLWithPath: "/dev/null")

    /// The server session created by another thread, waiting for it; `nil` for a session
    /// created at once, or when the creation failed (classic commands then throw its error).
    private var attachedSession: WebDriverSession? {
        guard let attached else { return nil }
        return try? attached.session(timeout: commandTimeout)
    }

    /// Where classic commands go: this session's id and wire, or those of the server session
    /// another thread created, waiting for it (and throwing its failure). The wait is at least
    /// ``attachmentWait``, so that a command with a short deadline (a probe) does not fail
    /// only because chromedriver was still attaching.
    func target(timeout: TimeInterval) throws -> (id: String, wire: WireClient) {
        guard let attached else { return (knownID, wire) }
        let server = try attached.session(timeout: max(timeout, Self.attachmentWait))
        return (server.knownID, server.wire)
    }

    deinit {
        // A session dropped without delete() still ends its browser and runs its teardowns.
        delete()
    }

    /// A view of this session for one isolated tab in `userContext`: same id and wire, but its
    /// ``delete()`` leaves the session running and only runs its own teardowns (which close the
    /// user context). Its first classic command first selects the tab's `window`.
    package func borrowed(userContext: String, control: any TabControl, window: String) -> WebDriverSession {
        WebDriverSession(
            id: knownID, serverURL: knownServerURL, capabilities: knownCapabilities, requestedCapabilities: requestedCapabilities,
            transport: transport, commandTimeout: commandTimeout, logger: wire.logger, credentials: wire.credentials,
            userContext: userContext, tabControl: control, window: window, attached: attached
        )
    }

    /// Points chromedriver's classic commands at the lent tab, once, before the first classic
    /// command that needs it (the lock keeps concurrent commands behind the selection).
    func selectLentWindow(timeout: TimeInterval) throws {
        try unselectedWindow.withLock { window in
            guard let handle = window else { return }
            let server = try target(timeout: timeout)
            _ = try server.wire.send(.post, "session/\(server.id)/window", body: ["handle": .string(handle)], timeout: timeout)
            window = nil
        }
    }

    /// Whether ``bidi(_:_:timeout:)`` can send WebDriver BiDi commands (an isolated tab of a
    /// browser controlled over BiDi, `TABTESTKIT_ISOLATION_CHANNEL=bidi`).
    public var offersBiDi: Bool { tabControl?.bidi != nil }

    /// Whether pages report to the test without a request (``pageMessage(channel:timeout:matching:)``)
    /// and ``preloadScript(_:key:timeout:)`` works: an isolated tab of the managed Chromium,
    /// controlled over CDP or BiDi.
    public var offersPageMessages: Bool { tabControl != nil }

    /// What the engine asks of the page this session shows (scripts, input, typing, loading,
    /// native dialogs), over the channel chosen when the session was made: the tab's own
    /// DevTools session for an isolated tab of the managed Chromium controlled over CDP (see
    /// `DevToolsPageChannel`), else the classic commands (``ClassicPageChannel``).
    public var page: any PageChannel {
        tabControl?.pageChannel(for: self) ?? ClassicPageChannel(session: self)
    }

    /// Sends a WebDriver BiDi command over the session's WebSocket and returns its `result`.
    ///
    /// - Throws: ``WebDriverError/sessionDeleted(id:)`` when the session is deleted or has no
    ///   BiDi connection (``offersBiDi`` is `false`); else as ``BiDiConnection``'s `send`.
    @discardableResult
    public func bidi(_ method: String, _ parameters: [String: JSONValue] = [:], timeout: TimeInterval? = nil) throws -> JSONValue {
        guard let endpoint = tabControl?.bidi, !isDeleted else { throw WebDriverError.sessionDeleted(id: knownID) }
        return try endpoint.send(method, parameters, timeout: timeout ?? commandTimeout)
    }

    /// Takes the first message a page sent on `channel` (a BiDi `script.message`, or a call of
    /// the CDP binding behind it) whose text `matches`, waiting at most `timeout` seconds for it
    /// (without a request); `nil` without ``offersPageMessages`` or in time.
    public func pageMessage(channel: String, timeout: TimeInterval, matching: @escaping @Sendable (String) -> Bool) -> String? {
        tabControl?.takeMessage(channel: channel, timeout: timeout, matching: matching)
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
        if state.withLock({ $0.deleted }) { throw WebDriverError.sessionDeleted(id: knownID) }
        var relative = path
        while relative.hasPrefix("/") { relative.removeFirst() }
        // Switching or closing a window or frame makes the classic commands address another
        // document than the lent tab's top one, which the tab's own session shows.
        if tabControl != nil, method != .get, relative.hasPrefix("window") || relative.hasPrefix("frame") {
            state.withLock { $0.onLentTab = false }
        }
        if tabControl != nil, !relative.isEmpty {
            switch try routeWhileUnselected(method, relative, body: body) {
            case .answered(let value): return value
            case .withoutSelecting: break
            case .select: try selectLentWindow(timeout: timeout ?? commandTimeout)
            }
        }
        let deadline = timeout ?? commandTimeout
        func sendToServer(_ server: (id: String, wire: WireClient)) throws -> JSONValue {
            let fullPath = relative.isEmpty ? "session/\(server.id)" : "session/\(server.id)/\(relative)"
            return try server.wire.send(method, fullPath, body: body, timeout: deadline, redacted: redacted)
        }
        let server = try target(timeout: deadline)
        do {
            return try sendToServer(server)
        } catch let error as WebDriverError where error.isDriverWithoutDocument {
            try reattach(replacing: server.id, after: error, timeout: deadline)
            return try sendToServer(target(timeout: deadline))
        }
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
        if let attached {
            attached.discard()
            return teardowns.forEach { $0() }
        }
        do {
            _ = try wire.send(.delete, "session/\(id)", body: nil, timeout: min(commandTimeout, 15))
        } catch {
            wire.logger.debug("DELETE session \(id) ignored error: \(error)")
        }
        teardowns.forEach { $0() }
    }

    /// Whether classic commands still address the lent tab's top document (no window or frame
    /// was switched to or closed since the tab was lent).
    package var isOnLentTab: Bool { state.withLock { $0.onLentTab && !$0.deleted } }

    /// Whether classic commands were pointed at the lent tab (by the first that needed it).
    package var selectedLentTab: Bool { tabControl != nil && unselectedWindow.current == nil }

    /// How a classic command goes while the lent tab is not selected yet.
    private enum UnselectedRoute {
        case answered(JSONValue)
        case withoutSelecting
        case select
    }

    /// While the lent tab is not selected and a dialog blocks its page, chromedriver cannot
    /// take the tab over (it would wait for the dialog): dialog commands are answered by the
    /// tab's page channel, commands that need no window go as they are, and the rest fail as
    /// chromedriver fails them while a dialog is open.
    private func routeWhileUnselected(_ method: HTTPMethod, _ path: String, body: JSONValue?) throws -> UnselectedRoute {
        guard unselectedWindow.current != nil, isOnLentTab, let channel = tabControl?.pageChannel(for: self),
              let dialog = try channel.openDialog() else { return .select }
        switch (method, path) {
        case (.get, "alert/text"): return .answered(.string(dialog.text ?? ""))
        case (.post, "alert/accept"), (.post, "alert/dismiss"):
            try channel.answerDialog(accept: path == "alert/accept")
            return .answered(.null)
        case (.post, "alert/text"):
            try channel.typeIntoDialog(body?["text"]?.stringValue ?? "", redacted: true)
            return .answered(.null)
        case (_, "window/handles"), (_, "timeouts"): return .withoutSelecting
        default:
            throw WebDriverError.userPromptOpen(dialog, command: "\(method.rawValue) \(path)")
        }
    }

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
