import Foundation

/// What has been recorded of one test so far.
struct TestRecord: Sendable {
    var report: TestCaseReport
    /// Finished nested steps waiting for their parent, by depth.
    private var waiting: [(depth: Int, report: StepReport)] = []
    /// Finished scenario steps that had nested steps or attachments, by position.
    private var finishedScenarioSteps: [StepKey: StepReport] = [:]
    /// Attachments of failures, waiting for their step to finish.
    private var stepAttachments: [String: [AttachmentReport]] = [:]

    init(name: String, startTime: Date) {
        report = TestCaseReport(name: name, startTime: startTime)
    }

    /// A step's identity within a test.
    struct StepKey: Hashable {
        var file: String
        var line: UInt
        var column: UInt
        var startTime: Date
    }

    static func site(file: String, line: UInt, column: UInt) -> String { "\(file):\(line):\(column)" }

    mutating func attach(_ attachments: [AttachmentReport], toStepAt site: String) {
        stepAttachments[site, default: []] += attachments
    }

    mutating func stepDidFinish(_ step: StepRecord, extra: [AttachmentReport]) {
        // Steps nest strictly within one test: everything deeper still waiting ran inside this
        // step, and the next level down are its direct children.
        let children = waiting.filter { $0.depth == step.depth + 1 }.map(\.report)
        waiting.removeAll { $0.depth > step.depth }
        let site = Self.site(file: step.fileID, line: step.line, column: step.column)
        let attachments = (stepAttachments.removeValue(forKey: site) ?? []) + extra
        let report = StepReport(step, attachments: attachments, steps: children)
        if step.depth > 0 {
            waiting.append((step.depth, report))
        } else if step.scenario != nil {
            finishedScenarioSteps[StepKey(file: step.fileID, line: step.line, column: step.column, startTime: step.startTime)] = report
        } else {
            self.report.steps.append(report)
        }
    }

    mutating func scenarioDidFinish(_ scenario: ScenarioRecord) {
        let steps = scenario.steps.map { record in
            finishedScenarioSteps.removeValue(forKey: StepKey(file: record.fileID, line: record.line, column: record.column, startTime: record.startTime))
                ?? StepReport(record, attachments: [], steps: [])
        }
        report.scenarios.append(ScenarioReport(scenario, steps: steps))
    }

    /// Every attachment of the trace (to remove them when the trace is not kept).
    var traceAttachments: [AttachmentReport] {
        report.trace.flatMap { [$0.before, $0.after].compactMap { $0 } }
    }
}

extension ReportOutcome {
    init(_ outcome: StepOutcome) {
        switch outcome {
        case .passed: self = .passed
        case .failed: self = .failed
        case .skipped: self = .skipped
        }
    }
}

extension StepReport {
    init(_ record: StepRecord, attachments: [AttachmentReport], steps: [StepReport]) {
        self.init(
            keyword: record.keyword.rawValue, name: Secrets.mask(record.name), file: record.fileID, line: record.line,
            startTime: record.startTime, duration: record.duration, outcome: ReportOutcome(record.outcome),
            failureMessages: record.outcome.failureMessages.map(Secrets.mask), attachments: attachments, steps: steps
        )
    }
}

extension ScenarioReport {
    init(_ record: ScenarioRecord, steps: [StepReport]) {
        // The scenario's messages repeat each failed step's as "<step name>: <message>"; keep
        // only those that are not about a step (e.g. the scenario's body threw).
        let own = record.outcome.failureMessages.filter { message in
            !record.steps.contains { $0.outcome.isFailure && message.hasPrefix($0.name + ": ") }
        }
        self.init(
            name: Secrets.mask(record.description), file: record.fileID, line: record.line, startTime: record.startTime,
            duration: record.duration, outcome: ReportOutcome(record.outcome), failureMessages: own.map(Secrets.mask), steps: steps,
            tags: record.tags, feature: record.feature
        )
    }
}
