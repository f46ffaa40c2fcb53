// The DevTools pipe needs the WebSocket client's target (linked on Linux only).
#if os(Linux) && !TABTESTKIT_APPLE_TYPECHECK
import Foundation
import Glibc
import Logging
import Testing
@testable import WebDriverBrowserControl
@testable import WebDriverClient

/// The DevTools control of a browser started here goes over its `--remote-debugging-pipe`:
/// NUL-ended JSON messages, whole however the bytes arrive; a browser that dies fails the
/// calls waiting on it at once.
@Suite("The DevTools pipe", .serialized, .timeLimit(.minutes(2)))
struct DevToolsPipeTests {
    /// A connected pair of Unix stream sockets: this test's end and the channel's.
    static func socketPair() throws -> (test: Int32, channel: Int32) {
        var descriptors: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &descriptors) == 0)
        return (descriptors[0], descriptors[1])
    }

    /// The next NUL-ended message written to `descriptor`.
    static func readMessage(from descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(descriptor, &byte, 1) == 1, byte != 0 { bytes.append(byte) }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func write(_ text: String, to descriptor: Int32) {
        write(Array(text.utf8)[...], to: descriptor)
    }

    static func write(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + sent, buffer.count - sent)
                if written <= 0 { return }
                sent += written
            }
        }
    }

    @Test("messages are NUL-ended JSON; answers and events are whole however their bytes arrive")
    func framing() throws {
        let ends = try Self.socketPair()
        defer { close(ends.test) }
        let events = LockedValue<[String]>([])
        let channel = DevToolsPipe.open(descriptor: ends.channel, logger: Logger(label: "test")) { event in
            events.withLock { $0.append(event["method"]?.stringValue ?? "?") }
        }
        defer { channel.close() }

        let call = try channel.start("Browser.getVersion", ["params": .object([:])])
        let sent = try JSONValue(parsing: Self.readMessage(from: ends.test))
        #expect(sent["method"] == "Browser.getVersion")
        let id = try #require(sent["id"]?.intValue)

        // An event, then the answer cut in two writes, with a large value (a screenshot's size)
        // and multi-byte text across the cut.
        let large = String(repeating: "ä", count: 600_000)
        let answer = #"{"id":\#(id),"result":{"product":"Chrome/1","large":"\#(large)"}}"#
        let bytes = Array(answer.utf8)
        let cut = 700_001  // inside an "ä"
        Self.write(#"{"method":"Target.targetCreated","params":{}}"# + "\0", to: ends.test)
        Self.write(bytes[..<cut], to: ends.test)
        Thread.sleep(forTimeInterval: 0.05)
        Self.write(bytes[cut...] + [0], to: ends.test)

        let result = try call.answer(within: 10)
        #expect(result["result"]?["product"] == "Chrome/1")
        #expect(result["result"]?["large"]?.stringValue == large)
        #expect(events.current == ["Target.targetCreated"])
    }

    @Test("when the other end goes away, waiting calls fail at once as closed, and later ones too")
    func endOfPipeFailsCalls() throws {
        let ends = try Self.socketPair()
        let channel = DevToolsPipe.open(descriptor: ends.channel, logger: Logger(label: "test")) { _ in }
        let call = try channel.start("Browser.getVersion", ["params": .object([:])])
        _ = Self.readMessage(from: ends.test)
        close(ends.test)
        let started = Date()
        #expect(throws: WebDriverError.self) { try call.answer(within: 30) }
        // Failed as closed, not by waiting out the 30 s deadline.
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(!channel.isOpen)
        #expect(throws: WebDriverError.self) { try channel.start("Browser.getVersion", [:]) }
    }

    @Test("the managed browser's control goes over its pipe, and only the browser holds the other end")
    func managedBrowserUsesThePipe() throws {
        let chromium = try ManagedChromium()
        defer { chromium.stop() }
        let session = try chromium.isolatedSession(timeout: 30, channel: .devTools)
        defer { session.delete() }
        _ = try session.page.navigate(to: "data:text/html,<title>over the pipe</title>")
        #expect(try session.page.read("return document.title") == "over the pipe")

        let browser = try #require(chromium.ownBrowsers.all.first)
        #expect(browser.devToolsPipe != nil)
        let members = SupervisedProcess.runningMembers(ofGroup: browser.process.pid)
        // The browser: not its watchdog shell (whose command line holds the browser's).
        let main = members.first { pid in
            guard pid != browser.process.pid else { return false }
            let words = ((try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? "")
                .split(whereSeparator: { $0 == "\0" || $0 == " " })
            return words.contains("--remote-debugging-pipe") && !words.contains { $0.hasPrefix("--type=") }
        }
        let browserProcess = try #require(main, "no browser process with --remote-debugging-pipe")
        func target(_ pid: pid_t, _ descriptor: Int) -> String? {
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(descriptor)")
        }
        #expect(target(browserProcess, 3)?.hasPrefix("socket:") == true)
        #expect(target(browserProcess, 4)?.hasPrefix("socket:") == true)
        // The watchdog shell closed its copies: the pipe ends when the browser does.
        #expect(target(browser.process.pid, 3) == nil && target(browser.process.pid, 4) == nil)
    }
}
#endif
