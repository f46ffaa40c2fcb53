import Foundation

/// The run as text: each test, its scenarios with ✔ ✘ ↷ marks and timings, steps indented,
/// failure messages under failed steps, and a summary line. Control characters are neutralised.
public struct TextReport: Sendable {
    /// Whether the marks are coloured (ANSI).
    public var useColor: Bool

    /// Creates a text renderer.
    public init(useColor: Bool = false) {
        self.useColor = useColor
    }

    /// The text.
    public func render(_ report: RunReport) -> String {
        var lines: [String] = []
        for test in report.tests {
            lines.append("\(mark(test.outcome)) \(test.name)  (\(Markup.duration(test.duration)))")
            for scenario in test.scenarios {
                lines.append("  \(mark(scenario.outcome)) Scenario: \(scenario.name)  (\(timing(scenario.outcome, scenario.duration)))")
                lines += scenario.failureMessages.map { indent($0, by: 6) }
                lines += scenario.steps.flatMap { step($0, depth: 2) }
            }
            lines += test.steps.flatMap { step($0, depth: 1) }
            let stepMessages = Set(allSteps(test).flatMap(\.failureMessages))
            for failure in test.failures where !stepMessages.contains(where: { failure.message.hasPrefix($0) }) {
                lines.append(indent(failure.message, by: 4))
            }
        }
        if report.tests.isEmpty { lines.append("No test ran.") }
        lines.append("")
        lines.append(report.summary.line)
        return lines.map(TerminalText.printable).joined(separator: "\n") + "\n"
    }

    private func step(_ step: StepReport, depth: Int) -> [String] {
        let pad = String(repeating: "  ", count: depth)
        var lines = ["\(pad)\(mark(step.outcome)) \(step.name)  (\(timing(step.outcome, step.duration)))"]
        lines += step.failureMessages.map { indent($0, by: pad.count + 4) }
        lines += step.steps.flatMap { self.step($0, depth: depth + 1) }
        return lines
    }

    private func allSteps(_ test: TestCaseReport) -> [StepReport] {
        func flatten(_ steps: [StepReport]) -> [StepReport] { steps.flatMap { [$0] + flatten($0.steps) } }
        return flatten(test.steps + test.scenarios.flatMap(\.steps))
    }

    private func indent(_ text: String, by count: Int) -> String {
        let pad = String(repeating: " ", count: count)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }.joined(separator: "\n")
    }

    private func timing(_ outcome: ReportOutcome, _ duration: TimeInterval) -> String {
        outcome == .skipped ? "skipped" : Markup.duration(duration)
    }

    private func mark(_ outcome: ReportOutcome) -> String {
        guard useColor else { return outcome.mark }
        let code: String
        switch outcome {
        case .passed: code = "32"
        case .failed: code = "31"
        case .skipped, .flaky: code = "33"
        }
        return "\u{1B}[\(code)m\(outcome.mark)\u{1B}[0m"
    }
}
