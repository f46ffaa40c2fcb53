import BDD
import Foundation
import TABTestKitReporting

/// Renders a report as indented text for a terminal:
///
/// ```text
/// LoginTests.test_passwordLogin
///   ✔ Logging in with a password  (2.31 s)
///       ✔ Given I see(loginScreen)  (0.12 s)
///       ✔ When I tap(loginScreen.logInButton)  (0.20 s)
///
/// 12 passed, 1 failed
/// ```
///
/// ✔ marks what passed, ✘ what failed (its failure messages follow, indented) and ↷ what
/// was skipped. The last line counts the scenarios. Everything from the report goes through
/// `TerminalText.printable`: secrets are masked, control characters from pages are escaped.
public struct TextReportRenderer: Sendable {
    /// Whether to colour the marks with ANSI escape codes.
    public var useColor: Bool

    /// Creates a renderer.
    public init(useColor: Bool = false) {
        self.useColor = useColor
    }

    /// The whole report, ending with a newline.
    public func render(_ report: TestReport) -> String {
        var lines: [String] = []
        let count = report.scenarios.count
        lines.append(bold(safe(report.name)) + dim(" — \(count) scenario\(count == 1 ? "" : "s") in \(ReportFormatting.duration(report.duration))"))
        for group in ReportFormatting.groupedByTest(report.scenarios) {
            lines.append("")
            var indent = ""
            if let test = group.test {
                lines.append(bold(safe(test)))
                indent = "  "
            }
            for scenario in group.scenarios {
                lines += self.lines(for: scenario, indent: indent)
            }
        }
        lines.append("")
        lines.append(summaryLine(ReportSummary(counting: report.scenarios)))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of one scenario: its own line, then its steps indented.
    public func lines(for scenario: ScenarioReport, indent: String = "") -> [String] {
        var lines = [indent + colored(scenario.outcome, ReportFormatting.mark(scenario.outcome) + " " + safe(scenario.name))
            + "  " + dim(timing(scenario.outcome, scenario.duration))]
        lines += messages(scenario.failureMessages, indent: indent + "    ")
        for step in scenario.steps {
            lines += self.lines(for: step, indent: indent + "    ")
        }
        return lines
    }

    /// The lines of one step and the steps run inside it.
    public func lines(for step: StepReport, indent: String) -> [String] {
        var lines = [indent + colored(step.outcome, ReportFormatting.mark(step.outcome)) + " " + safe(step.name)
            + "  " + dim(timing(step.outcome, step.duration))]
        lines += messages(step.failureMessages, indent: indent + "    ")
        for child in step.steps {
            lines += self.lines(for: child, indent: indent + "  ")
        }
        return lines
    }

    /// `12 passed, 1 failed` (and `, 2 skipped` when any were), coloured when enabled.
    public func summaryLine(_ summary: ReportSummary) -> String {
        guard useColor else { return summary.line }
        let failed = summary.failed > 0 ? red("\(summary.failed) failed") : "\(summary.failed) failed"
        let skipped = summary.skipped > 0 ? ", " + yellow("\(summary.skipped) skipped") : ""
        return green("\(summary.passed) passed") + ", " + failed + skipped
    }

    private func timing(_ outcome: ReportOutcome, _ duration: TimeInterval) -> String {
        outcome == .skipped ? "(skipped)" : "(\(ReportFormatting.duration(duration)))"
    }

    private func messages(_ messages: [String], indent: String) -> [String] {
        messages.flatMap { message in
            safe(message).split(separator: "\n", omittingEmptySubsequences: false).map { indent + red(String($0)) }
        }
    }

    private func colored(_ outcome: ReportOutcome, _ text: String) -> String {
        switch outcome {
        case .passed: return green(text)
        case .failed: return red(text)
        case .skipped: return yellow(text)
        }
    }

    /// Text from the report, made safe to print.
    private func safe(_ text: String) -> String { TerminalText.printable(text) }

    private func green(_ text: String) -> String { ansi("32", text) }
    private func red(_ text: String) -> String { ansi("31", text) }
    private func yellow(_ text: String) -> String { ansi("33", text) }
    private func dim(_ text: String) -> String { ansi("2", text) }
    private func bold(_ text: String) -> String { ansi("1", text) }

    private func ansi(_ code: String, _ text: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
