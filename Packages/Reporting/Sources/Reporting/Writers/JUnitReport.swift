import Foundation

/// The run as JUnit XML, the format CI servers read (Jenkins, GitLab, Surefire's readers): one
/// `<testsuite>` per test, one `<testcase>` per scenario (and one for failures outside any
/// scenario, such as a launch that failed).
///
/// A failure names its scenario and step (with their file and line) before the message. The
/// files of a test case are listed in `<system-out>` as `[[ATTACHMENT|path]]` lines, paths
/// relative to the report's folder, which Jenkins' attachments plugin and GitLab read. A test
/// run again by `tabtestkit test --retries` carries its earlier attempts' failures as
/// `<rerunFailure>` (it failed in the end) or `<flakyFailure>` (it passed in the end).
/// `Tools/schemas/junit.xsd` describes the document.
public struct JUnitReport: Sendable {
    /// Creates a JUnit renderer.
    public init() {}

    /// The XML document.
    public func render(_ report: RunReport) -> String {
        let cases = report.tests.map { ($0, testCases(of: $0)) }
        let all = cases.flatMap(\.1)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(Markup.escape(report.name))\" tests=\"\(all.count)\" failures=\"\(all.count(where: \.isFailure))\""
        xml += " errors=\"0\" skipped=\"\(all.count(where: \.isSkipped))\" time=\"\(Markup.seconds(report.duration))\""
        xml += " timestamp=\"\(ReportDates.string(report.startTime))\">\n"
        for (test, testCases) in cases {
            xml += "  <testsuite name=\"\(Markup.escape(test.name))\" tests=\"\(testCases.count)\""
            xml += " failures=\"\(testCases.count(where: \.isFailure))\" errors=\"0\" skipped=\"\(testCases.count(where: \.isSkipped))\""
            xml += " time=\"\(Markup.seconds(test.duration))\" timestamp=\"\(ReportDates.string(test.startTime))\">\n"
            for testCase in testCases { xml += testCase.xml }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// One `<testcase>`.
    private struct TestCase {
        var classname: String
        var name: String
        var file: String
        var line: UInt
        var time: TimeInterval
        var outcome: ReportOutcome
        var failures: [String]
        var attachments: [AttachmentReport]
        /// Earlier attempts' failures: `rerunFailure` when the case failed, else `flakyFailure`.
        var earlierAttempts: [[FailureReport]] = []

        var isFailure: Bool { outcome == .failed }
        var isSkipped: Bool { outcome == .skipped }

        var xml: String {
            var xml = "    <testcase classname=\"\(Markup.escape(classname))\" name=\"\(Markup.escape(name))\""
            xml += " file=\"\(Markup.escape(file))\" line=\"\(line)\" time=\"\(Markup.seconds(time))\">\n"
            if outcome == .skipped { xml += "      <skipped message=\"an earlier failure in the same test stopped it\"/>\n" }
            if outcome == .failed {
                let text = failures.isEmpty ? "failed" : failures.joined(separator: "\n\n")
                xml += "      <failure message=\"\(Markup.escape(Self.headline(text)))\" type=\"failure\">\(Markup.escape(text))</failure>\n"
            }
            let element = outcome == .failed ? "rerunFailure" : "flakyFailure"
            for attempt in earlierAttempts {
                let text = attempt.map { $0.line > 0 ? "\($0.message)\n  at \($0.file):\($0.line)" : $0.message }.joined(separator: "\n\n")
                xml += "      <\(element) message=\"\(Markup.escape(Self.headline(text)))\" type=\"failure\">\(Markup.escape(text))</\(element)>\n"
            }
            if !attachments.isEmpty {
                xml += "      <system-out>" + attachments.map { "[[ATTACHMENT|\(Markup.escape($0.path))]]" }.joined(separator: "\n") + "</system-out>\n"
            }
            return xml + "    </testcase>\n"
        }

        /// The message attribute: the first line of the failure text.
        static func headline(_ text: String) -> String {
            text.split(separator: "\n").first.map(String.init) ?? "failed"
        }
    }

    private func testCases(of test: TestCaseReport) -> [TestCase] {
        var cases = test.scenarios.map { scenario in
            let steps = flatten(scenario.steps)
            let stepFailures = steps.filter { !$0.failureMessages.isEmpty }.map { step in
                "\(step.name) failed in scenario \"\(scenario.name)\"\n  step at \(step.file):\(step.line), scenario at \(scenario.file):\(scenario.line)\n"
                    + step.failureMessages.joined(separator: "\n\n")
            }
            let own = scenario.failureMessages.map { "Scenario \"\(scenario.name)\" failed (\(scenario.file):\(scenario.line))\n\($0)" }
            return TestCase(
                classname: test.name, name: scenario.name, file: scenario.file, line: scenario.line, time: scenario.duration,
                outcome: scenario.outcome == .flaky ? .passed : scenario.outcome,
                failures: stepFailures + own,
                attachments: unique(steps.flatMap(\.attachments))
            )
        }
        // Failures outside any scenario (a launch that failed, steps outside scenarios, an
        // assertion in the test's own code) get a test case of their own, so they are not lost.
        let inScenarios = Set(test.scenarios.flatMap { flatten($0.steps) }.flatMap(\.failureMessages) + test.scenarios.flatMap(\.failureMessages))
        let outside = test.failures.filter { failure in !inScenarios.contains { failure.message.hasPrefix($0) } }
        if !outside.isEmpty || (test.scenarios.isEmpty) {
            let first = outside.first
            cases.append(TestCase(
                classname: test.name, name: test.scenarios.isEmpty ? test.name : "\(test.name) (outside scenarios)",
                file: first?.file ?? "", line: first?.line ?? 0, time: test.duration,
                outcome: outside.isEmpty && test.outcome != .failed ? .passed : .failed,
                failures: outside.map { failure in failure.step.map { "\($0) failed (\(failure.file):\(failure.line))\n\(failure.message)" } ?? failure.message },
                attachments: unique(outside.flatMap(\.attachments))
            ))
        }
        // Earlier attempts belong to the test, not to one scenario: they go with its failed case,
        // else its first.
        if let attempts = test.failedAttempts, !attempts.isEmpty, !cases.isEmpty {
            let index = cases.firstIndex(where: \.isFailure) ?? 0
            cases[index].earlierAttempts = attempts
        }
        return cases
    }

    private func flatten(_ steps: [StepReport]) -> [StepReport] {
        steps.flatMap { [$0] + flatten($0.steps) }
    }

    private func unique(_ attachments: [AttachmentReport]) -> [AttachmentReport] {
        var seen = Set<String>()
        return attachments.filter { seen.insert($0.path).inserted }
    }
}
