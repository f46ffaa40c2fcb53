import Foundation

/// A ``StepObserver`` that prints a readable line for every scenario and step, as they finish.
///
/// ```text
/// Scenario: Logging out
///   ✔ Given I logIn(as: .standardUser)  (1.02 s)
///     ✔ When I type("kane", into: loginScreen.username)  (0.20 s)
///   ✘ When I tap(profileScreen.logOutButton)  (0.12 s)
///   ↷ Then I see(loginScreen)  (skipped)
/// ✘ Scenario failed: Logging out  (1.14 s)
/// ```
///
/// ✔ marks a passed step, ✘ a failed one and ↷ a skipped one. Steps run from inside another
/// step are printed under it, one level deeper, once it finished. Failure messages are printed
/// by the test framework already, so by default they are not repeated here (pass
/// `printsFailureMessages: true` to print them under the step). Every line is printable: secrets
/// masked, control characters from pages shown as escapes. A failure outside any scenario (an
/// app that did not launch) is printed as `✘ Outside any scenario: …`.
///
/// ```swift
/// StepObservers.add(ConsoleStepReporter())
/// ```
public final class ConsoleStepReporter: StepObserver {
    private let write: @Sendable (String) -> Void
    private let printsFailureMessages: Bool
    /// Per thread (nested steps run on their parent's thread): lines of finished nested steps
    /// waiting for their parent, by depth.
    private let waiting = Locked<[ObjectIdentifier: [(depth: Int, lines: [String])]]>([:])

    /// Creates a reporter that hands each line to `write`; by default lines are printed.
    public init(printsFailureMessages: Bool = false, write: @escaping @Sendable (String) -> Void = { print($0) }) {
        self.printsFailureMessages = printsFailureMessages
        self.write = write
    }

    /// Prints `Scenario: <description>`.
    public func scenarioWillStart(_ scenario: ScenarioRecord) {
        guard scenario.outcome != .skipped else { return }
        write(TerminalText.printable("Scenario: \(scenario.description)"))
    }

    /// Prints the scenario's mark, description and duration.
    public func scenarioDidFinish(_ scenario: ScenarioRecord) {
        write(TerminalText.printable(Self.line(for: scenario)))
    }

    /// Prints the step with the nested steps that ran inside it, once a top-level step finished.
    public func stepDidFinish(_ step: StepRecord) {
        let thread = ObjectIdentifier(Thread.current)
        var own = Self.lines(for: step)
        if !printsFailureMessages { own = Array(own.prefix(1)) }
        let ready: [String]? = waiting.withLock { all in
            var pending = all[thread] ?? []
            // Everything deeper that is still waiting ran inside this step; the next level down
            // are its direct children, each carrying its own descendants.
            let children = pending.filter { $0.depth == step.depth + 1 }.flatMap(\.lines)
            pending.removeAll { $0.depth > step.depth }
            let lines = own + children
            if step.depth > 0 {
                pending.append((step.depth, lines))
                all[thread] = pending
                return nil
            }
            all[thread] = pending.isEmpty ? nil : pending
            return lines
        }
        for line in ready ?? [] { write(TerminalText.printable(line)) }
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

    /// The lines for a finished step: its mark, name and duration, then its failure messages.
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
