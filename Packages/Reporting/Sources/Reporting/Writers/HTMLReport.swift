import Foundation

/// The run as an HTML page that opens from disk: a summary with filters (all, failed, flaky,
/// passed), then the list of tests. Opening a test shows, for each failure, where it happened
/// (linked to its step), the screenshot, the accessibility tree as the engine saw it and the page;
/// its scenarios and steps as a timeline with their durations, each step's engine actions (the
/// query, the node it resolved to, what it waited for, its timing, the screen before and after).
///
/// By default attachments stay files beside the page (`attachments/…`), referred to by relative
/// path and loaded only when the test that shows them is opened, so the page stays small and the
/// folder can be moved whole. Given a loader (`TABTESTKIT_REPORT_EMBED=html`), it embeds them
/// instead: one self-contained file, for small runs. The list of tests reads without JavaScript.
public struct HTMLReport: Sendable {
    /// Reads an attachment's content by its report path.
    public typealias AttachmentLoader = @Sendable (AttachmentReport) -> Data?

    let load: AttachmentLoader

    /// Creates a renderer; `load` reads attachments to embed them (none by default: they are
    /// referred to by path).
    public init(load: @escaping AttachmentLoader = { _ in nil }) {
        self.load = load
    }

    /// The page.
    public func render(_ report: RunReport) -> String {
        let summary = report.summary
        var body = header(report, summary: summary)
        body += "<section class=\"tests\" aria-label=\"Tests\">\n"
        body += report.tests.enumerated().map { test($1, number: $0 + 1) }.joined()
        if report.tests.isEmpty { body += "<p class=\"empty\">No test ran.</p>\n" }
        body += "</section>\n"
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Markup.escape("\(report.name): \(summary.line)"))</title>
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

    private func header(_ report: RunReport, summary: ReportSummary) -> String {
        let failed = summary.tests[.failed] ?? 0
        var html = "<header class=\"run \(failed > 0 ? "failed" : "passed")\">\n<h1>\(Markup.escape(report.name))</h1>\n"
        html += "<p class=\"meta\">\(report.tests.count) tests · \(report.scenarios.count) scenarios · \(Markup.duration(report.duration))"
        html += " · started <time>\(Markup.escape(ReportDates.string(report.startTime)))</time></p>\n"
        html += "<p class=\"filters\" role=\"group\" aria-label=\"Show\">"
        html += "<button type=\"button\" data-filter=\"all\" class=\"active\" aria-pressed=\"true\">All \(report.tests.count)</button>"
        for outcome in [ReportOutcome.failed, .flaky, .passed, .skipped] {
            let count = summary.tests[outcome] ?? 0
            guard count > 0 || outcome == .failed || outcome == .passed else { continue }
            html += " <button type=\"button\" data-filter=\"\(outcome.rawValue)\" class=\"pill \(outcome.rawValue)\" aria-pressed=\"false\">"
            html += "\(count) \(outcome.rawValue)</button>"
        }
        return html + "</p>\n</header>\n"
    }

    /// One test: its line in the list (closed), and what opening it shows.
    private func test(_ test: TestCaseReport, number: Int) -> String {
        let page = TestPage(test: test, id: "t\(number)")
        var html = "<details class=\"test \(test.outcome.rawValue)\" data-outcome=\"\(test.outcome.rawValue)\" id=\"\(page.id)\">\n"
        html += "<summary><span class=\"mark\" aria-label=\"\(test.outcome.rawValue)\">\(test.outcome.mark)</span>"
        html += " <span class=\"name\">\(Markup.escape(test.name))</span>"
        if test.attempts > 1 { html += " <span class=\"attempts\">\(test.attempts) attempts</span>" }
        html += " <span class=\"time\">\(Markup.duration(test.duration))</span>"
        if let first = test.failures.first?.message.split(separator: "\n").first {
            html += "<span class=\"reason\">\(Markup.escape(String(first)))</span>"
        }
        html += "</summary>\n<div class=\"body\">\n"
        html += test.failures.map { failure($0, page: page) }.joined()
        var counter = 0
        html += test.scenarios.map { scenario($0, page: page, counter: &counter) }.joined()
        if !test.steps.isEmpty { html += steps(test.steps, page: page, counter: &counter, nested: false) }
        if !page.unplacedActions.isEmpty {
            html += "<section class=\"outside\" aria-label=\"Actions outside steps\"><h3>Actions outside steps</h3>\n"
            html += actions(page.unplacedActions, page: page) + "</section>\n"
        }
        return html + "</div>\n</details>\n"
    }
}
