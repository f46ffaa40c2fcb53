// Isolated tabs need the WebSocket client, linked on Linux only.
#if os(Linux) && !TABTESTKIT_APPLE_TYPECHECK
import Foundation
import Testing
@testable import WebDriverBrowserControl
@testable import WebDriverClient
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// An isolated tab of the managed Chromium loads pages over its own DevTools session (cheaper
/// for the browser than chromedriver's navigation), and must behave as the classic command
/// does: wait for the load, report a page that failed to load, and hand over to the classic
/// command once the test switched to a frame or window.
@Suite("Navigation of an isolated tab (real Chromium)", .serialized)
struct TabNavigationTests {
    /// A page whose load event comes well after its HTML: it waits for a frame whose script
    /// keeps the page busy for 0.3 s.
    static let slowLoadingPage = """
        data:text/html,<title>slow</title><iframe src="data:text/html,<script>let t=Date.now();while(Date.now()-t<300){}</script>"></iframe>\
        <script>addEventListener('load', () => { window.loadedAt = 'load'; });</script>
        """

    static func withTab(_ body: (WebDriverSession) throws -> Void) throws {
        let chromium = try ManagedChromium()
        defer { chromium.stop() }
        let session = try chromium.isolatedSession(timeout: 30, commandTimeout: 15, channel: .devTools)
        defer { session.delete() }
        try body(session)
    }

    @Test func aLoadIsWaitedForAndReportedAsChecked() throws {
        try Self.withTab { session in
            let result = try session.page.navigate(to: Self.slowLoadingPage)
            #expect(result.failuresReported, "the lent tab's first navigation goes over its DevTools session")
            // Right after the call, the new document is there and its load event has run.
            #expect(try session.executeSync("return document.title + ' ' + document.readyState + ' ' + window.loadedAt").stringValue
                == "slow complete load")
        }
    }

    @Test func aPageThatFailsToLoadThrowsWithTheBrowsersError() throws {
        try Self.withTab { session in
            let port = try #require(Self.closedLoopbackPort())
            #expect(throws: PageChannelError.loadFailed(networkError: "net::ERR_CONNECTION_REFUSED")) {
                try session.page.navigate(to: "http://127.0.0.1:\(port)/")
            }
        }
    }

    @Test func aFragmentChangeAndADialogWhileLoadingDoNotHang() throws {
        try Self.withTab { session in
            try session.page.navigate(to: "data:text/html,<title>first</title><p id=a>a</p>")
            // Same document: no load event comes; the call returns once the fragment changed.
            try session.page.navigate(to: "data:text/html,<title>first</title><p id=a>a</p>#a")
            #expect(try session.executeSync("return location.hash").stringValue == "#a")
            // A page that asks something while it loads: its load waits for the answer, so the
            // navigation returns when the dialog opens (the classic command does the same).
            try session.page.navigate(to: "data:text/html,<title>asking</title><script>alert('while loading')</script>")
            #expect(try session.send(method: .get, path: "alert/text").stringValue == "while loading")
            try session.send(method: .post, path: "alert/accept")
            #expect(try session.executeSync("return document.title").stringValue == "asking")
        }
    }

    @Test func afterSwitchingToAFrameTheClassicCommandNavigates() throws {
        try Self.withTab { session in
            try session.page.navigate(to: "data:text/html,<iframe srcdoc='<p>inner</p>'></iframe>")
            let frame = try #require(try session.executeSync("return document.querySelector('iframe')").elementReference)
            try session.switchToFrame(frame)
            // Classic commands now address the frame: the tab's own session would navigate the
            // top document behind chromedriver's back, so the classic command is used.
            let result = try session.page.navigate(to: "data:text/html,<title>second</title>")
            #expect(!result.failuresReported)
            #expect(try session.title() == "second")
        }
    }

    /// A driver that died after the last test is restarted at the next launch, and the next
    /// test runs in a new browser, classic commands included (a lent tab may need none, so the
    /// launch cannot wait for one to find out).
    @Test func aDriverThatDiedBetweenTestsIsRestarted() throws {
        let chromium = try ManagedChromium()
        defer { chromium.stop() }
        let first = try chromium.isolatedSession(timeout: 30, commandTimeout: 15, channel: .devTools)
        try first.page.navigate(to: "data:text/html,<title>first</title>")
        // chromedriver attaches in the background; a classic command waits until it has, so
        // there is a driver to kill (without it, the kill could come before the driver started).
        #expect(try first.title() == "first")
        first.delete()
        // Only chromedriver, as a crash would end it.
        let group = try #require(chromium.driverProcessGroup)
        let driver = try #require(Self.child(of: group, named: "chromedriver"))
        kill(driver, SIGKILL)
        let next = try chromium.isolatedSession(timeout: 30, commandTimeout: 15, channel: .devTools)
        defer { next.delete() }
        try next.page.navigate(to: "data:text/html,<title>next</title>")
        #expect(try next.page.read("return document.title") == "next")
        #expect(try next.title() == "next", "a classic command reaches the restarted driver")
        #expect(chromium.restartCount == 1)
    }

    /// The child process of `parent` whose command name is `name`.
    static func child(of parent: pid_t, named name: String) -> pid_t? {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in processes {
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { continue }
            let command = stat[stat.index(after: open)..<close]
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            if command == name, fields.count > 1, pid_t(fields[1]) == parent { return pid }
        }
        return nil
    }

    /// A loopback port nothing listens on: one the kernel just handed out and that was closed.
    static func closedLoopbackPort() -> Int? {
        #if canImport(Darwin)
        let stream = SOCK_STREAM
        #else
        let stream = Int32(SOCK_STREAM.rawValue)
        #endif
        let descriptor = socket(AF_INET, stream, 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(descriptor, raw, length) == 0 && getsockname(descriptor, raw, &length) == 0
            }
        }
        return bound ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }
}
#endif
