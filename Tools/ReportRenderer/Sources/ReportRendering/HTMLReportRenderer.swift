import BDD
import Foundation
import TABTestKitReporting

/// Renders a report as one self-contained HTML page: inline CSS, no external resources,
/// one collapsible section per scenario (failed ones open), grouped by test.
public struct HTMLReportRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The whole page.
    public func render(_ report: TestReport) -> String {
        let summary = ReportSummary(counting: report.scenarios)
        let title = "\(report.name): \(summary.line)"
        var body = header(report, summary: summary)
        for group in ReportFormatting.groupedByTest(report.scenarios) {
            body += "<section class=\"test\">\n"
            if let test = group.test {
                body += "<h2>\(escape(test))</h2>\n"
            }
            body += group.scenarios.map(scenario).joined()
            body += "</section>\n"
        }
        if report.scenarios.isEmpty {
            body += "<p class=\"empty\">No scenario ran.</p>\n"
        }
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>\(HTMLReportStyle.css)</style>
        </head>
        <body>
        <main>
        \(body)</main>
        <script>\(HTMLReportStyle.script)</script>
        </body>
        </html>

        """
    }

    private func header(_ report: TestReport, summary: ReportSummary) -> String {
        let total = max(1, summary.passed + summary.failed + summary.skipped)
        func share(_ count: Int) -> String { String(format: "%.2f%%", Double(count) * 100 / Double(total)) }
        let state = summary.failed > 0 ? "failed" : "passed"
        let date = ISO8601DateFormatter.string(from: report.startTime, timeZone: .current, formatOptions: [.withInternetDateTime])
        return """
        <header class="run \(state)">
        <h1>\(escape(report.name))</h1>
        <p class="meta">\(report.scenarios.count) scenarios · \(ReportFormatting.duration(report.duration)) · started <time datetime="\(escape(date))">\(escape(date))</time></p>
        <p class="counts"><span class="pill passed">\(summary.passed) passed</span> <span class="pill failed">\(summary.failed) failed</span>\
        \(summary.skipped > 0 ? " <span class=\"pill skipped\">\(summary.skipped) skipped</span>" : "")</p>
        <div class="bar" role="img" aria-label="\(escape(summary.line))">\
        <span class="passed" style="width:\(share(summary.passed))"></span>\
        <span class="failed" style="width:\(share(summary.failed))"></span>\
        <span class="skipped" style="width:\(share(summary.skipped))"></span></div>
        <p class="tools"><button type="button" data-toggle="open">Expand all</button> <button type="button" data-toggle="close">Collapse all</button></p>
        </header>

        """
    }

    private func scenario(_ scenario: ScenarioReport) -> String {
        let open = scenario.outcome == .failed ? " open" : ""
        var html = "<details class=\"scenario \(scenario.outcome.rawValue)\"\(open)>\n"
        html += "<summary><span class=\"mark\">\(ReportFormatting.mark(scenario.outcome))</span> "
        html += "<span class=\"name\">\(escape(scenario.name))</span> "
        html += "<span class=\"where\">\(escape(scenario.file)):\(scenario.line)</span> "
        html += "<span class=\"time\">\(timing(scenario.outcome, scenario.duration))</span></summary>\n"
        html += messages(scenario.failureMessages)
        if !scenario.steps.isEmpty {
            html += "<ol class=\"steps\">\n" + scenario.steps.map(step).joined() + "</ol>\n"
        }
        return html + "</details>\n"
    }

    private func step(_ step: StepReport) -> String {
        var html = "<li class=\"step \(step.outcome.rawValue)\"><div class=\"line\">"
        html += "<span class=\"mark\">\(ReportFormatting.mark(step.outcome))</span> "
        html += "<span class=\"name\">\(highlightKeyword(step))</span> "
        html += "<span class=\"time\">\(timing(step.outcome, step.duration))</span></div>\n"
        html += messages(step.failureMessages)
        if !step.steps.isEmpty {
            html += "<ol class=\"steps nested\">\n" + step.steps.map(self.step).joined() + "</ol>\n"
        }
        return html + "</li>\n"
    }

    private func highlightKeyword(_ step: StepReport) -> String {
        guard step.name.hasPrefix(step.keyword + " ") || step.name == step.keyword else { return escape(step.name) }
        return "<b class=\"keyword\">\(escape(step.keyword))</b>" + escape(String(step.name.dropFirst(step.keyword.count)))
    }

    private func messages(_ messages: [String]) -> String {
        messages.map { "<pre class=\"failure\">\(escape($0))</pre>\n" }.joined()
    }

    private func timing(_ outcome: ReportOutcome, _ duration: TimeInterval) -> String {
        outcome == .skipped ? "skipped" : ReportFormatting.duration(duration)
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped for HTML, after `TerminalText.printable`:
    /// registered secrets masked and control characters shown as `\u{…}`.
    public func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.count)
        for character in TerminalText.printable(text) {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
