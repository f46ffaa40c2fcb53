import Foundation
@testable import Reporting

/// A run with a passing test, a failing one (with a screenshot and a page source written beside
/// the report, and a trace), and a test that failed before any scenario (its launch).
enum Fixtures {
    static let start = Date(timeIntervalSince1970: 1_800_000_000.25)
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==") ?? Data()

    /// Writes the attachments into `directory` and returns the run.
    static func run(in directory: URL) throws -> RunReport {
        let shotPath = "attachments/LoginTests.test_fail/0001-screenshot.png"
        let sourcePath = "attachments/LoginTests.test_fail/0002-page.html"
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("attachments/LoginTests.test_fail"), withIntermediateDirectories: true)
        try png.write(to: directory.appendingPathComponent(shotPath))
        try Data("<p>Wrong <b>password</b></p>".utf8).write(to: directory.appendingPathComponent(sourcePath))
        let shot = AttachmentReport(name: "screenshot.png", mediaType: "image/png", path: shotPath)
        let source = AttachmentReport(name: "page.html", mediaType: "text/html", path: sourcePath)
        let message = "Could not tap Button \"Log <in>\" within 10 s: it does not exist\n  Query:     App › Button \"Log <in>\""

        func step(_ keyword: String, _ text: String, _ outcome: ReportOutcome, line: UInt, messages: [String] = [], attachments: [AttachmentReport] = []) -> StepReport {
            StepReport(keyword: keyword, name: "\(keyword) \(text)", file: "Suite/LoginTests.swift", line: line, startTime: start,
                       duration: 0.25, outcome: outcome, failureMessages: messages, attachments: attachments)
        }
        let passing = TestCaseReport(
            name: "LoginTests.test_pass", startTime: start, duration: 1.5, outcome: .passed,
            scenarios: [ScenarioReport(name: "Logging in", file: "Suite/LoginTests.swift", line: 10, startTime: start, duration: 1.2,
                                       outcome: .passed, steps: [step("Given", "I see(loginScreen)", .passed, line: 11),
                                                                 step("When", "I type(\"kane\", into: loginScreen.username)", .passed, line: 12),
                                                                 step("And", "I tap(loginScreen.logInButton)", .passed, line: 13)])]
        )
        let failing = TestCaseReport(
            name: "LoginTests.test_fail", startTime: start.addingTimeInterval(2), duration: 10.5, outcome: .failed,
            failures: [FailureReport(message: message, file: "Suite/LoginTests.swift", line: 21, step: "When I tap(x)", attachments: [shot, source],
                                     cause: FailureCauseReport(kind: "notFound", attempt: "tap Button \"Log <in>\"",
                                                               query: "App › Button \"Log <in>\"", detail: "App › Button \"Log <in>\""))],
            scenarios: [ScenarioReport(name: "Logging in & out", file: "Suite/LoginTests.swift", line: 20, startTime: start.addingTimeInterval(2),
                                       duration: 10.2, outcome: .failed,
                                       steps: [step("When", "I tap(x)", .failed, line: 21, messages: [message], attachments: [shot, source]),
                                               step("Then", "I see(profileScreen)", .skipped, line: 22)])],
            trace: [TraceEntry(kind: "tap", title: "tap Button \"x\"", query: "App › Button \"x\"", resolved: nil, startTime: start,
                               duration: 10, waitedFor: ["no element matched level 1 of the query"], outcome: .failed,
                               error: "it does not exist", before: shot, after: shot)]
        )
        let launch = TestCaseReport(
            name: "LoginTests.test_noApp", startTime: start.addingTimeInterval(13), duration: 0.1, outcome: .failed,
            failures: [FailureReport(message: "Could not launch the app: the page failed to load (HTTP 502)", file: "Suite/LoginTests.swift", line: 30)]
        )
        return RunReport(name: "Suite", startTime: start, duration: 13.1, tests: [passing, failing, launch])
    }
}
