import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Ending a driver's processes and removing its private folder without races.
///
/// Killing is asynchronous: a process that was just sent SIGKILL may still finish a write, and
/// a driver's children do not all mention the private folder on their command line (chromedriver
/// gets only its port, yet writes into the `TMPDIR` it inherited). So cleanup kills the whole
/// process group and everything that mentions the folder, waits until none of them runs, and
/// only then removes the folder — again if something recreated it.
extension SupervisedProcess {
    /// Kills (SIGKILL) process group `group` (when given) and every process mentioning
    /// `marker`, and waits at most two seconds until none of them is still running (zombies
    /// do not count: they write nothing).
    static func killAll(group: pid_t?, mentioning marker: String) {
        let deadline = Date().addingTimeInterval(2)
        repeat {
            if let group { kill(-group, SIGKILL) }
            let mentioning = killProcesses(mentioning: marker)
            let members = group.map(runningMembers(ofGroup:)) ?? []
            if mentioning.isEmpty && members.isEmpty { return }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
    }

    /// Removes `folder` once nothing started from it runs (see ``killAll(group:mentioning:)``),
    /// trying a few times, and once more a moment later in case a dying process recreated it.
    static func removeFolder(_ folder: String, group: pid_t? = nil) {
        killAll(group: group, mentioning: folder)
        for attempt in 0..<12 {
            try? FileManager.default.removeItem(atPath: folder)
            let exists = FileManager.default.fileExists(atPath: folder)
            if !exists && attempt >= 2 { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// The processes of a process group that are not zombies (Linux: reads `/proc/*/stat`;
    /// empty elsewhere).
    static func runningMembers(ofGroup group: pid_t) -> [pid_t] {
        // `make check-apple` sets TABTESTKIT_APPLE_TYPECHECK to type-check the Apple branch on Linux.
        #if os(Linux) && !TABTESTKIT_APPLE_TYPECHECK
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var members: [pid_t] = []
        for entry in entries {
            guard let candidate = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // After "pid (comm) ": state, ppid, pgrp, …
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, fields[0] != "Z", pid_t(fields[2]) == group else { continue }
            members.append(candidate)
        }
        return members
        #else
        return kill(-group, 0) == 0 ? [group] : []
        #endif
    }
}
