import Foundation

/// The Playwright-Python column of the scaling table: Tools/BenchPeers/scaling_playwright.py run
/// with the virtualenv `make bench-peers` creates (.build/bench-peers-venv). Never fails the
/// benchmark: without the virtualenv, or when the script fails, the column says why.
enum PlaywrightColumn {
    enum Result {
        /// Median milliseconds per "rows shape", and the counts stopped after `over` seconds.
        case measured([String: Double], over: [String: Int])
        /// What the column shows instead of times.
        case unavailable(String)
    }

    static let notInstalled = "not installed (make bench-peers installs it)"

    static func measure(_ pages: [(rows: Int, url: URL)], iterations: Int) -> Result {
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let python = root.appendingPathComponent(".build/bench-peers-venv/bin/python")
        let script = root.appendingPathComponent("Tools/BenchPeers/scaling_playwright.py")
        guard FileManager.default.isExecutableFile(atPath: python.path),
              FileManager.default.fileExists(atPath: script.path) else { return .unavailable(notInstalled) }
        let process = Process()
        process.executableURL = python
        process.arguments = [script.path, "--repeats", String(iterations)] + pages.map { "\($0.rows)=\($0.url.path)" }
        // Playwright never downloads a browser here: it drives the system Chromium.
        var environment = ProcessInfo.processInfo.environment
        environment["PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return .unavailable("could not start: \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var times: [String: Double] = [:]
        var over: [String: Int] = [:]
        var done = false
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
            if object["done"] as? Bool == true { done = true }
            guard let rows = object["rows"] as? Int, let shape = object["shape"] as? String else { continue }
            if let ms = object["ms"] as? Double { times["\(rows) \(shape)"] = ms }
            if let seconds = object["over"] as? Int { over["\(rows) \(shape)"] = seconds }
        }
        // What was measured before a failure still stands; the missing rows show "—".
        guard times.isEmpty && over.isEmpty else { return .measured(times, over: over) }
        return .unavailable(done ? "no answer" : "failed (exit \(process.terminationStatus))")
    }
}
