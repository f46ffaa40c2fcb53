import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Reporting
import Testing

@Suite("Report formats")
struct WriterTests {
    @Test("JSON round-trips, and a report of another format version is refused")
    func json() throws {
        let report = try Fixtures.run(in: temporaryDirectory())
        #expect(try RunReport.decode(from: report.jsonData()) == report)
        #expect(throws: ReportReadingError.unsupportedVersion(1)) {
            try RunReport.decode(from: Data(#"{"formatVersion": 1, "name": "old"}"#.utf8))
        }
        #expect(throws: ReportReadingError.self) { try RunReport.decode(from: Data("{ nope".utf8)) }
    }

    @Test("JUnit XML: one test case per scenario, failures outside scenarios kept, attachments listed")
    func junit() throws {
        let directory = temporaryDirectory()
        let xml = JUnitReport().render(try Fixtures.run(in: directory))
        let parsed = try XMLDocument(data: Data(xml.utf8))
        let root = try #require(parsed.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "3")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        let cases = try root.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.compactMap { $0.attribute(forName: "name")?.stringValue } == ["Logging in", "Logging in & out", "LoginTests.test_noApp"])
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "Could not tap Button \"Log <in>\" within 10 s: it does not exist")
        #expect(cases[1].elements(forName: "system-out").first?.stringValue?.contains("[[ATTACHMENT|attachments/LoginTests.test_fail/0001-screenshot.png]]") == true)
        #expect(cases[2].elements(forName: "failure").first?.stringValue?.contains("HTTP 502") == true, "a launch failure is a failed test case")
    }

    @Test("Cucumber JSON: features by file, steps with results in nanoseconds and embedded screenshots")
    func cucumberJSON() throws {
        let directory = temporaryDirectory()
        let data = try CucumberJSONReport(load: ReportFiles.loader(for: directory)).render(Fixtures.run(in: directory))
        let features = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(features.count == 1)
        #expect(features[0]["uri"] as? String == "Suite/LoginTests.swift")
        let elements = try #require(features[0]["elements"] as? [[String: Any]])
        #expect(elements.map { $0["name"] as? String } == ["Logging in", "Logging in & out"])
        let steps = try #require(elements[1]["steps"] as? [[String: Any]])
        #expect(steps[0]["keyword"] as? String == "When ")
        #expect(steps[0]["name"] as? String == "I tap(x)")
        let result = try #require(steps[0]["result"] as? [String: Any])
        #expect(result["status"] as? String == "failed")
        #expect(result["duration"] as? Int == 250_000_000)
        let embeddings = try #require(steps[0]["embeddings"] as? [[String: Any]])
        #expect(embeddings.first?["mime_type"] as? String == "image/png")
        #expect(embeddings.first?["data"] as? String == Fixtures.png.base64EncodedString())
    }

    @Test("Cucumber Messages: one JSON envelope per line, pickles and results for every scenario")
    func messages() throws {
        let directory = temporaryDirectory()
        let text = try CucumberMessagesReport(load: ReportFiles.loader(for: directory)).render(Fixtures.run(in: directory))
        let envelopes = try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let kinds = envelopes.compactMap { $0.keys.first }
        #expect(kinds.first == "meta")
        #expect(kinds.last == "testRunFinished")
        #expect(kinds.filter { $0 == "pickle" }.count == 2)
        #expect(kinds.filter { $0 == "testCaseFinished" }.count == 2)
        #expect(kinds.filter { $0 == "attachment" }.count == 2)
        let results = envelopes.compactMap { ($0["testStepFinished"] as? [String: Any])?["testStepResult"] as? [String: Any] }
        #expect(results.compactMap { $0["status"] as? String } == ["PASSED", "PASSED", "PASSED", "FAILED", "SKIPPED"])
        let finished = try #require(envelopes.last?["testRunFinished"] as? [String: Any])
        #expect(finished["success"] as? Bool == false)
    }

    @Test("HTML: one page with filters, escaped text, embedded screenshots, page source and trace")
    func html() throws {
        let directory = temporaryDirectory()
        let page = HTMLReport(load: ReportFiles.loader(for: directory)).render(try Fixtures.run(in: directory))
        #expect(page.contains("data-filter=\"failed\""))
        #expect(page.contains("<details class=\"test failed\" data-outcome=\"failed\" open>"))
        #expect(page.contains("Logging in &amp; out"))
        #expect(page.contains("Button &quot;Log &lt;in&gt;&quot;"))
        #expect(!page.contains("Log <in>"))
        #expect(page.contains("src=\"data:image/png;base64,\(Fixtures.png.base64EncodedString())\""))
        #expect(page.contains("&lt;p&gt;Wrong &lt;b&gt;password&lt;/b&gt;&lt;/p&gt;"), "the page source is shown as text")
        #expect(page.contains("Trace: 1 actions"))
        #expect(!page.contains("src=\"http"), "nothing is loaded from elsewhere")
    }

    @Test("Every format masks registered secrets")
    func secrets() throws {
        Secrets.register("W1-secret-in-report")
        let directory = temporaryDirectory()
        var report = try Fixtures.run(in: directory)
        report.tests[1].failures[0].message += " (typed W1-secret-in-report)"
        report.tests[1].scenarios[0].steps[0].name = "When I type(\"W1-secret-in-report\", into: password)"
        let files = try ReportFiles.write(report, to: directory, formats: Set(ReportConfiguration.Format.allCases))
        #expect(files.count == 5)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("W1-secret-in-report"), "\(file.lastPathComponent)")
        }
    }

    @Test("Text: marks, indentation, failure messages and the summary; control characters neutralised")
    func text() throws {
        var report = try Fixtures.run(in: temporaryDirectory())
        report.tests[0].scenarios[0].name = "Page title \u{1B}[31mred"
        let text = TextReport().render(report)
        #expect(text.contains("✘ LoginTests.test_fail"))
        #expect(text.contains("    ✘ When I tap(x)  (0.25 s)"))
        #expect(text.contains("HTTP 502"))
        #expect(text.contains("Page title \\u{1B}[31mred"))
        #expect(text.hasSuffix("3 tests: 1 passed, 2 failed\n"))
    }
}

@Suite("Reports of one run's processes")
struct MergingTests {
    @Test("A second process of the same run keeps the first one's tests; another run's are replaced")
    func merging() throws {
        let directory = temporaryDirectory()
        var first = try Fixtures.run(in: directory)
        first.runID = "run-1"
        first.tests = Array(first.tests.prefix(1))
        try ReportFiles.write(first, to: directory, formats: [.json])
        var second = try Fixtures.run(in: directory)
        second.runID = "run-1"
        second.tests = Array(second.tests.dropFirst())
        try ReportFiles.write(second, to: directory, formats: [.json, .junit])
        let merged = try RunReport.read(from: directory.appendingPathComponent("report.json"))
        #expect(merged.tests.map(\.name) == ["LoginTests.test_pass", "LoginTests.test_fail", "LoginTests.test_noApp"])
        #expect(try String(contentsOf: directory.appendingPathComponent("junit.xml"), encoding: .utf8).contains("Logging in"))
        var other = second
        other.runID = "run-2"
        try ReportFiles.write(other, to: directory, formats: [.json])
        #expect(try RunReport.read(from: directory.appendingPathComponent("report.json")).tests.count == 2)
    }
}
