import Foundation

/// Runs one scenario: decides whether it is skipped, publishes it to
/// observers, runs its steps and records how it ended.
enum ScenarioRunner {
    /// Runs `steps` as a scenario described by `description`, written at `site`.
    static func run(description: String, site: CallSite, steps: () throws -> Void) -> ScenarioRecord {
        XCTestTracker.installObserverIfNeeded()
        let test = TestIdentity.current
        let parentScenario = RunningScenario.stack.top
        let parentStep = RunningStep.stack.top

        let start = ScenarioRecord(
            description: description,
            fileID: site.fileID,
            filePath: site.filePath,
            line: site.line,
            column: site.column,
            startTime: Date(),
            duration: 0,
            steps: [],
            outcome: .passed
        )

        let mustSkip = TestFailureState.hasFailed(test)
            || parentScenario?.hasFailed == true
            || parentStep?.hasFailed == true
        if mustSkip {
            var skipped = start
            skipped.outcome = .skipped
            StepObservers.notify { $0.scenarioWillStart(skipped) }
            StepObservers.notify { $0.scenarioDidFinish(skipped) }
            return skipped
        }

        let running = RunningScenario(start: start)
        StepObservers.notify { $0.scenarioWillStart(start) }
        XCTestActivity.run(named: "Scenario: \(description)") {
            RunningScenario.stack.with(running) {
                do {
                    try steps()
                } catch {
                    let message = "Scenario \"\(description)\" threw an error: \(error)"
                    running.noteFailure(message)
                    if !ErrorClassification.isAlreadyReported(error) {
                        FailureReporter.recordFailure(message, at: site)
                    }
                }
            }
        }
        let record = running.snapshot(finished: true)

        if record.outcome.isFailure {
            let summary = "Scenario \"\(description)\" failed"
            TestFailureState.markFailed(test)
            parentScenario?.noteFailure(summary)
            parentStep?.noteFailure(summary)
        }
        StepObservers.notify { $0.scenarioDidFinish(record) }
        return record
    }
}
