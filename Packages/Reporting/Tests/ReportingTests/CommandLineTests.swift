import Foundation
@testable import Reporting
import Testing

/// Runs the built `tabtestkit-report` executable.
@Suite("tabtestkit-report")
struct CommandLineTests {
    @Test("Renders every format from the JSON and exits 1 when a test failed")
    func renders() throws {
        let directory = temporaryDirectory()
        let json = directory.appendingPathComponent("report.json")
        try Fixtures.run(in: directory).jsonData().write(to: json)
        let out = directory.appendingPathComponent("out")
        let result = try run([json.path, "--color", "never", "--html", out.appendingPathComponent("r.html").path,
                              "--junit", out.appendingPathComponent("j.xml").path,
                              "--cucumber-json", out.appendingPathComponent("c.json").path,
                              "--messages", out.appendingPathComponent("m.ndjson").path])
        #expect(result.status == 1)
        #expect(result.output.contains("3 tests: 1 passed, 2 failed"))
        for name in ["r.html", "j.xml", "c.json", "m.ndjson"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
        }
        let html = try String(contentsOf: out.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(html.contains("data:image/png;base64,"), "screenshots are read from beside the JSON and embedded")
    }

    @Test("An unreadable report exits 2 with the reason")
    func unreadable() throws {
        let directory = temporaryDirectory()
        let missing = try run([directory.appendingPathComponent("missing.json").path])
        #expect(missing.status == 2)
        #expect(missing.error.hasPrefix("tabtestkit-report: error: cannot read "))
        let garbage = directory.appendingPathComponent("garbage.json")
        try Data("{ not json".utf8).write(to: garbage)
        let invalid = try run([garbage.path])
        #expect(invalid.status == 2)
        #expect(invalid.error.contains("not a TABTestKit report"))
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        // SwiftPM puts executables next to the test bundle.
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [products, products.deletingLastPathComponent()].map { $0.appendingPathComponent("tabtestkit-report") }
        let executable = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                                      "tabtestkit-report is not built next to the tests; run `swift build --build-tests`")
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
