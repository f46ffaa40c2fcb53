import Foundation

/// A scenario whose body is running. It lives on one thread (scenarios and
/// steps run synchronously), so it needs no lock.
final class RunningScenario {
    /// The scenario's record at start.
    let start: ScenarioRecord
    /// The steps written directly in the scenario, so far.
    private(set) var steps: [StepRecord] = []
    /// Failure messages, one per failed step (or thrown error).
    private(set) var failures: [String] = []
    private let startInstant = ContinuousClock.now

    init(start: ScenarioRecord) {
        self.start = start
    }

    /// Whether something in the scenario failed; later steps are then skipped.
    var hasFailed: Bool { !failures.isEmpty }

    /// Adds a step written directly in the scenario.
    func append(_ step: StepRecord) {
        steps.append(step)
    }

    /// Records a failure in the scenario.
    func noteFailure(_ message: String) {
        failures.append(message)
    }

    /// The record as of now.
    func snapshot(finished: Bool) -> ScenarioRecord {
        var record = start
        record.steps = steps
        record.outcome = failures.isEmpty ? .passed : .failed(failures)
        if finished {
            record.duration = TimeInterval(ContinuousClock.now - startInstant)
        }
        return record
    }

    /// The innermost running scenario on the current thread.
    static let stack = ThreadLocalStack<RunningScenario>(key: "BDD.RunningScenarios")
}
