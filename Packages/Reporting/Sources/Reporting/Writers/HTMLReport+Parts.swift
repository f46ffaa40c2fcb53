import Foundation

extension HTMLReport {
    /// A failure: its message, the step it happened in (linked) and its evidence.
    func failure(_ failure: FailureReport, page: TestPage) -> String {
        var html = "<section class=\"failure\" aria-label=\"Failure\">\n<h3>Failure</h3>\n"
        html += "<pre class=\"message\">\(Markup.escape(failure.message))</pre>\n"
        let place = "\(Markup.escape(failure.file)):\(failure.line)"
        if let anchor = page.anchor(of: failure) {
            let step = failure.step.map { " in step <a href=\"#\(anchor)\">\(Markup.escape($0))</a>" } ?? ""
            html += "<p class=\"where\">at <a href=\"#\(anchor)\">\(place)</a>\(step)</p>\n"
        } else {
            html += "<p class=\"where\">at \(place)</p>\n"
        }
        html += failure.attachments.map { attachment($0, thumbnail: false) }.joined()
        return html + "</section>\n"
    }

    func scenario(_ scenario: ScenarioReport, page: TestPage, counter: inout Int) -> String {
        let open = scenario.outcome == .failed ? " open" : ""
        var html = "<details class=\"scenario \(scenario.outcome.rawValue)\"\(open)>\n"
        html += "<summary><span class=\"mark\">\(scenario.outcome.mark)</span> <span class=\"name\">\(Markup.escape(scenario.name))</span> "
        if !scenario.tags.isEmpty { html += "<span class=\"tags\">\(Markup.escape(scenario.tags.joined(separator: " ")))</span> " }
        html += "<span class=\"where\">\(Markup.escape(scenario.file)):\(scenario.line)</span> "
        html += "<span class=\"time\">\(timing(scenario.outcome, scenario.duration))</span></summary>\n"
        html += scenario.failureMessages.map { "<pre class=\"message\">\(Markup.escape($0))</pre>\n" }.joined()
        if !scenario.steps.isEmpty { html += steps(scenario.steps, page: page, counter: &counter, nested: false) }
        return html + "</details>\n"
    }

    func steps(_ steps: [StepReport], page: TestPage, counter: inout Int, nested: Bool) -> String {
        var html = "<ol class=\"steps\(nested ? " nested" : "")\">\n"
        for step in steps { html += self.step(step, page: page, counter: &counter) }
        return html + "</ol>\n"
    }

    /// One step of the timeline: its line and duration bar, its messages and screenshots, the
    /// steps run inside it, and the engine actions it made.
    private func step(_ step: StepReport, page: TestPage, counter: inout Int) -> String {
        let index = counter
        counter += 1
        var html = "<li class=\"step \(step.outcome.rawValue)\" id=\"\(page.anchor(index))\"><div class=\"line\">"
        html += "<span class=\"mark\">\(step.outcome.mark)</span> <span class=\"name\">\(keywordHighlighted(step))</span> "
        html += "<span class=\"where\">\(Markup.escape(step.file)):\(step.line)</span> "
        html += "<span class=\"time\">\(timing(step.outcome, step.duration))</span></div>\n"
        if step.outcome != .skipped { html += "<div class=\"bar\" aria-hidden=\"true\"><i style=\"\(page.bar(from: step.startTime, lasting: step.duration))\"></i></div>\n" }
        html += step.failureMessages.map { "<pre class=\"message\">\(Markup.escape($0))</pre>\n" }.joined()
        // A failure's evidence is shown with the failure; the step keeps its own screenshots.
        let own = step.attachments.filter { !page.failurePaths.contains($0.path) }
        if !own.isEmpty { html += "<div class=\"shots\">" + own.map { attachment($0, thumbnail: true) }.joined() + "</div>\n" }
        if !step.steps.isEmpty { html += steps(step.steps, page: page, counter: &counter, nested: true) }
        if let actions = page.actionsByStep[index] { html += self.actions(actions, page: page) }
        return html + "</li>\n"
    }

    /// Engine actions, each with its query, the node it resolved to, what it waited for, its
    /// duration and the screen before and after.
    func actions(_ entries: [TraceEntry], page: TestPage) -> String {
        var html = "<ol class=\"actions\" aria-label=\"Engine actions\">\n"
        for entry in entries {
            html += "<li class=\"action \(entry.outcome.rawValue)\"><div class=\"line\"><span class=\"mark\">\(entry.outcome.mark)</span> "
            html += "<span class=\"name\">\(Markup.escape(entry.title))</span> <span class=\"time\">\(Markup.duration(entry.duration))</span></div>\n"
            html += "<div class=\"bar\" aria-hidden=\"true\"><i style=\"\(page.bar(from: entry.startTime, lasting: entry.duration))\"></i></div>\n"
            html += "<dl><dt>Query</dt><dd class=\"query\">\(Markup.escape(entry.query))</dd>"
            html += "<dt>Resolved to</dt><dd>\(Markup.escape(entry.resolved ?? "—"))</dd>"
            if !entry.waitedFor.isEmpty {
                html += "<dt>Waited for</dt><dd>\(entry.waitedFor.map { Markup.escape($0) }.joined(separator: "<br>"))</dd>"
            }
            if let error = entry.error { html += "<dt>Error</dt><dd class=\"error\">\(Markup.escape(error))</dd>" }
            html += "</dl>"
            let shots = [entry.before.map { ("before", $0) }, entry.after.map { ("after", $0) }].compactMap { $0 }
            if !shots.isEmpty {
                html += "<div class=\"shots\">" + shots.map { "<span class=\"when\">\($0.0)</span>" + attachment($0.1, thumbnail: true) }.joined() + "</div>"
            }
            html += "</li>\n"
        }
        return html + "</ol>\n"
    }

    private func keywordHighlighted(_ step: StepReport) -> String {
        guard step.name.hasPrefix(step.keyword + " ") || step.name == step.keyword else { return Markup.escape(step.name) }
        return "<b class=\"keyword\">\(Markup.escape(step.keyword))</b>" + Markup.escape(String(step.name.dropFirst(step.keyword.count)))
    }

    private func timing(_ outcome: ReportOutcome, _ duration: TimeInterval) -> String {
        outcome == .skipped ? "skipped" : Markup.duration(duration)
    }
}
