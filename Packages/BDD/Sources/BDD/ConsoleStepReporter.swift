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
/// masked, control characters from pages shown as escapes.
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

    /// The lines for a finished step: its mark, name and duration, then its failure messages.
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
