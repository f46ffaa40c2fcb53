import Foundation
import TABTestKitReporting
import XCTest

/// Runs the built `tabtestkit-report` executable: its output and exit status.
final class CommandLineTests: XCTestCase {
    private var directory = FileManager.default.temporaryDirectory

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttk-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func test_failedScenario_exits1_andWritesHTML() throws {
        let json = try write(ReportFixtures.mixed)
        let html = directory.appendingPathComponent("out/report.html")
        let result = try run([json.path, "--html", html.path, "--color", "never"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("\n1 passed, 1 failed, 1 skipped\n"), result.output)
        XCTAssertTrue(result.output.hasSuffix("HTML report: \(html.path)\n"), result.output)
        let page = try String(contentsOf: html, encoding: .utf8)
        XCTAssertTrue(page.contains("<details class=\"scenario failed\" open>"))
    }

    func test_allPassed_exits0() throws {
        let result = try run([try write(ReportFixtures.allPassed).path, "--color", "never"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.hasSuffix("\n2 passed, 0 failed\n"), result.output)
    }

    func test_unreadableInput_exits2_withAClearMessage() throws {
        let missing = try run([directory.appendingPathComponent("missing.json").path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.error.hasPrefix("tabtestkit-report: error: cannot read the report at "), missing.error)

        let garbage = directory.appendingPathComponent("garbage.json")
        try Data("{ not json".utf8).write(to: garbage)
        let invalid = try run([garbage.path])
        XCTAssertEqual(invalid.status, 2)
        XCTAssertTrue(invalid.error.contains("not a TABTestKit JSON report"), invalid.error)
    }

    // MARK: Helpers

    private func write(_ report: TestReport) throws -> URL {
        let url = directory.appendingPathComponent("report-\(UUID().uuidString).json")
        try report.jsonData().write(to: url)
        return url
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        // SwiftPM puts executables next to the test bundle.
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [products, products.deletingLastPathComponent()].map { $0.appendingPathComponent("tabtestkit-report") }
        let executable = try XCTUnwrap(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                                       "tabtestkit-report is not built next to the tests; run `swift build --build-tests`")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}
