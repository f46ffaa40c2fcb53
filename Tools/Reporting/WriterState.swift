import BDD
import Foundation

/// What ``JSONReportWriter`` has collected; always used under its lock.
struct WriterState {
    /// A step run inside another step, waiting for its parent to finish.
    private struct Pending {
        var depth: Int
        var report: StepReport
    }

    /// Identifies a step written directly in a scenario.
    private struct StepKey: Hashable {
        var fileID: String
        var line: UInt
        var column: UInt
        var startTime: Date

        init(_ record: StepRecord) {
            fileID = record.fileID
            line = record.line
            column = record.column
            startTime = record.startTime
        }
    }

    var currentTest: String?
    var lastWriteError: String?
    private(set) var scenarios: [ScenarioReport] = []
    private var firstStart: Date?
    private var lastEnd: Date?
    /// Per thread: finished nested steps not yet adopted by their parent.
    private var pending: [ObjectIdentifier: [Pending]] = [:]
    /// Per thread: finished scenario steps that have nested steps.
    private var withChildren: [ObjectIdentifier: [StepKey: StepReport]] = [:]

    mutating func stepDidFinish(_ step: StepRecord, thread: ObjectIdentifier) {
        var waiting = pending[thread] ?? []
        // Steps nest strictly on one thread: everything deeper that is still waiting ran
        // inside this step, and the next level down are its direct children.
        let children = waiting.filter { $0.depth == step.depth + 1 }.map(\.report)
        waiting.removeAll { $0.depth > step.depth }
        let report = StepReport(step, steps: children)
        if step.depth > 0 {
            waiting.append(Pending(depth: step.depth, report: report))
        } else if !children.isEmpty, step.scenario != nil {
            withChildren[thread, default: [:]][StepKey(step)] = report
        }
        pending[thread] = waiting.isEmpty ? nil : waiting
    }

    mutating func scenarioDidFinish(_ scenario: ScenarioRecord, thread: ObjectIdentifier) {
        var known = withChildren[thread] ?? [:]
        let steps = scenario.steps.map { record in
            known.removeValue(forKey: StepKey(record)) ?? StepReport(record)
        }
        withChildren[thread] = known.isEmpty ? nil : known
        scenarios.append(ScenarioReport(scenario, test: currentTest, steps: steps).masked())
        let end = scenario.startTime.addingTimeInterval(scenario.duration)
        firstStart = min(firstStart ?? scenario.startTime, scenario.startTime)
        lastEnd = max(lastEnd ?? end, end)
    }

    mutating func failureOutsideScenarios(_ failure: Failure) {
        let report = ScenarioReport(outsideScenarios: failure, test: currentTest).masked()
        scenarios.append(report)
        firstStart = min(firstStart ?? report.startTime, report.startTime)
        lastEnd = max(lastEnd ?? report.startTime, report.startTime)
    }

    func report(named name: String) -> TestReport {
        let start = firstStart ?? Date()
        let duration = lastEnd.map { max(0, $0.timeIntervalSince(start)) } ?? 0
        return TestReport(name: name, startTime: start, duration: duration, scenarios: scenarios)
    }
}
