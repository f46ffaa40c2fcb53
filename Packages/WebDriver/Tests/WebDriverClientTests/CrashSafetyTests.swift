import Foundation
import Testing
@testable import WebDriverClient
#if canImport(Glibc)
import Glibc
#endif

/// Runs `webdriver-latency --hold` (a process that owns a managed Chromium) and ends it in the ways a
/// test process can end; nothing it started may survive.
@Suite("Crash safety", .serialized)
struct CrashSafetyTests {
    struct Held {
        let launcher: SupervisedProcess
        let pid: pid_t
        let folder: String
    }

    /// The `webdriver-latency` executable built next to the test bundle.
    static func toolPath() throws -> String {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [directory, directory.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("webdriver-latency").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw WebDriverError.browserNotInstalled(what: "webdriver-latency (run `swift build` first)", searched: [directory.path])
    }

    /// Starts the tool through the supervisor (so its signal mask is clean) and waits for READY.
    func startHeld() throws -> Held {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabtestkit-hold-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let launcher = try SupervisedProcess(executable: Self.toolPath(), arguments: ["--hold"], privateRoot: root,
                                             environment: [:], logPath: root + "/out.log")
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let output = launcher.logTail(lines: 50)
            if let line = output.split(separator: "\n").first(where: { $0.hasPrefix("READY ") }) {
                let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
                return Held(launcher: launcher, pid: pid_t(parts[1])!, folder: parts.count > 2 ? parts[2] : "")
            }
            if output.contains("FAILED") || !launcher.isRunning { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let output = launcher.logTail(lines: 20)
        launcher.terminate()
        throw WebDriverError.driverFailedToStart(driver: "webdriver-latency --hold", reason: "no READY line", logTail: output)
    }

    func waitUntil(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    func expectEverythingGone(_ held: Held, within seconds: TimeInterval) {
        #expect(!held.folder.isEmpty)
        #expect(waitUntil(timeout: seconds) { SupervisedProcess.processes(mentioning: held.folder).isEmpty },
                "driver or browser processes survived: \(SupervisedProcess.processes(mentioning: held.folder))")
        #expect(waitUntil(timeout: seconds) { !FileManager.default.fileExists(atPath: held.folder) })
    }

    @Test func sigtermStopsTheDriverAndStillEndsTheProcess() throws {
        let held = try startHeld()
        defer {
            held.launcher.terminate()
            try? FileManager.default.removeItem(atPath: held.launcher.privateRoot)
        }
        kill(held.pid, SIGTERM)
        #expect(waitUntil(timeout: 5) { kill(held.pid, 0) != 0 || isZombie(held.pid) }, "SIGTERM must still end the process")
        expectEverythingGone(held, within: 5)
    }

    @Test func sigkillLeavesTheCleanupToTheWatchdog() throws {
        let held = try startHeld()
        defer {
            held.launcher.terminate()
            try? FileManager.default.removeItem(atPath: held.launcher.privateRoot)
        }
        kill(held.pid, SIGKILL)
        expectEverythingGone(held, within: 5)
    }
}

private func isZombie(_ pid: pid_t) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return true }
    return status.contains("State:\tZ")
}
