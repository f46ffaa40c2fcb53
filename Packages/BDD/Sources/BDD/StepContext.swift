/// Where reporters and helpers find out which step is running.
public enum StepContext {
    /// The innermost step running in the current context, or `nil` when no step is running.
    ///
    /// The record's ``StepRecord/duration`` is the time elapsed so far and its
    /// ``StepRecord/outcome`` is the outcome so far. Code that must not depend on BDD reads
    /// `TestContext.current.step` (from TestRuntime) instead.
    public static var current: StepRecord? {
        RunningStep.current?.snapshot()
    }

    /// The description of the innermost scenario running in the current context, or `nil`
    /// outside a scenario.
    public static var currentScenario: String? {
        RunningScenario.current?.start.description
    }
}
