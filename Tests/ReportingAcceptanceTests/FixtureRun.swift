import ExampleAppServer
import Foundation
import XCTest

/// Runs `Tests/ReportingFixture` in a child process of this test binary.
enum FixtureRun {
    struct Result: Sendable {
        var status: Int32
        var output: String
        var directory: URL
    }

    /// The repository's root.
    static var root: URL {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }

    static func run() throws -> Result {
        let server = try ExampleAppServer.start()
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tabtestkit-reporting-\(UUID().uuidString)")
        var environment = ProcessInfo.processInfo.environment
        environment["TABTESTKIT_APP_URL"] = server.baseURL.absoluteString
        environment["TABTESTKIT_REPORT_DIR"] = directory.path
        environment["TABTESTKIT_REPORTING_FIXTURE"] = "1"
        environment["TABTESTKIT_REPORT_NAME"] = "ReportingFixture"
        // A screenshot after every step: the HTML report must load them only when a test is opened.
        environment["TABTESTKIT_SCREENSHOTS"] = "every-step"
        // The test binary runs XCTest tests named on its command line.
        let (status, output) = try command([CommandLine.arguments[0], "ReportingFixture.ReportingFixtureTests"], environment: environment, timeout: 240)
        return Result(status: status, output: output, directory: directory)
    }

    /// Runs `arguments`, returning its status and its combined output; killed after `timeout`.
    static func command(_ arguments: [String], environment: [String: String]? = nil, timeout: TimeInterval = 120) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let collected = OutputBuffer()
        pipe.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        try process.run()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        pipe.fileHandleForReading.readabilityHandler = nil
        collected.append(pipe.fileHandleForReading.readDataToEndOfFile())
        return (process.terminationStatus, collected.text)
    }
}

/// Output gathered from a child process on another thread.
final class OutputBuffer: @unchecked Sendable {
    // @unchecked: every access is under `lock`.
    private let lock = NSLock()
    private var data = Data()

    func append(_ chunk: Data) {
        lock.lock()
        data.append(chunk)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
