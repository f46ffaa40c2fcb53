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

    @Test("JSON records each failure's cause in a small stable shape; a report without causes still reads")
    func jsonCauses() throws {
        let report = try Fixtures.run(in: temporaryDirectory())
        let json = try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
        let tests = try #require(json["tests"] as? [[String: Any]])
        let failures = try #require(tests[1]["failures"] as? [[String: Any]])
        let cause = try #require(failures.first?["cause"] as? [String: String])
        #expect(cause == ["kind": "notFound", "attempt": "tap Button \"Log <in>\"", "query": "App › Button \"Log <in>\"",
                          "detail": "App › Button \"Log <in>\""], "only the fields the cause has")
        #expect(tests[2]["failures"].flatMap { ($0 as? [[String: Any]])?.first?["cause"] } == nil, "no cause, no key")
        // A report written before causes were recorded: its failures read with no cause.
        var old = report
        old.tests[1].failures[0].cause = nil
        let withoutCause = String(decoding: try old.jsonData(), as: UTF8.self)
        #expect(!withoutCause.contains("\"cause\""))
        #expect(try RunReport.decode(from: Data(withoutCause.utf8)).tests[1].failures[0].cause == nil)
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
        #expect(failure.attribute(forName: "message")?.stringValue == "When I tap(x) failed in scenario \"Logging in & out\"", "it names the step and scenario")
        #expect(failure.stringValue?.contains("step at Suite/LoginTests.swift:21, scenario at Suite/LoginTests.swift:20") == true)
        #expect(failure.stringValue?.contains("Could not tap Button \"Log <in>\" within 10 s: it does not exist") == true)
        #expect(cases[1].elements(forName: "system-out").first?.stringValue?.contains("[[ATTACHMENT|attachments/LoginTests.test_fail/0001-screenshot.png]]") == true)
        #expect(cases[2].elements(forName: "failure").first?.stringValue?.contains("HTTP 502") == true, "a launch failure is a failed test case")
    }

    @Test("JUnit XML: earlier attempts of a retried test as rerunFailure (failed in the end) or flakyFailure (passed)")
    func junitRetries() throws {
        var report = try Fixtures.run(in: temporaryDirectory())
        let earlier = [[FailureReport(message: "Timed out\nwaiting", file: "Suite/LoginTests.swift", line: 12)]]
        report.tests[0].outcome = .flaky
        report.tests[0].attempts = 2
        report.tests[0].failedAttempts = earlier
        report.tests[1].attempts = 3
        report.tests[1].failedAttempts = earlier + earlier
        let root = try #require(try XMLDocument(data: Data(JUnitReport().render(report).utf8)).rootElement())
        let cases = try root.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases[0].elements(forName: "failure").isEmpty, "a flaky test passed")
        #expect(cases[0].elements(forName: "flakyFailure").first?.attribute(forName: "message")?.stringValue == "Timed out")
        #expect(cases[1].elements(forName: "rerunFailure").count == 2)
        #expect(root.attribute(forName: "failures")?.stringValue == "2", "reruns are not counted as failures")
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

    @Test("HTML, self-contained when asked: filters, escaped text, embedded screenshots, page source and actions")
    func html() throws {
        let directory = temporaryDirectory()
        let page = HTMLReport(load: ReportFiles.loader(for: directory)).render(try Fixtures.run(in: directory))
        #expect(page.contains("data-filter=\"failed\""))
        #expect(page.contains("<details class=\"test failed\" data-outcome=\"failed\" id=\"t2\">"), "tests are closed in the list")
        #expect(page.contains("Logging in &amp; out"))
        #expect(page.contains("Button &quot;Log &lt;in&gt;&quot;"))
        #expect(!page.contains("Log <in>"))
        #expect(page.contains("src=\"data:image/png;base64,\(Fixtures.png.base64EncodedString())\""))
        #expect(page.contains("&lt;p&gt;Wrong &lt;b&gt;password&lt;/b&gt;&lt;/p&gt;"), "the page source is shown as text")
        #expect(page.contains("<ol class=\"actions\""))
        #expect(!page.contains("src=\"http"), "nothing is loaded from elsewhere")
    }

    @Test("HTML by default: attachments referred to by relative path, loaded when their test is opened")
    func htmlLinked() throws {
        let directory = temporaryDirectory()
        let page = HTMLReport().render(try Fixtures.run(in: directory))
        #expect(!page.contains("base64,"))
        #expect(page.contains("<img class=\"shot\" alt=\"screenshot.png\" loading=\"lazy\" data-src=\"attachments/LoginTests.test_fail/0001-screenshot.png\">"))
        #expect(page.contains("<a href=\"attachments/LoginTests.test_fail/0002-page.html\">"))
        #expect(!page.contains(" src=\"attachments/"), "no file is loaded before its test is opened")
        #expect(!page.contains("/Users/") && !page.contains(directory.path), "no absolute path")
        var hostile = try Fixtures.run(in: directory)
        hostile.tests[0].name = "Title\u{1B}]0;pwned\u{07}\u{1B}[2J\rOver"
        let text = HTMLReport().render(hostile)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && !["\n", "\t", "\r"].contains($0) }, "no control characters in the page")
    }

    @Test("HTML timeline: the failure links to its step; actions sit under the step they ran in")
    func htmlTimeline() throws {
        let directory = temporaryDirectory()
        var report = try Fixtures.run(in: directory)
        report.tests[1].trace[0].startTime = report.tests[1].scenarios[0].steps[0].startTime.addingTimeInterval(0.1)
        let page = HTMLReport().render(report)
        #expect(page.contains("<p class=\"where\">at <a href=\"#t2-s1\">Suite/LoginTests.swift:21</a> in step <a href=\"#t2-s1\">When I tap(x)</a></p>"))
        let step = try #require(page.range(of: "id=\"t2-s1\""))
        let next = try #require(page.range(of: "id=\"t2-s2\""))
        let action = try #require(page.range(of: "tap Button &quot;x&quot;"))
        #expect(step.upperBound < action.lowerBound && action.upperBound < next.lowerBound, "the tap is listed under its step")
        #expect(page.contains("<dt>Waited for</dt><dd>no element matched level 1 of the query</dd>"))
    }

    @Test("Written into a folder: every format refers to the files; embedding only when asked")
    func folder() throws {
        let directory = temporaryDirectory()
        let report = try Fixtures.run(in: directory)
        try ReportFiles.write(report, to: directory, formats: Set(ReportConfiguration.Format.allCases))
        for name in ["report.html", "cucumber.json", "cucumber-messages.ndjson", "junit.xml", "report.json"] {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains(Fixtures.png.base64EncodedString()), "\(name) embeds a screenshot")
        }
        let messages = try String(contentsOf: directory.appendingPathComponent("cucumber-messages.ndjson"), encoding: .utf8)
        #expect(messages.contains(#""url":"attachments/LoginTests.test_fail/0001-screenshot.png""#))
        #expect(messages.contains(#""body":"","contentEncoding":"IDENTITY""#))
        try ReportFiles.write(report, to: directory, formats: [.html, .cucumberJSON], embed: [.html, .cucumberJSON])
        for name in ["report.html", "cucumber.json"] {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains(Fixtures.png.base64EncodedString()), "\(name) embeds the screenshot when asked")
        }
    }

    @Test("TABTESTKIT_REPORT_EMBED names the formats that embed; none by default")
    func embedSetting() {
        #expect(ReportConfiguration.fromEnvironment([:]).embed.isEmpty)
        #expect(ReportConfiguration.fromEnvironment(["TABTESTKIT_REPORT_EMBED": "html"]).embed == [.html])
        #expect(ReportConfiguration.fromEnvironment(["TABTESTKIT_REPORT_EMBED": "all"]).embed == [.html, .cucumberJSON, .cucumberMessages])
        #expect(ReportConfiguration.fromEnvironment(["TABTESTKIT_REPORT_EMBED": "junit"]).embed.isEmpty, "JUnit cannot embed")
        #expect(ReportExport.relativePath(from: URL(fileURLWithPath: "/r/out"), to: URL(fileURLWithPath: "/r/run")) == "../run/")
        #expect(ReportExport.relativePath(from: URL(fileURLWithPath: "/r/run"), to: URL(fileURLWithPath: "/r/run")) == "")
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
