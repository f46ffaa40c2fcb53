import Foundation

/// What the HTML page of one test needs to lay it out as a timeline: each step's anchor, the
/// engine actions that ran within each step, the step each failure happened in, and where each
/// step and action sits on the test's time axis.
struct TestPage {
    /// The test's element id, e.g. `t3`; its steps are `t3-s1`, `t3-s2`… in page order.
    let id: String
    /// The test's steps in page order: its scenarios' steps (nested ones after their parent),
    /// then its steps outside scenarios.
    let steps: [StepReport]
    /// The actions of each step (by its index in ``steps``): those that started while the step
    /// was its innermost running one.
    let actionsByStep: [Int: [TraceEntry]]
    /// Actions that started outside every step.
    let unplacedActions: [TraceEntry]
    /// The paths of the failures' attachments, shown with the failures rather than their steps.
    let failurePaths: Set<String>
    private let start: Date
    private let duration: TimeInterval

    init(test: TestCaseReport, id: String) {
        self.id = id
        let steps = (test.scenarios.flatMap(\.steps) + test.steps).flatMap(Self.flatten)
        self.steps = steps
        var byStep: [Int: [TraceEntry]] = [:]
        var unplaced: [TraceEntry] = []
        for entry in test.trace {
            // Nested steps come after their parent: the last step holding the start is the innermost.
            if let index = steps.lastIndex(where: { $0.outcome != .skipped && Self.holds($0, entry.startTime) }) {
                byStep[index, default: []].append(entry)
            } else {
                unplaced.append(entry)
            }
        }
        actionsByStep = byStep
        unplacedActions = unplaced
        failurePaths = Set(test.failures.flatMap(\.attachments).map(\.path))
        start = test.startTime
        duration = max(test.duration, steps.map { $0.startTime.addingTimeInterval($0.duration).timeIntervalSince(test.startTime) }.max() ?? 0)
    }

    /// The anchor of step `index`.
    func anchor(_ index: Int) -> String { "\(id)-s\(index + 1)" }

    /// The anchor of the step `failure` happened in: the failed step it names, or the failed
    /// step written at its file and line.
    func anchor(of failure: FailureReport) -> String? {
        let index = steps.firstIndex { $0.outcome == .failed && failure.step != nil && $0.name == failure.step }
            ?? steps.lastIndex { $0.outcome == .failed && $0.file == failure.file && $0.line == failure.line }
        return index.map(anchor)
    }

    /// `left:…%;width:…%` of a span of time on the test's axis, for its duration bar.
    func bar(from time: Date, lasting seconds: TimeInterval) -> String {
        guard duration > 0 else { return "left:0%;width:0%" }
        let left = min(100, max(0, time.timeIntervalSince(start) / duration * 100))
        let width = min(100 - left, max(0, seconds / duration * 100))
        return String(format: "left:%.2f%%;width:%.2f%%", left, width)
    }

    private static func flatten(_ step: StepReport) -> [StepReport] {
        [step] + step.steps.flatMap(flatten)
    }

    private static func holds(_ step: StepReport, _ time: Date) -> Bool {
        time >= step.startTime && time <= step.startTime.addingTimeInterval(step.duration)
    }
}
