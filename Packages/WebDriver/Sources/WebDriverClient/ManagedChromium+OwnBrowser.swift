import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

#if canImport(WebSocketKit)
extension ManagedChromium {
    /// A shared browser for isolated tabs, started here rather than by chromedriver: the
    /// DevTools control connects as soon as Chromium listens, and the first test's tab opens
    /// while chromedriver starts and attaches to the browser on a thread of its own
    /// (``attachDriver(capabilities:commandTimeout:)``). The tabs' classic commands wait for
    /// that attachment only when one first needs it; a test that never sends one never waits.
    ///
    /// Measured on two cores (`Tools/BenchPeers`): chromedriver launching the browser and
    /// creating its session took 0.8–1.4 s before the first tab; started here, the tab waits
    /// only for Chromium's DevTools port.
    func openOwnBrowser(deadline: Date, commandTimeout: TimeInterval) throws -> SharedBrowser {
        let generation = restartCount
        let launched = try ChromiumLauncher.launch(
            executable: chromiumPath, startupTimeout: min(startupTimeout, max(1, deadline.timeIntervalSinceNow)))
        let pid = launched.process.pid
        ownBrowsers.add(launched)
        let owner = ownBrowsers
        do {
            let address = "127.0.0.1:\(launched.port)"
            let capabilities = ChromiumLauncher.attachCapabilities(debuggerAddress: address, browser: launched)
            // `ChromiumLauncher` always gives the browser a DevTools pipe; the port is chromedriver's.
            guard let pipe = launched.devToolsPipe else {
                throw WebDriverError.driverFailedToStart(driver: "Chromium", reason: "it was started without a DevTools pipe", logTail: "")
            }
            let connection = DevToolsConnection.overPipe(descriptor: pipe, logger: webDriverLogger)
            let session = WebDriverSession(
                attaching: attachDriver(capabilities: capabilities, commandTimeout: commandTimeout),
                requestedCapabilities: capabilities,
                transport: transport, commandTimeout: commandTimeout, logger: webDriverLogger)
            return SharedBrowser(session: session, control: DevToolsBrowserControl(connection: connection),
                                 channel: .devTools, generation: generation) { owner.end(pid) }
        } catch {
            owner.end(pid)
            throw error
        }
    }

    /// A session that starts chromedriver if needed and attaches it to the browser that
    /// `capabilities` give the address of, on a thread of its own (never one of Swift concurrency's), once it is
    /// begun: when the browser's first tab is lent (``SharedBrowser/lend(_:pool:)``), or by
    /// the first classic command, whichever comes first.
    ///
    /// Not while the first tab is being prepared: on two cores, chromedriver attaching (its
    /// start, and the DevTools work it does in the browser) slowed the tab's creation by
    /// about as much as running it alongside saved.
    func attachDriver(capabilities: Capabilities, commandTimeout: TimeInterval) -> PendingServerSession {
        let address = capabilities["goog:chromeOptions"]?["debuggerAddress"]?.stringValue ?? "?"
        let what = "chromedriver attaching to the managed Chromium at \(address)"
        return PendingServerSession(what: what) { [self] pending in
            let thread = Thread { [self] in
                pending.resolve(Result { try attachedSession(capabilities: capabilities, commandTimeout: commandTimeout) })
            }
            thread.name = "TABTestKit chromedriver attach"
            thread.start()
        }
    }

    private func attachedSession(capabilities: Capabilities, commandTimeout: TimeInterval) throws -> WebDriverSession {
        var lastError: (any Error)?
        // A driver that died or hung since `start()` answered is started again, once.
        for _ in 0..<2 {
            let url = try start()
            do {
                return try WebDriverSession.create(serverURL: url, capabilities: capabilities, transport: transport,
                                                   timeout: 30, commandTimeout: commandTimeout, logger: webDriverLogger)
            } catch let error as WebDriverError {
                switch error {
                case .serverNotReachable, .serverNotAnswering: lastError = error
                default: throw error
                }
            }
        }
        throw lastError ?? WebDriverError.driverFailedToStart(driver: "chromedriver", reason: "it did not attach", logTail: "")
    }
}
#endif

/// The browsers a ``ManagedChromium`` started itself (not through chromedriver), so that
/// ``ManagedChromium/stop()`` ends them all, the ones lent to a running test included, as
/// stopping chromedriver ends the browsers it started.
final class OwnBrowsers: Sendable {
    private let running = LockedValue<[pid_t: LaunchedDriver]>([:])

    func add(_ browser: LaunchedDriver) {
        running.withLock { $0[browser.process.pid] = browser }
    }

    /// Kills the browser of process group `pid` and removes its folder; nothing if it is gone.
    func end(_ pid: pid_t) {
        running.withLock { $0.removeValue(forKey: pid) }?.shutDown()
    }

    func endAll() {
        running.withLock { running in
            defer { running = [:] }
            return Array(running.values)
        }.forEach { $0.shutDown() }
    }

    /// The running browsers.
    var all: [LaunchedDriver] { running.withLock { Array($0.values) } }
}
