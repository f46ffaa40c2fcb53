import Foundation

/// A scenario whose body is running.
final class RunningScenario: Sendable {
    /// The scenario's record at start.
    let start: ScenarioRecord
    /// Where it was written.
    let site: CallSite
    private let state = Locked<(steps: [StepRecord], failures: [String])>(([], []))
    private let startInstant = ContinuousClock.now

    init(start: ScenarioRecord, site: CallSite) {
        self.start = start
        self.site = site
    }

    /// The scenario's description for the context.
    var info: ScenarioInfo { ScenarioInfo(description: start.description, site: site) }

    /// Whether something in the scenario failed; later steps are then skipped.
    var hasFailed: Bool { state.withLock { !$0.failures.isEmpty } }

    /// Adds a step written directly in the scenario.
    func append(_ step: StepRecord) {
        state.withLock { $0.steps.append(step) }
    }

    /// Records a failure in the scenario.
    func noteFailure(_ message: String) {
        state.withLock { $0.failures.append(Secrets.mask(message)) }
    }

    /// The record as of now.
    func snapshot(finished: Bool) -> ScenarioRecord {
        let (steps, failures) = state.current
        var record = start
        record.steps = steps
        record.outcome = failures.isEmpty ? .passed : .failed(failures)
        if finished {
            record.duration = TimeInterval(ContinuousClock.now - startInstant)
        }
        return record
    }

    /// The innermost running scenario in the current context.
    static var current: RunningScenario? { TestContext.current[Key.self]?.scenario }

    /// The context key of the innermost running scenario.
    enum Key: TestContextKey {
        static let defaultValue: Box? = nil
    }

    /// A reference to a running scenario, for the context.
    struct Box: Sendable {
        let scenario: RunningScenario
    }
}
