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
/// more level. A failure outside any scenario (an app that did not launch) is
/// printed as `✘ Outside any scenario: …`.
///
/// Every line goes through `TerminalText.printable`: registered secrets are
/// masked, and control characters from pages (escape sequences, bells, carriage
/// returns) are shown escaped instead of acting on the terminal.
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
        write(TerminalText.printable("Scenario: \(scenario.description)"))
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

    /// Prints the failure, marked ✘, with the place it points at.
    public func failureOutsideScenarios(_ failure: Failure) {
        for line in Self.lines(for: failure) {
            write(line)
        }
    }

    /// The lines printed for a failure outside any scenario.
    public static func lines(for failure: Failure) -> [String] {
        let place = "\(failure.location.fileIDText):\(failure.location.line)"
        let test = failure.test.map { " in \($0.name)" } ?? ""
        return (["✘ Outside any scenario\(test) (\(place)):"] + failure.message.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" })
            .map(TerminalText.printable)
    }

    /// The lines printed for a finished step.
    public static func lines(for step: StepRecord) -> [String] {
        let indent = String(repeating: "  ", count: 1 + step.depth)
        let lines: [String]
        switch step.outcome {
        case .passed:
            lines = ["\(indent)✔ \(step.name)  (\(format(step.duration)))"]
        case .skipped:
            lines = ["\(indent)↷ \(step.name)  (skipped)"]
        case .failed(let messages):
            lines = ["\(indent)✘ \(step.name)  (\(format(step.duration)))"]
                + messages.map { "\(indent)    \($0)" }
        }
        return lines.map(TerminalText.printable)
    }

    /// The line printed for a finished scenario.
    public static func line(for scenario: ScenarioRecord) -> String {
        switch scenario.outcome {
        case .passed:
            return TerminalText.printable("✔ Scenario passed: \(scenario.description)  (\(format(scenario.duration)))")
        case .skipped:
            return TerminalText.printable("↷ Scenario skipped: \(scenario.description)")
        case .failed:
            return TerminalText.printable("✘ Scenario failed: \(scenario.description)  (\(format(scenario.duration)))")
        }
    }

    /// `"0.12 s"`.
    public static func format(_ duration: TimeInterval) -> String {
        String(format: "%.2f s", duration)
    }
}
