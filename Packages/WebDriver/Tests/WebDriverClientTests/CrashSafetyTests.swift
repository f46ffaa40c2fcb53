import Foundation
import Testing
@testable import WebDriverClient
#if !canImport(Darwin)
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

/// Interruptions at any moment leave nothing behind, and an orphaned test process does not keep
/// its browsers.
@Suite("Crash safety: interruptions and orphans", .serialized)
struct InterruptionTests {
    /// Starts `webdriver-latency --hold` with its own `TMPDIR`, so every folder it creates is
    /// found, and returns it once it printed `marker`.
    func startHeld(tmp: String, launcherRoot root: String, waitingFor marker: String) throws -> (launcher: SupervisedProcess, pid: pid_t) {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        let launcher = try SupervisedProcess(executable: CrashSafetyTests.toolPath(), arguments: ["--hold"], privateRoot: root,
                                             environment: ["TMPDIR": tmp], logPath: root + "/out.log")
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let output = launcher.logTail(lines: 50)
            if let line = output.split(separator: "\n").first(where: { $0.hasPrefix(marker + " ") }),
               let pid = line.split(separator: " ").dropFirst().first.flatMap({ pid_t($0) }) {
                return (launcher, pid)
            }
            if output.contains("FAILED") || !launcher.isRunning { break }
            Thread.sleep(forTimeInterval: 0.01)
        }
        let output = launcher.logTail(lines: 20)
        launcher.terminate()
        throw WebDriverError.driverFailedToStart(driver: "webdriver-latency --hold", reason: "no \(marker) line", logTail: output)
    }

    func leftovers(in tmp: String) -> [String] {
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: tmp)) ?? []).filter { $0.hasPrefix("tabtestkit-wd-") }
        return folders + SupervisedProcess.processes(mentioning: tmp).map { "process \($0)" }
    }

    @Test func signalsAtAnyMomentLeaveNoFolderAndNoProcess() throws {
        // Short paths: Chromium's sockets live under TMPDIR, and socket paths are limited to 107 bytes.
        let base = "/tmp/ttk-\(UUID().uuidString.prefix(6))"
        defer { try? FileManager.default.removeItem(atPath: base) }
        for round in 0..<8 {
            let tmp = base + "/t\(round)x"
            // Half the rounds interrupt while the driver and browser are still starting.
            let (launcher, pid) = try startHeld(tmp: tmp, launcherRoot: base + "/l\(round)x",
                                                waitingFor: round.isMultiple(of: 2) ? "READY" : "STARTING")
            defer { launcher.terminate() }
            if !round.isMultiple(of: 2) { Thread.sleep(forTimeInterval: 0.2 * Double(round)) }
            kill(pid, round % 4 < 2 ? SIGTERM : SIGINT)
            let gone = waitUntil(timeout: 10) { kill(pid, 0) != 0 || isZombie(pid) }
            #expect(gone, "round \(round): the signal must end the process")
            let clean = waitUntil(timeout: 5) { leftovers(in: tmp).isEmpty }
            #expect(clean, "round \(round): left behind \(leftovers(in: tmp))")
            SupervisedProcess.killProcesses(mentioning: tmp)
        }
    }

    @Test func anOrphanedTestProcessLosesItsBrowsers() throws {
        let base = "/tmp/ttk-\(UUID().uuidString.prefix(6))"
        let tmp = base + "/t"
        let root = base + "/l"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        defer {
            SupervisedProcess.killProcesses(mentioning: tmp)
            try? FileManager.default.removeItem(atPath: base)
        }
        // A stand-in for `swift test`: a shell whose child (the "xctest" process) runs in a
        // session of its own, so killing the shell leaves the child running, orphaned.
        let script = #"echo PARENT $$; setsid "$0" --hold & wait"#
        let launcher = try SupervisedProcess(executable: "/bin/sh", arguments: ["-c", script, CrashSafetyTests.toolPath()],
                                             privateRoot: root, environment: ["TMPDIR": tmp], logPath: root + "/out.log")
        defer { launcher.terminate() }
        var parent: pid_t?
        var held: pid_t?
        _ = waitUntil(timeout: 30) {
            for line in launcher.logTail(lines: 50).split(separator: "\n") {
                let parts = line.split(separator: " ")
                if parts.first == "PARENT", parts.count > 1 { parent = pid_t(parts[1]) }
                if parts.first == "READY", parts.count > 1 { held = pid_t(parts[1]) }
            }
            return parent != nil && held != nil
        }
        let shell = try #require(parent, "no PARENT line: \(launcher.logTail())")
        let child = try #require(held, "no READY line: \(launcher.logTail())")
        defer { kill(child, SIGKILL) }
        #expect(!leftovers(in: tmp).isEmpty, "the held process must own a driver and a browser")

        kill(shell, SIGKILL)
        let clean = waitUntil(timeout: 5) { SupervisedProcess.processes(mentioning: tmp).isEmpty }
        #expect(clean, "an orphaned test process kept \(SupervisedProcess.processes(mentioning: tmp))")
        #expect(kill(child, 0) == 0, "the orphan itself is not killed, only its browsers")
    }

    func waitUntil(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }
}

private func isZombie(_ pid: pid_t) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return true }
    return status.contains("State:\tZ")
}
