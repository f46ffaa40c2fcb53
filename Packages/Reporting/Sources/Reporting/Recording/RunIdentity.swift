import Foundation

/// Which run a report belongs to. `swift test` on Linux runs XCTest and Swift Testing in two
/// processes one after the other, both writing into `TABTESTKIT_REPORT_DIR`: the second merges
/// the tests of the first into its reports instead of replacing them, when both belong to the
/// same run — `TABTESTKIT_RUN_ID` when set (e.g. by `tabtestkit test`), else the parent process
/// and its start time.
enum RunIdentity {
    static let current: String = {
        if let id = ProcessInfo.processInfo.environment["TABTESTKIT_RUN_ID"], !id.isEmpty { return id }
        let parent = getppid()
        // /proc/<pid>/stat's 22nd field is the process's start time: a reused pid is not the same run.
        if let stat = try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8),
           let afterName = stat.range(of: ") ", options: .backwards) {
            let fields = stat[afterName.upperBound...].split(separator: " ")
            if fields.count > 19 { return "ppid-\(parent)-\(fields[19])" }
        }
        return "ppid-\(parent)"
    }()
}
