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
    /// its WebDriver BiDi socket with `TABTESTKIT_ISOLATION_CHANNEL=bidi`), opens a fresh
    /// isolated context with a tab in it, and points the session's classic commands at that
    /// tab. Over DevTools the browser is started here and chromedriver attaches to it in the
    /// background (``openOwnBrowser(deadline:commandTimeout:)``): the first classic command
    /// waits for that, and fails with its error when chromedriver could not attach. Deleting the returned session gives the browser
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
        // A lent tab needs no classic command, so a driver that died would go unnoticed until a
        // test's first one: ask it first (`GET /status`, ~1 ms). A dead one is restarted and
        // its browsers retired. Before the first browser, chromedriver is started by the
        // browser's attachment, in the background (see `openOwnBrowser`), or by `newSession`.
        if serverURL != nil { try start() }
        let generation = restartCount
        for attempt in 0..<3 {
            if attempt > 0, deadline.timeIntervalSinceNow < 1 { break }
            var idle = sharedBrowsers.take(channel: channel)
            if let stale = idle, stale.generation != generation {
                stale.retire()  // its classic session died with the driver it was made by
                idle = nil
            }
            let browser = try idle ?? openSharedBrowser(channel: channel, deadline: deadline, commandTimeout: commandTimeout)
            do {
                let remaining = max(1, deadline.timeIntervalSinceNow)
                let tab = try browser.prepareTab(timeout: remaining)
                return try browser.lend(tab, pool: sharedBrowsers)
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
        if channel == .devTools { return try openOwnBrowser(deadline: deadline, commandTimeout: commandTimeout) }
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
                control = try BiDiBrowserControl.open(url: url, timeout: connectTimeout, logger: webDriverLogger)
            case .devTools:
                guard let address = session.capabilities["goog:chromeOptions"]?["debuggerAddress"]?.stringValue else {
                    throw WebDriverError.invalidResponse(command: "POST /session", httpStatus: 200,
                                                         body: "chromedriver returned no goog:chromeOptions.debuggerAddress for the browser's DevTools")
                }
                control = DevToolsBrowserControl(connection: try DevToolsConnection.connect(
                    debuggerAddress: address, transport: session.transport, timeout: connectTimeout, logger: webDriverLogger))
            }
            return SharedBrowser(session: session, control: control, channel: channel, generation: restartCount)
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
    /// The driver's ``ManagedChromium/restartCount`` when the browser was opened: a browser
    /// from before a restart has lost its classic session.
    let generation: Int
    /// Ends a browser started here rather than by chromedriver (its process and folder).
    var end: (@Sendable () -> Void)? = nil

    /// A fresh isolated context and a blank tab in it, ready for the next test.
    func prepareTab(timeout: TimeInterval) throws -> PreparedTab {
        guard control.isOpen, !session.isDeleted else { throw WebDriverError.sessionDeleted(id: session.id) }
        return try control.prepareTab(timeout: timeout)
    }

    /// Lends `tab` to one test. Its first classic command points the session's classic
    /// commands at it: a test that only reads, navigates, taps and types over the tab's own
    /// session never has chromedriver attach to the tab (about 20 ms for the switch and 30–50 ms
    /// more on the first command, measured in `Tools/BenchPeers/README.md`). (Headless
    /// Chromium shows a tab created in the background as visible; `IsolationTests` checks it.)
    /// Deleting the returned session gives the browser back at once (see
    /// ``SharedBrowserPool/recycle(_:tab:)``).
    ///
    /// The tab is opened when the test starts, not while the previous test runs: measured on
    /// two cores, a tab prepared ahead cost each test about 0.2 s more CPU than it saved in
    /// waiting (a second live page competes with the running test's page).
    func lend(_ tab: PreparedTab, pool: SharedBrowserPool) throws -> WebDriverSession {
        guard control.isOpen, !session.isDeleted else { throw WebDriverError.sessionDeleted(id: session.id) }
        let view = session.borrowed(userContext: tab.context, control: control.control(of: tab), window: tab.handle)
        session.attached?.begin()  // a browser started here: chromedriver attaches now, in the background
        view.onDelete { pool.recycle(self, tab: tab) }
        return view
    }

    /// Ends the browser for good.
    func retire() {
        control.close()
        session.delete()
        end?()
    }
}

/// The idle shared browsers of one driver.
final class SharedBrowserPool: Sendable {
    private let idle = LockedValue<[SharedBrowser]>([])

    func take(channel: IsolationChannel) -> SharedBrowser? {
        idle.withLock { idle in
            guard let index = idle.lastIndex(where: { $0.channel == channel }) else { return nil }
            return idle.remove(at: index)
        }
    }

    /// After a test: the browser is idle again at once, and the test's context is removed on
    /// a thread of its own, its cookies, storage and permissions with it. The next test is
    /// isolated from it either way: it gets a context of its own.
    func recycle(_ browser: SharedBrowser, tab: PreparedTab) {
        idle.withLock { $0.append(browser) }
        let remover = Thread { browser.control.remove(tab) }
        remover.name = "TABTestKit context removal"
        remover.start()
    }

    /// Takes every idle browser out of the pool.
    func drain() -> [SharedBrowser] {
        idle.withLock { browsers in
            defer { browsers = [] }
            return browsers
        }
    }
}
#else
/// Without a WebSocket client there is nothing to pool.
final class SharedBrowserPool: Sendable {}
#endif
