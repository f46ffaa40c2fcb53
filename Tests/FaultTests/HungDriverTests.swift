import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient
#if canImport(Glibc)
import Glibc
#endif

/// A driver that accepts connections and never answers costs one short deadline, said
/// correctly, and later tests fail fast with the same cause instead of waiting again.
@Suite("Hung drivers", .serialized)
struct HungDriverTests {
    @Test func aRemoteThatNeverAnswersFailsOnceWithinItsDeadlineThenAtOnce() throws {
        let remote = try LoopbackServer(mode: .silent)
        defer { remote.stop() }
        let environment = ["TABTESTKIT_WEBDRIVER_URL": remote.url.absoluteString]
        let launch: @Sendable () throws -> Void = {
            let engine = try WebDriverEngine.chromium(baseURL: URL(string: "http://127.0.0.1:9/")!, environment: environment)
            do throws(EngineError) {
                try engine.launch(.underTest, configuration: LaunchConfiguration())
            } catch {
                throw error
            }
        }

        let first = bounded(30, launch)
        let firstMessage = try #require(first.error.map { "\($0)" }, "the first launch did not fail within 30 s")
        #expect(firstMessage.contains(remote.url.absoluteString), "\(firstMessage)")
        #expect(firstMessage.contains("not answering") || firstMessage.contains("no answer"), "\(firstMessage)")
        #expect(!firstMessage.contains("browser most likely failed to start"), "a hung server is not a browser problem: \(firstMessage)")

        let second = bounded(30, launch)
        let secondMessage = try #require(second.error.map { "\($0)" }, "the second launch did not fail within 30 s")
        #expect(secondMessage.contains(remote.url.absoluteString), "\(secondMessage)")
        #expect(second.seconds < first.seconds / 2, "the second test waited again: \(second.seconds) s after \(first.seconds) s")
    }

    @Test func aChromedriverThatNeverAnswersFailsWithinItsStartupDeadlineThenAtOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabtestkit-silent-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Listens on the --port it is given, accepts connections and never answers.
        let fake = folder.appendingPathComponent("silent-chromedriver").path
        try """
        #!/bin/sh
        for argument in "$@"; do case "$argument" in --port=*) port=${argument#--port=};; esac; done
        exec python3 -c 'import socket, sys, time
        s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen(16)
        held = []
        while True:
            c, _ = s.accept(); held.append(c)' "$port"
        """.write(toFile: fake, atomically: true, encoding: .utf8)
        chmod(fake, 0o755)

        let chromium = try ManagedChromium(chromedriver: fake, startupTimeout: 3)
        defer { chromium.stop() }
        let first = bounded(30) { try chromium.newSession().delete() }
        let firstMessage = try #require(first.error.map { "\($0)" }, "the first session did not fail within 30 s")
        #expect(firstMessage.contains("within 3 s"), "\(firstMessage)")
        #expect(first.seconds < 3 * 2, "one deadline of 3 s, but the start took \(first.seconds) s")

        let second = bounded(30) { try chromium.newSession().delete() }
        let secondMessage = try #require(second.error.map { "\($0)" }, "the second session did not fail within 30 s")
        #expect(secondMessage.contains("within 3 s"), "the same cause: \(secondMessage)")
        #expect(second.seconds < first.seconds / 2, "the second test waited again: \(second.seconds) s after \(first.seconds) s")
    }
}
