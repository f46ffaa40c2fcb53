import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

@Suite("A browser killed mid-test", .serialized)
struct BrowserCrashTests {
    /// Kills (SIGKILL) the chromium processes of `engine`'s session (found by its profile
    /// folder), leaving chromedriver and other tests' browsers running.
    static func killBrowser(of engine: WebDriverEngine) throws -> Int {
        let session = try #require(engine.currentSession)
        let arguments = session.requestedCapabilities["goog:chromeOptions"]?["args"]?.arrayValue ?? []
        let profile = try #require(arguments.compactMap(\.stringValue).first { $0.hasPrefix("--user-data-dir=") })
        var killed = 0
        for entry in try FileManager.default.contentsOfDirectory(atPath: "/proc") {
            guard let pid = Int32(entry),
                  let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { continue }
            let commandLine = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
            if commandLine.contains(profile), !commandLine.contains("chromedriver") {
                kill(pid, SIGKILL)
                killed += 1
            }
        }
        return killed
    }

    @Test func failsTheTestWithinFiveSecondsAndTheNextSessionWorks() throws {
        try withPage("<button>Still here</button>", timeout: 10) { engine in
            #expect(Button(id: "Still here").exists)
            #expect(try Self.killBrowser(of: engine) > 0)
            let started = Date()
            let failures = Failures.capture { Button(id: "Still here").tap() }
            let elapsed = Date().timeIntervalSince(started)
            #expect(elapsed < 5, "failed after \(elapsed) s")
            let message = try #require(failures.first?.message)
            #expect(message.contains("The browser session ended"), "\(message)")
        }
        try withPage("<button>Fresh</button>") { _ in
            #expect(Button(id: "Fresh").waitFor(.hittable))
        }
    }
}
