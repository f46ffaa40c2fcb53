import Foundation
import Reporting
import Testing

/// Runs the built `tabtestkit report` and its alias `tabtestkit-report` on a small report.
@Suite("tabtestkit report")
struct ReportCommandTests {
    @Test("Renders every format from the JSON, refers to the attachments beside it, and exits 1 when a test failed")
    func renders() throws {
        let directory = try ReportCommandFixture.write()
        let out = directory.appendingPathComponent("out")
        let result = try run("tabtestkit-report", [directory.appendingPathComponent("report.json").path, "--color", "never",
                                                   "--html", out.appendingPathComponent("r.html").path,
                                                   "--junit", out.appendingPathComponent("j.xml").path,
                                                   "--cucumber-json", out.appendingPathComponent("c.json").path,
                                                   "--messages", out.appendingPathComponent("m.ndjson").path])
        #expect(result.status == 1)
        #expect(result.output.contains("1 test: 0 passed, 1 failed"))
        for name in ["r.html", "j.xml", "c.json", "m.ndjson"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
        }
        let html = try String(contentsOf: out.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(!html.contains("data:image/png;base64,"), "nothing embedded unless asked")
        #expect(html.contains("data-src=\"../attachments/T.test/shot.png\""), "the page in out/ refers to the file beside the JSON")
        let messages = try String(contentsOf: out.appendingPathComponent("m.ndjson"), encoding: .utf8)
        #expect(messages.contains("\"url\":\"../attachments/T.test/shot.png\""))
    }

    @Test("--embed html writes one self-contained page; the alias and `tabtestkit report` are one command")
    func embeds() throws {
        let directory = try ReportCommandFixture.write()
        let page = directory.appendingPathComponent("single.html")
        let result = try run("tabtestkit", ["report", directory.appendingPathComponent("report.json").path, "--embed", "html", "--html", page.path])
        #expect(result.status == 1)
        #expect(try String(contentsOf: page, encoding: .utf8).contains("src=\"data:image/png;base64,\(ReportCommandFixture.png.base64EncodedString())\""))
        let wrong = try run("tabtestkit-report", [directory.appendingPathComponent("report.json").path, "--embed", "junit"])
        #expect(wrong.status == 64, "a usage error")
        #expect(wrong.error.contains("--embed"))
    }

    @Test("An unreadable report exits 2 with the reason")
    func unreadable() throws {
        let directory = try ReportCommandFixture.write()
        let missing = try run("tabtestkit-report", [directory.appendingPathComponent("missing.json").path])
        #expect(missing.status == 2)
        #expect(missing.error.hasPrefix("tabtestkit: error: cannot read "))
        let garbage = directory.appendingPathComponent("garbage.json")
        try Data("{ not json".utf8).write(to: garbage)
        let invalid = try run("tabtestkit-report", [garbage.path])
        #expect(invalid.status == 2)
        #expect(invalid.error.contains("not a TABTestKit report"))
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        // SwiftPM puts executables next to the test bundle.
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [products, products.deletingLastPathComponent()].map { $0.appendingPathComponent(tool) }
        let executable = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                                      "\(tool) is not built next to the tests; run `swift build --build-tests`")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}

/// A report folder: one failed test with a screenshot beside its `report.json`.
enum ReportCommandFixture {
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==") ?? Data()

    static func write() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttk-report-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("attachments/T.test"), withIntermediateDirectories: true)
        try png.write(to: directory.appendingPathComponent("attachments/T.test/shot.png"))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let shot = AttachmentReport(name: "screenshot.png", mediaType: "image/png", path: "attachments/T.test/shot.png")
        let step = StepReport(keyword: "When", name: "When I tap(x)", file: "Suite/T.swift", line: 3, startTime: start, duration: 0.5,
                              outcome: .failed, failureMessages: ["Could not tap x"], attachments: [shot])
        let test = TestCaseReport(
            name: "T.test", startTime: start, duration: 1, outcome: .failed,
            failures: [FailureReport(message: "Could not tap x", file: "Suite/T.swift", line: 3, step: "When I tap(x)", attachments: [shot])],
            scenarios: [ScenarioReport(name: "Tapping", file: "Suite/T.swift", line: 2, startTime: start, duration: 1, outcome: .failed, steps: [step])]
        )
        try RunReport(name: "Suite", startTime: start, duration: 1, tests: [test]).jsonData().write(to: directory.appendingPathComponent("report.json"))
        return directory
    }
}
