import Foundation

extension HTMLReport {
    func failure(_ failure: FailureReport) -> String {
        var html = "<div class=\"failure\">\n<pre class=\"message\">\(Markup.escape(failure.message))</pre>\n"
        html += "<p class=\"where\">\(Markup.escape(failure.file)):\(failure.line)</p>\n"
        html += failure.attachments.map(attachment).joined()
        return html + "</div>\n"
    }

    func scenario(_ scenario: ScenarioReport) -> String {
        let open = scenario.outcome == .failed ? " open" : ""
        var html = "<details class=\"scenario \(scenario.outcome.rawValue)\"\(open)>\n"
        html += "<summary><span class=\"mark\">\(scenario.outcome.mark)</span> <span class=\"name\">\(Markup.escape(scenario.name))</span> "
        if !scenario.tags.isEmpty { html += "<span class=\"tags\">\(Markup.escape(scenario.tags.joined(separator: " ")))</span> " }
        html += "<span class=\"where\">\(Markup.escape(scenario.file)):\(scenario.line)</span> "
        html += "<span class=\"time\">\(timing(scenario.outcome, scenario.duration))</span></summary>\n"
        html += scenario.failureMessages.map { "<pre class=\"message\">\(Markup.escape($0))</pre>\n" }.joined()
        if !scenario.steps.isEmpty { html += "<ol class=\"steps\">\n" + scenario.steps.map(step).joined() + "</ol>\n" }
        return html + "</details>\n"
    }

    func step(_ step: StepReport) -> String {
        var html = "<li class=\"step \(step.outcome.rawValue)\"><div class=\"line\">"
        html += "<span class=\"mark\">\(step.outcome.mark)</span> <span class=\"name\">\(keywordHighlighted(step))</span> "
        html += "<span class=\"time\">\(timing(step.outcome, step.duration))</span></div>\n"
        html += step.failureMessages.map { "<pre class=\"message\">\(Markup.escape($0))</pre>\n" }.joined()
        html += step.attachments.map(attachment).joined()
        if !step.steps.isEmpty { html += "<ol class=\"steps nested\">\n" + step.steps.map(self.step).joined() + "</ol>\n" }
        return html + "</li>\n"
    }

    func trace(_ entries: [TraceEntry]) -> String {
        var html = "<details class=\"trace\"><summary>Trace: \(entries.count) actions</summary>\n<table>\n"
        html += "<thead><tr><th>Action</th><th>Resolved to</th><th>Waited for</th><th>Time</th><th>Before</th><th>After</th></tr></thead>\n<tbody>\n"
        for entry in entries {
            html += "<tr class=\"\(entry.outcome.rawValue)\"><td><span class=\"mark\">\(entry.outcome.mark)</span> \(Markup.escape(entry.title))"
            html += "<div class=\"query\">\(Markup.escape(entry.query))</div>"
            if let error = entry.error { html += "<div class=\"error\">\(Markup.escape(error))</div>" }
            html += "</td><td>\(Markup.escape(entry.resolved ?? "—"))</td>"
            html += "<td>\(entry.waitedFor.isEmpty ? "—" : entry.waitedFor.map { Markup.escape($0) }.joined(separator: "<br>"))</td>"
            html += "<td class=\"time\">\(Markup.duration(entry.duration))</td>"
            html += "<td>\(entry.before.map(thumbnail) ?? "")</td><td>\(entry.after.map(thumbnail) ?? "")</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</details>\n"
    }

    func attachment(_ attachment: AttachmentReport) -> String {
        guard let data = load(attachment) else {
            return "<p class=\"attachment\"><a href=\"\(Markup.escape(attachment.path))\">\(Markup.escape(attachment.name))</a></p>\n"
        }
        if attachment.isImage {
            return "<figure class=\"screenshot\"><img alt=\"\(Markup.escape(attachment.name))\" src=\"data:\(Markup.escape(attachment.mediaType));base64,\(data.base64EncodedString())\"><figcaption>\(Markup.escape(attachment.name))</figcaption></figure>\n"
        }
        let text = String(decoding: data, as: UTF8.self)
        return "<details class=\"source\"><summary>\(Markup.escape(attachment.name))</summary><pre>\(Markup.escape(text))</pre></details>\n"
    }

    private func thumbnail(_ attachment: AttachmentReport) -> String {
        guard let data = load(attachment) else { return "" }
        return "<img class=\"thumb\" alt=\"\(Markup.escape(attachment.name))\" src=\"data:\(Markup.escape(attachment.mediaType));base64,\(data.base64EncodedString())\">"
    }

    private func keywordHighlighted(_ step: StepReport) -> String {
        guard step.name.hasPrefix(step.keyword + " ") || step.name == step.keyword else { return Markup.escape(step.name) }
        return "<b class=\"keyword\">\(Markup.escape(step.keyword))</b>" + Markup.escape(String(step.name.dropFirst(step.keyword.count)))
    }

    private func timing(_ outcome: ReportOutcome, _ duration: TimeInterval) -> String {
        outcome == .skipped ? "skipped" : Markup.duration(duration)
    }
}
