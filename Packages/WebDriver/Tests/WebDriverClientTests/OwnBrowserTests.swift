// The managed Chromium's shared browsers are started by this process (isolated tabs need the
// WebSocket client, linked on Linux only).
#if os(Linux) && !TABTESTKIT_APPLE_TYPECHECK
import Foundation
import Testing
@testable import WebDriverClient
import Glibc

/// The browser behind isolated tabs is started here, not by chromedriver: chromedriver
/// attaches to it in the background, and classic commands wait for that. The browser is
/// supervised like a driver: stopped, killed or orphaned, it leaves no process and no folder;
/// and a browser or driver that cannot start fails clearly instead of hanging.
@Suite("The managed Chromium's own browser (real Chromium)", .serialized, .timeLimit(.minutes(2)))
struct OwnBrowserTests {
    @Test func theBrowserIsStartedHereAndChromedriverAttachesForClassicCommands() throws {
        let chromium = try ManagedChromium()
        defer { chromium.stop() }
        let session = try chromium.isolatedSession(timeout: 30, channel: .devTools)
        defer { session.delete() }
        let browsers = chromium.ownBrowsers.all
        try #require(browsers.count == 1, "the isolated tab's browser was not started by ManagedChromium")
        let browser = browsers[0]
        // Chromium runs in the browser's own process group, under its watchdog, not under chromedriver.
        #expect(SupervisedProcess.runningMembers(ofGroup: browser.process.pid).count > 1)
        #expect(ChromiumLauncher.activePort(profile: ChromiumLauncher.profileFolder(in: browser.root)) == browser.port)

        _ = try session.page.navigate(to: "data:text/html,<title>own browser</title>")
        // A classic command goes to chromedriver, attached to the same browser and tab.
        #expect(try session.title() == "own browser")
        #expect(session.capabilities["goog:chromeOptions"]?["debuggerAddress"]?.stringValue == "127.0.0.1:\(browser.port)")
        #expect(chromium.serverURL != nil)

        chromium.stop()
        #expect(SupervisedProcess.runningMembers(ofGroup: browser.process.pid).isEmpty, "the browser outlived stop()")
        #expect(!FileManager.default.fileExists(atPath: browser.root), "the browser's folder outlived stop()")
    }

    /// Each test's browser context opens a window; Chromium would load the address bar's popup
    /// (WebUI pages in a "top chrome" renderer) for every one of them, at a cost in every test.
    @Test func newContextsStartNoBrowserInterfaceRenderers() throws {
        let chromium = try ManagedChromium()
        defer { chromium.stop() }
        // Two contexts open at once, as parallel tests have them; their pages' renderers run.
        let sessions = try (0..<2).map { _ in try chromium.isolatedSession(timeout: 30, channel: .devTools) }
        defer { sessions.forEach { $0.delete() } }
        for session in sessions {
            _ = try session.page.navigate(to: "data:text/html,<title>a context</title>")
        }
        let browser = try #require(chromium.ownBrowsers.all.first)
        // Chromium rewrites its processes' command lines as one line: their words are read
        // across NUL and space separators alike.
        let commandLines = SupervisedProcess.runningMembers(ofGroup: browser.process.pid).compactMap { pid in
            (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8))?
                .split(whereSeparator: { $0 == "\0" || $0 == " " }).map(String.init)
        }
        let renderers = commandLines.filter { $0.contains("--type=renderer") }
        #expect(renderers.count >= 2, "the contexts' renderers were not found in the browser's process group")
        #expect(!renderers.contains { $0.contains("--top-chrome-webui") }, "a browser-interface renderer runs")
        let featureSwitches = renderers.first?.filter { $0.hasPrefix("--disable-features=") } ?? []
        #expect(featureSwitches.count == 1 && featureSwitches[0].contains("WebUIOmniboxPopup"))
    }

    @Test func aKilledBrowserIsReplacedAndLeavesNothing() throws {
        let chromium = try ManagedChromium()
        defer { chromium.stop() }
        let first = try chromium.isolatedSession(timeout: 30, channel: .devTools)
        let killed = try #require(chromium.ownBrowsers.all.first)
        first.delete()
        kill(-killed.process.pid, SIGKILL)

        let second = try chromium.isolatedSession(timeout: 30, channel: .devTools)
        defer { second.delete() }
        _ = try second.page.navigate(to: "data:text/html,<title>replacement</title>")
        #expect(try second.title() == "replacement")
        #expect(!chromium.ownBrowsers.all.contains { $0.process.pid == killed.process.pid })
        #expect(SupervisedProcess.runningMembers(ofGroup: killed.process.pid).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: killed.root), "the killed browser's folder was left behind")
    }

    @Test func theWatchdogEndsTheBrowserWhenTheTestProcessDies() throws {
        // A stand-in for the test process: the browser's watchdog follows it, as it follows
        // this process when it crashes or is killed.
        let standIn = Process()
        standIn.executableURL = URL(fileURLWithPath: "/bin/sleep")
        standIn.arguments = ["2"]
        try standIn.run()
        let browser = try ChromiumLauncher.launch(executable: BrowserLocator.chromium(), startupTimeout: 20,
                                                  parentPID: standIn.processIdentifier)
        defer { browser.shutDown() }
        #expect(!SupervisedProcess.runningMembers(ofGroup: browser.process.pid).isEmpty)
        standIn.waitUntilExit()
        let gone = waitUntil(timeout: 15) {
            SupervisedProcess.runningMembers(ofGroup: browser.process.pid).isEmpty
                && !FileManager.default.fileExists(atPath: browser.root)
        }
        #expect(gone, "the browser or its folder outlived the process that started it")
    }

    @Test func aChromiumThatCannotStartFailsNamingTheBrowser() throws {
        let missing = "/nonexistent/tabtestkit-no-chromium"
        let chromium = try ManagedChromium(chromium: missing, startupTimeout: 10)
        defer { chromium.stop() }
        do {
            _ = try chromium.isolatedSession(timeout: 20, channel: .devTools)
            Issue.record("an isolated tab opened with no browser to start")
        } catch let error as WebDriverError {
            guard case .driverFailedToStart(let driver, let reason, let logTail) = error else {
                Issue.record("unexpected error: \(error)")
                return
            }
            #expect(driver == "Chromium (\(missing))")
            #expect(reason.contains("exited"))
            #expect(logTail.contains(missing), "the browser's output is not in the error: \(logTail)")
        }
        #expect(chromium.ownBrowsers.all.isEmpty)
    }

    @Test func aChromiumThatNeverListensFailsInTimeWithItsOutput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabtestkit-mute-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let mute = (folder as NSString).appendingPathComponent("chromium")
        try "#!/bin/sh\necho starting but never listening\nexec sleep 60\n".write(toFile: mute, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: mute)
        let chromium = try ManagedChromium(chromium: mute, startupTimeout: 2)
        defer { chromium.stop() }
        do {
            _ = try chromium.isolatedSession(timeout: 20, channel: .devTools)
            Issue.record("an isolated tab opened in a browser that never listened")
        } catch let error as WebDriverError {
            guard case .driverFailedToStart(let driver, let reason, let logTail) = error else {
                Issue.record("unexpected error: \(error)")
                return
            }
            #expect(driver == "Chromium (\(mute))")
            #expect(reason.contains("did not open its DevTools port"))
            #expect(logTail.contains("starting but never listening"))
        }
        #expect(SupervisedProcess.processes(mentioning: "--user-data-dir=").allSatisfy { pid in
            !((try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? "").contains(mute)
        })
    }

    @Test func aDriverThatCannotAttachFailsTheFirstClassicCommand() throws {
        let missing = "/nonexistent/tabtestkit-no-chromedriver"
        let chromium = try ManagedChromium(chromedriver: missing, startupTimeout: 5)
        defer { chromium.stop() }
        let session = try chromium.isolatedSession(timeout: 30, channel: .devTools)
        defer { session.delete() }
        // The tab works over DevTools without chromedriver…
        _ = try session.page.navigate(to: "data:text/html,<title>no driver</title>")
        #expect(try session.page.read("return document.title", arguments: []) == .string("no driver"))
        // …and the first classic command says why there is no classic session.
        for _ in 0..<2 {
            do {
                _ = try session.title()
                Issue.record("a classic command answered without chromedriver")
            } catch let error as WebDriverError {
                guard case .driverFailedToStart(let driver, _, _) = error else {
                    Issue.record("unexpected error: \(error)")
                    continue
                }
                #expect(driver.contains(missing))
            }
        }
    }

    /// chromedriver attaches in the background; a `stop()` that comes while it starts must end
    /// it, not leave it running until the test process exits. The driver here is held at its
    /// start by a gate the test opens only after `stop()` returned.
    @Test func aStopWhileChromedriverStartsEndsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabtestkit-gate-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (pidFile, gate) = ((folder as NSString).appendingPathComponent("pid"), (folder as NSString).appendingPathComponent("gate"))
        let held = (folder as NSString).appendingPathComponent("chromedriver")
        try "#!/bin/sh\necho $$ > '\(pidFile)'\nwhile [ ! -e '\(gate)' ]; do sleep 0.05; done\nexec '\(try BrowserLocator.chromedriver())' \"$@\"\n"
            .write(toFile: held, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: held)
        let chromium = try ManagedChromium(chromedriver: held, startupTimeout: 30)
        defer { chromium.stop() }

        let outcome = LockedValue<Result<URL, any Error>?>(nil)
        let finished = DispatchSemaphore(value: 0)
        let starting = Thread {
            outcome.withLock { $0 = Result { try chromium.start() } }
            finished.signal()
        }
        starting.start()
        try #require(waitUntil(timeout: 30) { FileManager.default.fileExists(atPath: pidFile) }, "the driver never started")
        chromium.stop()
        _ = FileManager.default.createFile(atPath: gate, contents: nil)
        finished.wait()

        guard case .failure(let error)? = outcome.withLock({ $0 }), case .driverFailedToStart(_, let reason, _)? = error as? WebDriverError else {
            Issue.record("a start that stop() overtook did not fail: \(String(describing: outcome.withLock { $0 }))")
            return
        }
        #expect(reason.contains("stopped"))
        #expect(chromium.serverURL == nil, "the driver started after stop() was kept")
        let pid = try #require(Int32((try String(contentsOfFile: pidFile, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(waitUntil(timeout: 15) { !Self.isRunning(pid) }, "the driver started after stop() still runs")
        // The overtaken start leaves nothing behind: the next start works.
        #expect(try chromium.start().absoluteString.hasPrefix("http://127.0.0.1:"))
    }

    /// Whether process `pid` runs (exists and is no zombie).
    private static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        return !stat.contains(") Z ")
    }

    private func waitUntil(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return condition()
    }
}
#endif
