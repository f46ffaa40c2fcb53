import Foundation
import Logging

extension WebDriverSession {
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
    ///   - logger: where commands are logged; by default label `TABTestKit.WebDriver` at `info`
    ///     (``WebDriverLogging/logger(level:)`` makes a `debug` one: each command and its duration).
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
        let wire = WireClient(serverURL: serverURL, transport: transport, logger: logger ?? defaultWebDriverLogger, credentials: credentials)
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
}

/// A server session another thread creates: the managed Chromium's chromedriver attaching to
/// a browser that tests already use over DevTools. Sessions made with
/// ``WebDriverSession/init(attaching:requestedCapabilities:transport:commandTimeout:logger:)``
/// wait for it only when a classic command first needs it, and fail that command with the
/// creation's error when it failed.
package final class PendingServerSession: @unchecked Sendable {
    // @unchecked: `outcome`, `discarded` and `begun` are read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var outcome: Result<WebDriverSession, any Error>?
    private var discarded = false
    private var begun = false
    private let start: @Sendable (PendingServerSession) -> Void
    /// What is being created, for the error when a command gives up waiting.
    package let what: String

    /// - Parameter start: starts the creation on a thread of its own (it must not block), which
    ///   then calls ``resolve(_:)`` on the session it is given; run once, by ``begin()`` or
    ///   the first wait.
    package init(what: String, start: @escaping @Sendable (PendingServerSession) -> Void) {
        self.what = what
        self.start = start
    }

    /// Starts creating the session, once; later calls do nothing.
    package func begin() {
        condition.lock()
        let first = !begun && !discarded
        begun = true
        condition.unlock()
        if first { start(self) }
    }

    /// Hands over the created session. After ``discard()`` it is deleted at once.
    package func resolve(_ result: Result<WebDriverSession, any Error>) {
        condition.lock()
        let late = discarded
        if !late { outcome = result }
        condition.broadcast()
        condition.unlock()
        if late, case .success(let session) = result { session.delete() }
    }

    /// The session, waiting at most `timeout` seconds for it.
    ///
    /// - Throws: the creation's error, or ``WebDriverError/deadlineExceeded(command:deadline:)``.
    package func session(timeout: TimeInterval) throws -> WebDriverSession {
        begin()
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil, !discarded, condition.wait(until: deadline) {}
        if let outcome { return try outcome.get() }
        if discarded { throw WebDriverError.sessionDeleted(id: what) }
        throw WebDriverError.deadlineExceeded(command: "waiting for \(what)", deadline: timeout)
    }

    /// Replaces the server session `id` with a new one, created as the first was, and returns
    /// it; when `id` was replaced already (by a command on another thread), returns its
    /// replacement without creating another. The old session is deleted first: for a driver
    /// attached to a browser it did not start, that leaves the browser and its tabs running.
    ///
    /// - Throws: the new creation's error, ``WebDriverError/sessionDeleted(id:)`` after
    ///   ``discard()``, or ``WebDriverError/deadlineExceeded(command:deadline:)``.
    package func renew(replacing id: String, timeout: TimeInterval) throws -> WebDriverSession {
        condition.lock()
        // Only the session that failed is replaced: none (another thread is replacing it) or
        // another one (it was replaced) is waited for instead.
        guard !discarded, case .success(let old)? = outcome, old.id == id else {
            condition.unlock()
            return try session(timeout: timeout)
        }
        outcome = nil
        condition.unlock()
        old.delete()
        start(self)
        return try session(timeout: timeout)
    }

    /// The session if it was created already; never waits.
    package var created: WebDriverSession? {
        condition.lock()
        defer { condition.unlock() }
        return try? outcome?.get()
    }

    /// Ends the session: now when it exists, else as soon as it is handed over.
    package func discard() {
        condition.lock()
        discarded = true
        let current = outcome
        outcome = nil
        condition.broadcast()
        condition.unlock()
        if case .success(let session) = current { session.delete() }
    }
}
