import Foundation
@testable import Reporting
import Testing

/// The formats are read by real consumers: junitparser, Cucumber's own message model, a JSON
/// schema of Cucumber JSON and cucumber-json-aggregator (`Tools/validate-reports.py`, which
/// installs them from PyPI into .build/ the first time).
@Suite("Report formats read by their consumers")
struct ConsumerTests {
    @Test("JUnit XML, Cucumber JSON and Cucumber Messages pass their validators")
    func validators() throws {
        let directory = temporaryDirectory()
        try ReportFiles.write(try Fixtures.run(in: directory), to: directory, formats: Set(ReportConfiguration.Format.allCases))
        let result = try Validator.run(on: directory)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("junit.xml: 3 test cases, 2 failed"))
        #expect(result.output.contains("loaded into cucumber-messages' model"))
        #expect(result.output.contains("valid against the schema"))
    }

    @Test("The validators catch a broken file")
    func validatorsCatchProblems() throws {
        let directory = temporaryDirectory()
        try ReportFiles.write(try Fixtures.run(in: directory), to: directory, formats: Set(ReportConfiguration.Format.allCases))
        try Data(#"[{"uri": "x", "elements": [{"steps": [{"result": {"status": "green"}}]}]}]"#.utf8)
            .write(to: directory.appendingPathComponent("cucumber.json"))
        let result = try Validator.run(on: directory)
        #expect(result.status == 1)
        #expect(result.output.contains("cucumber.json"))
    }
}

/// Runs `Tools/validate-reports.py`.
enum Validator {
    static func run(on directory: URL) throws -> (status: Int32, output: String) {
        var root = URL(fileURLWithPath: #filePath)
        while root.path != "/", !FileManager.default.fileExists(atPath: root.appendingPathComponent("Tools/validate-reports.py").path) {
            root.deleteLastPathComponent()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("Tools/validate-reports.py").path, directory.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
