import Foundation

extension ManagedChromium {
    /// Whether ``isolatedSession(timeout:commandTimeout:)`` can use BiDi user contexts on this
    /// platform (the WebSocket client is linked on Linux only).
    public static var supportsUserContexts: Bool {
        #if canImport(WebSocketKit)
        return true
        #else
        return false
        #endif
    }

    /// A clean, isolated tab for one test, in a browser kept for the worker
    /// (``SessionIsolation/userContext``).
    ///
    /// Takes an idle browser of this driver (or starts one, a session with `webSocketUrl: true`)
    /// with a fresh BiDi user context and a tab in it (prepared while the previous test ran),
    /// and points the session's classic commands at that tab. Deleting the returned session
    /// gives the browser back at once and removes the user context (its cookies, storage and
    /// permissions go with it) on a thread of its own; a browser that no longer answers is
    /// ended at its next use and replaced. Concurrent tests get a browser each. Where BiDi is
    /// unavailable this is ``newSession(capabilities:timeout:commandTimeout:)``.
    ///
    /// - Parameters:
    ///   - timeout: one deadline for everything: starting a browser, the WebSocket, the tab.
    ///   - commandTimeout: the default deadline of the session's commands.
    public func isolatedSession(timeout: TimeInterval = 30, commandTimeout: TimeInterval = 60) throws -> WebDriverSession {
        #if canImport(WebSocketKit)
        let deadline = Date().addingTimeInterval(timeout)
        var lastError: (any Error)?
        for attempt in 0..<3 {
            if attempt > 0, deadline.timeIntervalSinceNow < 1 { break }
            let reused = sharedBrowsers.take()
            let browser = try reused?.browser ?? openSharedBrowser(deadline: deadline, commandTimeout: commandTimeout)
            do {
                let remaining = max(1, deadline.timeIntervalSinceNow)
                let tab = try reused?.next.get(waitingUpTo: remaining) ?? browser.prepareTab(timeout: remaining)
                return try browser.lend(tab, timeout: remaining, pool: sharedBrowsers)
            } catch {
                // A browser that died or hung since its last test: end it and try another.
                browser.retire()
                lastError = error
            }
        }
        throw lastError ?? WebDriverError.driverFailedToStart(driver: "chromedriver", reason: "no isolated tab could be opened", logTail: "")
        #else
        return try newSession(timeout: timeout, commandTimeout: commandTimeout)
        #endif
    }

    /// Ends the idle shared browsers (``stop()`` and a driver restart call it).
    func retireSharedBrowsers() {
        #if canImport(WebSocketKit)
        sharedBrowsers.drain().forEach { $0.retire() }
        #endif
    }

    #if canImport(WebSocketKit)
    private func openSharedBrowser(deadline: Date, commandTimeout: TimeInterval) throws -> SharedBrowser {
        let session = try newSession(
            capabilities: Capabilities.chromium().merging(["webSocketUrl": true]),
            timeout: max(1, deadline.timeIntervalSinceNow), commandTimeout: commandTimeout
        )
        do {
            guard let address = session.capabilities["webSocketUrl"]?.stringValue, let url = URL(string: address) else {
                throw WebDriverError.invalidResponse(command: "POST /session", httpStatus: 200,
                                                     body: "chromedriver returned no webSocketUrl: it does not offer WebDriver BiDi")
            }
            let connection = try BiDiConnection.connect(to: url, timeout: max(1, min(10, deadline.timeIntervalSinceNow)))
            try PressReports.enable(on: connection, timeout: max(1, min(10, deadline.timeIntervalSinceNow)))
            return SharedBrowser(session: session, connection: connection)
        } catch {
            session.delete()
            throw error
        }
    }
    #endif
}

#if canImport(WebSocketKit)
/// A browser kept for the worker: its session (classic commands) and BiDi connection.
struct SharedBrowser: Sendable {
    let session: WebDriverSession
    let connection: BiDiConnection

    /// A fresh user context and a blank tab in it, ready for the next test.
    func prepareTab(timeout: TimeInterval) throws -> PreparedTab {
        guard connection.isOpen, !session.isDeleted else { throw WebDriverError.sessionDeleted(id: session.id) }
        let deadline = Date().addingTimeInterval(timeout)
        let created = try connection.send("browser.createUserContext", timeout: max(0.5, deadline.timeIntervalSinceNow))
        guard let userContext = created["userContext"]?.stringValue else {
            throw WebDriverError.invalidResponse(command: "BiDi browser.createUserContext", httpStatus: 0, body: created.serialized())
        }
        do {
            // In the background: preparing it must not hide the page of the test that is running.
            let tab = try connection.send("browsingContext.create", ["type": "tab", "userContext": .string(userContext), "background": true],
                                          timeout: max(0.5, deadline.timeIntervalSinceNow))
            guard let context = tab["context"]?.stringValue else {
                throw WebDriverError.invalidResponse(command: "BiDi browsingContext.create", httpStatus: 0, body: tab.serialized())
            }
            return PreparedTab(userContext: userContext, context: context)
        } catch {
            _ = try? connection.send("browser.removeUserContext", ["userContext": .string(userContext)], timeout: 2)
            throw error
        }
    }

    /// Lends `tab` to one test: points the session's classic commands at it, and starts
    /// preparing the next test's tab meanwhile. (Headless Chromium shows a tab created in the
    /// background as visible, animating; `IsolationTests` checks it.) Deleting the returned session gives the
    /// browser back at once (see ``SharedBrowserPool/recycle(_:userContext:next:)``).
    func lend(_ tab: PreparedTab, timeout: TimeInterval, pool: SharedBrowserPool) throws -> WebDriverSession {
        guard connection.isOpen, !session.isDeleted else { throw WebDriverError.sessionDeleted(id: session.id) }
        try session.send(method: .post, path: "window", body: ["handle": .string(tab.context)], timeout: timeout)
        let next = PendingTab { try prepareTab(timeout: 10) }
        let view = session.borrowed(userContext: tab.userContext, bidi: connection)
        view.onDelete { pool.recycle(self, userContext: tab.userContext, next: next) }
        return view
    }

    /// Ends the browser for good.
    func retire() {
        connection.close()
        session.delete()
    }
}

/// A user context with a blank tab, created ahead of the test that will use it.
struct PreparedTab: Sendable {
    let userContext: String
    let context: String
}

/// The next test's tab, prepared on a thread of its own while the current test runs.
final class PendingTab: Sendable {
    private let outcome = Locked<Result<PreparedTab, any Error>?>(nil)
    private let ready = DispatchSemaphore(value: 0)

    init(_ prepare: @escaping @Sendable () throws -> PreparedTab) {
        let thread = Thread { [outcome, ready] in
            let result = Result { try prepare() }
            outcome.withLock { $0 = result }
            ready.signal()
        }
        thread.name = "TABTestKit next tab"
        thread.start()
    }

    /// The tab, waiting at most `seconds` for it.
    func get(waitingUpTo seconds: TimeInterval) throws -> PreparedTab {
        if let done = outcome.current { return try done.get() }
        guard ready.wait(timeout: .now() + max(0, seconds)) == .success, let done = outcome.current else {
            throw WebDriverError.deadlineExceeded(command: "prepare an isolated tab", deadline: seconds)
        }
        ready.signal()  // later calls see it at once
        return try done.get()
    }
}

/// The idle shared browsers of one driver, each with its next tab on the way.
final class SharedBrowserPool: Sendable {
    private let idle = Locked<[(browser: SharedBrowser, next: PendingTab)]>([])

    func take() -> (browser: SharedBrowser, next: PendingTab)? {
        idle.withLock { $0.popLast() }
    }

    /// After a test: the browser is idle again at once (its next tab is on the way), and the
    /// test's user context is removed on a thread of its own, its cookies, storage and
    /// permissions with it. The next test is isolated from it either way: it has a user
    /// context of its own.
    func recycle(_ browser: SharedBrowser, userContext: String, next: PendingTab) {
        idle.withLock { $0.append((browser, next)) }
        let remover = Thread {
            _ = try? browser.connection.send("browser.removeUserContext", ["userContext": .string(userContext)], timeout: 10)
        }
        remover.name = "TABTestKit user context removal"
        remover.start()
    }

    /// Takes every idle browser out of the pool.
    func drain() -> [SharedBrowser] {
        idle.withLock { browsers in
            defer { browsers = [] }
            return browsers.map(\.browser)
        }
    }
}
#else
/// Without BiDi there is nothing to pool.
final class SharedBrowserPool: Sendable {}
#endif
