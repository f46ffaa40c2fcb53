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
    /// The failures heard while the test ran (reported, or in its steps' and scenarios'
    /// records), each once: the test's record when its caller has no ``TestRun`` to give.
    let heard = TestRun()
    /// The stored evidence of each reported failure.
    private var evidence: [UUID: [AttachmentReport]] = [:]

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

    /// A failure was reported, with its evidence stored.
    mutating func hear(_ failure: Failure, evidence stored: [AttachmentReport]) {
        heard.record(failure)
        evidence[failure.id] = stored
    }

    /// The failures of `outcome` as the report shows them: the text of each cause, once, where it
    /// points, and its evidence.
    func failureReports(_ outcome: TestOutcome) -> [FailureReport] {
        guard case .failed(let failures) = outcome else { return [] }
        return failures.map { failure in
            FailureReport(
                message: failure.fullMessage, file: failure.location.fileIDText, line: failure.location.line,
                step: failure.step.map { Secrets.mask($0.name) }, attachments: evidence[failure.id] ?? [],
                cause: FailureCauseReport(failure.cause)
            )
        }
    }

    mutating func stepDidFinish(_ step: StepRecord, extra: [AttachmentReport]) {
        step.failures.forEach(heard.record)
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
        scenario.failures.forEach(heard.record)
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
            failureMessages: record.failures.map { Secrets.mask($0.message) }, attachments: attachments, steps: steps
        )
    }
}

extension ScenarioReport {
    init(_ record: ScenarioRecord, steps: [StepReport]) {
        // The scenario's failures include its steps'; keep only its own (its body threw).
        let own = record.failures.filter { $0.step == nil }.map(\.message)
        self.init(
            name: Secrets.mask(record.description), file: record.fileID, line: record.line, startTime: record.startTime,
            duration: record.duration, outcome: ReportOutcome(record.outcome), failureMessages: own.map(Secrets.mask), steps: steps,
            tags: record.tags, feature: record.feature
        )
    }
}
