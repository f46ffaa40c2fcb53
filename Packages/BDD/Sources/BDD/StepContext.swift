/// Where reporters and helpers find out which step is running.
public enum StepContext {
    /// The innermost step running on the current thread, or `nil` when no step
    /// is running here.
    ///
    /// The record's ``StepRecord/duration`` is the time elapsed so far and its
    /// ``StepRecord/outcome`` is the outcome so far. Code that must not depend
    /// on BDD can read the same information from the step-context channel
    /// (`Thread.current.threadDictionary["TABTestKit.StepContext"]`).
    public static var current: StepRecord? {
        RunningStep.stack.top?.snapshot()
    }

    /// The description of the innermost scenario running on the current
    /// thread, or `nil` outside a scenario.
    public static var currentScenario: String? {
        RunningScenario.stack.top?.start.description
    }
}
