import Foundation

extension ManagedChromium {
    /// Whether ``isolatedSession(timeout:commandTimeout:)`` can use isolated contexts in a shared
    /// browser on this platform (the WebSocket client is linked on Linux only).
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
    /// Takes an idle browser of this driver (or starts one, and connects to its DevTools, or to
    /// its WebDriver BiDi socket with `TABTESTKIT_ISOLATION_CHANNEL=bidi`) with a fresh
    /// isolated context and a tab in it (prepared while the previous test ran), and points the
    /// session's classic commands at that tab. Deleting the returned session gives the browser
    /// back at once and removes the context (its cookies, storage and permissions go with it)
    /// on a thread of its own; a browser that no longer answers is ended at its next use and
    /// replaced. Concurrent tests get a browser each. Where no WebSocket client is linked
    /// (Apple platforms) this is ``newSession(capabilities:timeout:commandTimeout:)``.
    ///
    /// - Parameters:
    ///   - timeout: one deadline for everything: starting a browser, the WebSocket, the tab.
    ///   - commandTimeout: the default deadline of the session's commands.
    ///   - channel: how the shared browser is controlled besides classic commands.
    public func isolatedSession(timeout: TimeInterval = 30, commandTimeout: TimeInterval = 60,
                                channel: IsolationChannel = .fromEnvironment()) throws -> WebDriverSession {
        #if canImport(WebSocketKit)
        let deadline = Date().addingTimeInterval(timeout)
        var lastError: (any Error)?
        for attempt in 0..<3 {
            if attempt > 0, deadline.timeIntervalSinceNow < 1 { break }
            let reused = sharedBrowsers.take(channel: channel)
            let browser = try reused?.browser ?? openSharedBrowser(channel: channel, deadline: deadline, commandTimeout: commandTimeout)
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
    private func openSharedBrowser(channel: IsolationChannel, deadline: Date, commandTimeout: TimeInterval) throws -> SharedBrowser {
        let capabilities = channel == .bidi ? Capabilities.chromium().merging(["webSocketUrl": true]) : Capabilities.chromium()
        let session = try newSession(capabilities: capabilities, timeout: max(1, deadline.timeIntervalSinceNow), commandTimeout: commandTimeout)
        do {
            let connectTimeout = max(1, min(10, deadline.timeIntervalSinceNow))
            let control: any BrowserControl
            switch channel {
            case .bidi:
                guard let address = session.capabilities["webSocketUrl"]?.stringValue, let url = URL(string: address) else {
                    throw WebDriverError.invalidResponse(command: "POST /session", httpStatus: 200,
                                                         body: "chromedriver returned no webSocketUrl: it does not offer WebDriver BiDi")
                }
                control = try BiDiBrowserControl.open(url: url, timeout: connectTimeout)
            case .devTools:
                guard let address = session.capabilities["goog:chromeOptions"]?["debuggerAddress"]?.stringValue else {
                    throw WebDriverError.invalidResponse(command: "POST /session", httpStatus: 200,
                                                         body: "chromedriver returned no goog:chromeOptions.debuggerAddress for the browser's DevTools")
                }
                control = DevToolsBrowserControl(connection: try DevToolsConnection.connect(
                    debuggerAddress: address, transport: session.transport, timeout: connectTimeout))
            }
            return SharedBrowser(session: session, control: control, channel: channel)
        } catch {
            session.delete()
            throw error
        }
    }
    #endif
}

/// Which connection controls the managed Chromium's shared browsers next to the classic
/// WebDriver session (``SessionIsolation/userContext``). Both give the same isolation,
/// preloaded page runtime and press reports.
public enum IsolationChannel: String, Sendable, Hashable {
    /// The browser's own DevTools endpoint (CDP browser contexts): the default, as it costs the
    /// browser less CPU per page.
    case devTools = "cdp"
    /// WebDriver BiDi (the session asks for `webSocketUrl`): user contexts, preload scripts and
    /// `script.message` channels.
    case bidi

    /// `TABTESTKIT_ISOLATION_CHANNEL`: `cdp` (the default) or `bidi`.
    public static let environmentVariable = "TABTESTKIT_ISOLATION_CHANNEL"

    /// The channel `environment` asks for; ``devTools`` unless it says `bidi`.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> IsolationChannel {
        environment[environmentVariable]?.lowercased() == "bidi" ? .bidi : .devTools
    }
}

#if canImport(WebSocketKit)
/// A browser kept for the worker: its session (classic commands) and control connection.
struct SharedBrowser: Sendable {
    let session: WebDriverSession
    let control: any BrowserControl
    let channel: IsolationChannel

    /// A fresh isolated context and a blank tab in it, ready for the next test.
    func prepareTab(timeout: TimeInterval) throws -> PreparedTab {
        guard control.isOpen, !session.isDeleted else { throw WebDriverError.sessionDeleted(id: session.id) }
        return try control.prepareTab(timeout: timeout)
    }

    /// Lends `tab` to one test: points the session's classic commands at it, and starts
    /// preparing the next test's tab meanwhile. (Headless Chromium shows a tab created in the
    /// background as visible, animating; `IsolationTests` checks it.) Deleting the returned session gives the
    /// browser back at once (see ``SharedBrowserPool/recycle(_:tab:next:)``).
    func lend(_ tab: PreparedTab, timeout: TimeInterval, pool: SharedBrowserPool) throws -> WebDriverSession {
        guard control.isOpen, !session.isDeleted else { throw WebDriverError.sessionDeleted(id: session.id) }
        try session.send(method: .post, path: "window", body: ["handle": .string(tab.handle)], timeout: timeout)
        let next = PendingTab { try prepareTab(timeout: 10) }
        let view = session.borrowed(userContext: tab.context, control: control.control(of: tab))
        view.onDelete { pool.recycle(self, tab: tab, next: next) }
        return view
    }

    /// Ends the browser for good.
    func retire() {
        control.close()
        session.delete()
    }
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

    func take(channel: IsolationChannel) -> (browser: SharedBrowser, next: PendingTab)? {
        idle.withLock { idle in
            guard let index = idle.lastIndex(where: { $0.browser.channel == channel }) else { return nil }
            return idle.remove(at: index)
        }
    }

    /// After a test: the browser is idle again at once (its next tab is on the way), and the
    /// test's context is removed on a thread of its own, its cookies, storage and
    /// permissions with it. The next test is isolated from it either way: it has a context
    /// of its own.
    func recycle(_ browser: SharedBrowser, tab: PreparedTab, next: PendingTab) {
        idle.withLock { $0.append((browser, next)) }
        let remover = Thread { browser.control.remove(tab) }
        remover.name = "TABTestKit context removal"
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
/// Without a WebSocket client there is nothing to pool.
final class SharedBrowserPool: Sendable {}
#endif
