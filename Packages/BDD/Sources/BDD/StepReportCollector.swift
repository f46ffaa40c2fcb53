import Foundation

/// A ``StepObserver`` that keeps every finished scenario and step, so a tool
/// can render a report once the tests are done.
///
/// ```swift
/// let collector = StepReportCollector()
/// StepObservers.add(collector)
/// // ... run tests ...
/// for scenario in collector.scenarios { ... }
/// ```
///
/// It is safe to use from several threads at once.
public final class StepReportCollector: StepObserver {
    private struct Storage {
        var scenarios: [ScenarioRecord] = []
        var steps: [StepRecord] = []
    }

    private let storage = Locked(Storage())

    /// Creates an empty collector.
    public init() {}

    /// Every finished (or skipped) scenario, in the order they finished.
    public var scenarios: [ScenarioRecord] {
        storage.withLock { $0.scenarios }
    }

    /// Every finished (or skipped) step, including steps outside scenarios and
    /// steps run from inside other steps, in the order they finished.
    public var steps: [StepRecord] {
        storage.withLock { $0.steps }
    }

    /// Forgets everything collected so far.
    public func removeAll() {
        storage.withLock { $0 = Storage() }
    }

    /// Keeps the finished scenario.
    public func scenarioDidFinish(_ scenario: ScenarioRecord) {
        storage.withLock { $0.scenarios.append(scenario) }
    }

    /// Keeps the finished step.
    public func stepDidFinish(_ step: StepRecord) {
        storage.withLock { $0.steps.append(step) }
    }
}
