import Foundation

/// The run as one self-contained HTML page that opens from disk: a summary with filters (all,
/// failed, flaky, passed), each test with its failures — screenshots embedded, page source —,
/// its scenarios and steps, and its trace (every action with the query, the node it resolved
/// to, what it waited for, its timing, and the screen before and after).
public struct HTMLReport: Sendable {
    /// Reads an attachment's content by its report path.
    public typealias AttachmentLoader = @Sendable (AttachmentReport) -> Data?

    let load: AttachmentLoader

    /// Creates a renderer; `load` reads attachments to embed them (none by default).
    public init(load: @escaping AttachmentLoader = { _ in nil }) {
        self.load = load
    }

    /// The page.
    public func render(_ report: RunReport) -> String {
        let summary = report.summary
        var body = header(report, summary: summary)
        body += report.tests.map(test).joined()
        if report.tests.isEmpty { body += "<p class=\"empty\">No test ran.</p>\n" }
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
        html += "<button type=\"button\" data-filter=\"all\" class=\"active\">All \(report.tests.count)</button>"
        for outcome in [ReportOutcome.failed, .flaky, .passed, .skipped] {
            let count = summary.tests[outcome] ?? 0
            guard count > 0 || outcome == .failed || outcome == .passed else { continue }
            html += " <button type=\"button\" data-filter=\"\(outcome.rawValue)\" class=\"pill \(outcome.rawValue)\">\(count) \(outcome.rawValue)</button>"
        }
        return html + "</p>\n</header>\n"
    }

    private func test(_ test: TestCaseReport) -> String {
        let open = test.outcome == .failed || test.outcome == .flaky ? " open" : ""
        var html = "<details class=\"test \(test.outcome.rawValue)\" data-outcome=\"\(test.outcome.rawValue)\"\(open)>\n"
        html += "<summary><span class=\"mark\">\(test.outcome.mark)</span> <span class=\"name\">\(Markup.escape(test.name))</span>"
        if test.attempts > 1 { html += " <span class=\"attempts\">\(test.attempts) attempts</span>" }
        html += " <span class=\"time\">\(Markup.duration(test.duration))</span></summary>\n"
        html += test.failures.map(failure).joined()
        html += test.scenarios.map(scenario).joined()
        if !test.steps.isEmpty { html += "<ol class=\"steps\">\n" + test.steps.map(step).joined() + "</ol>\n" }
        if !test.trace.isEmpty { html += trace(test.trace) }
        return html + "</details>\n"
    }
}
