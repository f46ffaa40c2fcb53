import Foundation

/// A scenario whose body is running. Like a step, it keeps no failure state of its own: it
/// has failed when failures were recorded in its test's ``TestRun`` while it ran.
final class RunningScenario: Sendable {
    /// The scenario's record at start.
    let start: ScenarioRecord
    /// Where it was written.
    let site: CallSite
    /// The record of the test's failures; those after the scenario started are its own.
    let run: TestRun
    private let firstFailure: Int
    private let steps = Locked<[StepRecord]>([])
    private let startInstant = ContinuousClock.now

    init(start: ScenarioRecord, site: CallSite, run: TestRun) {
        self.start = start
        self.site = site
        self.run = run
        self.firstFailure = run.failureCount
    }

    /// The scenario's description for the context.
    var info: ScenarioInfo { ScenarioInfo(description: start.description, site: site) }

    /// The scenario's failures so far.
    var failures: [Failure] { run.failures(since: firstFailure) }

    /// Whether something in the scenario failed; later steps are then skipped.
    var hasFailed: Bool { !failures.isEmpty }

    /// Adds a step written directly in the scenario.
    func append(_ step: StepRecord) {
        steps.withLock { $0.append(step) }
    }

    /// The record as of now.
    func snapshot(finished: Bool) -> ScenarioRecord {
        let failures = self.failures
        var record = start
        record.steps = steps.current
        record.outcome = failures.isEmpty ? .passed : .failed(failures.map(\.message))
        record.failures = failures
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
