/// Receives scenario and step events as they happen, for reporting.
///
/// Events are delivered synchronously, on the thread the step or scenario
/// runs on, in this order for a scenario with two steps:
///
/// 1. ``scenarioWillStart(_:)``
/// 2. ``stepWillStart(_:)``, ``stepDidFinish(_:)`` for the first step
/// 3. ``stepWillStart(_:)``, ``stepDidFinish(_:)`` for the second step
/// 4. ``scenarioDidFinish(_:)``
///
/// A failure reported outside any scenario and step (an app that did not launch in the test's
/// setup) arrives through ``failureOutsideScenarios(_:)``.
///
/// Skipped steps and scenarios produce the same pair of events, with a
/// ``StepOutcome/skipped`` outcome. All methods have empty default
/// implementations, so an observer implements only what it needs.
///
/// Register an observer for the whole process with ``StepObservers/add(_:)``
/// or for one scope with `StepObservers.withObserver(_:operation:)`.
public protocol StepObserver: AnyObject, Sendable {
    /// A scenario is about to run its steps.
    func scenarioWillStart(_ scenario: ScenarioRecord)
    /// A scenario finished (or was skipped); the record holds its steps and outcome.
    func scenarioDidFinish(_ scenario: ScenarioRecord)
    /// A step is about to run its body.
    func stepWillStart(_ step: StepRecord)
    /// A step finished (or was skipped); the record holds its duration and outcome.
    func stepDidFinish(_ step: StepRecord)
    /// A failure was reported outside any scenario and step — the app did not launch before
    /// the test's first step — so reports show why the test failed. Its message has secrets
    /// masked.
    func failureOutsideScenarios(_ failure: Failure)
}

extension StepObserver {
    /// Does nothing.
    public func scenarioWillStart(_ scenario: ScenarioRecord) {}
    /// Does nothing.
    public func scenarioDidFinish(_ scenario: ScenarioRecord) {}
    /// Does nothing.
    public func stepWillStart(_ step: StepRecord) {}
    /// Does nothing.
    public func stepDidFinish(_ step: StepRecord) {}
    /// Does nothing.
    public func failureOutsideScenarios(_ failure: Failure) {}
}
