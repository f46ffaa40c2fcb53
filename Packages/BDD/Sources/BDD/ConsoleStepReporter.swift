import Foundation

/// A ``StepObserver`` that prints a readable line for every scenario and step.
///
/// ```text
/// Scenario: Logging out
///   ✔ Given I logIn(as: .standardUser)  (1.02 s)
///   ✘ When I tap(profileScreen.logOutButton)  (0.12 s)
///       Step "When I tap(profileScreen.logOutButton)" in scenario "Logging out" threw an error: ...
///   ↷ Then I see(loginScreen)  (skipped)
/// ✘ Scenario failed: Logging out  (1.14 s)
/// ```
///
/// ✔ marks a passed step, ✘ a failed one (followed by its failure messages)
/// and ↷ a skipped one. Steps run from inside other steps are indented one
/// more level.
///
/// ```swift
/// StepObservers.add(ConsoleStepReporter())
/// ```
public final class ConsoleStepReporter: StepObserver {
    private let write: @Sendable (String) -> Void

    /// Creates a reporter that hands each line to `write`; by default lines are printed.
    public init(write: @escaping @Sendable (String) -> Void = { print($0) }) {
        self.write = write
    }

    /// Prints `Scenario: <description>`.
    public func scenarioWillStart(_ scenario: ScenarioRecord) {
        guard scenario.outcome != .skipped else { return }
        write("Scenario: \(scenario.description)")
    }

    /// Prints the scenario's mark, description and duration.
    public func scenarioDidFinish(_ scenario: ScenarioRecord) {
        write(Self.line(for: scenario))
    }

    /// Prints the step's mark, name and duration, and its failure messages.
    public func stepDidFinish(_ step: StepRecord) {
        for line in Self.lines(for: step) {
            write(line)
        }
    }

    /// The lines printed for a finished step.
    public static func lines(for step: StepRecord) -> [String] {
        let indent = String(repeating: "  ", count: 1 + step.depth)
        switch step.outcome {
        case .passed:
            return ["\(indent)✔ \(step.name)  (\(format(step.duration)))"]
        case .skipped:
            return ["\(indent)↷ \(step.name)  (skipped)"]
        case .failed(let messages):
            return ["\(indent)✘ \(step.name)  (\(format(step.duration)))"]
                + messages.map { "\(indent)    \($0)" }
        }
    }

    /// The line printed for a finished scenario.
    public static func line(for scenario: ScenarioRecord) -> String {
        switch scenario.outcome {
        case .passed:
            return "✔ Scenario passed: \(scenario.description)  (\(format(scenario.duration)))"
        case .skipped:
            return "↷ Scenario skipped: \(scenario.description)"
        case .failed:
            return "✘ Scenario failed: \(scenario.description)  (\(format(scenario.duration)))"
        }
    }

    /// `"0.12 s"`.
    public static func format(_ duration: TimeInterval) -> String {
        String(format: "%.2f s", duration)
    }
}
