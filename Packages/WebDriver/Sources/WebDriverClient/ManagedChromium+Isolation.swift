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
    /// Takes an idle browser of this driver (or starts one, a session with `webSocketUrl: true`),
    /// creates a fresh BiDi user context and a tab in it, and points the session's classic
    /// commands at that tab. Deleting the returned session removes the user context (its cookies,
    /// storage and permissions go with it) and gives the browser back for the next test; a
    /// browser that no longer answers is ended instead. Concurrent tests get a browser each.
    /// Where BiDi is unavailable this is ``newSession(capabilities:timeout:commandTimeout:)``.
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
            let browser = try sharedBrowsers.take() ?? openSharedBrowser(deadline: deadline, commandTimeout: commandTimeout)
            do {
                return try browser.openTab(timeout: max(1, deadline.timeIntervalSinceNow), pool: sharedBrowsers)
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

    /// A fresh user context, a tab in it, and the session's classic commands pointed at it.
    func openTab(timeout: TimeInterval, pool: SharedBrowserPool) throws -> WebDriverSession {
        guard connection.isOpen, !session.isDeleted else {
            throw WebDriverError.sessionDeleted(id: session.id)
        }
        let deadline = Date().addingTimeInterval(timeout)
        let remaining = { max(0.5, deadline.timeIntervalSinceNow) }
        let created = try connection.send("browser.createUserContext", timeout: remaining())
        guard let userContext = created["userContext"]?.stringValue else {
            throw WebDriverError.invalidResponse(command: "BiDi browser.createUserContext", httpStatus: 0, body: created.serialized())
        }
        let tab: JSONValue
        do {
            tab = try connection.send("browsingContext.create", ["type": "tab", "userContext": .string(userContext)], timeout: remaining())
            guard let context = tab["context"]?.stringValue else {
                throw WebDriverError.invalidResponse(command: "BiDi browsingContext.create", httpStatus: 0, body: tab.serialized())
            }
            try session.send(method: .post, path: "window", body: ["handle": .string(context)], timeout: remaining())
        } catch {
            _ = try? connection.send("browser.removeUserContext", ["userContext": .string(userContext)], timeout: 2)
            throw error
        }
        let view = session.borrowed(userContext: userContext, bidi: connection)
        view.onDelete {
            do {
                try connection.send("browser.removeUserContext", ["userContext": .string(userContext)], timeout: 10)
                pool.giveBack(self)
            } catch {
                retire()
            }
        }
        return view
    }

    /// Ends the browser for good.
    func retire() {
        connection.close()
        session.delete()
    }
}

/// The idle shared browsers of one driver.
final class SharedBrowserPool: Sendable {
    private let idle = Locked<[SharedBrowser]>([])

    func take() -> SharedBrowser? {
        idle.withLock { $0.popLast() }
    }

    func giveBack(_ browser: SharedBrowser) {
        idle.withLock { $0.append(browser) }
    }

    func drain() -> [SharedBrowser] {
        idle.withLock { browsers in
            defer { browsers = [] }
            return browsers
        }
    }
}
#else
/// Without BiDi there is nothing to pool.
final class SharedBrowserPool: Sendable {}
#endif
