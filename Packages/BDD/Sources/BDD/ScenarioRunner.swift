import Foundation

/// Runs one scenario: decides whether it is skipped, publishes it (in the ``TestContext`` and to
/// observers), runs its steps and records how it ended.
enum ScenarioRunner {
    /// Runs `steps` as a scenario described by `description`, written at `site`.
    static func run(
        description: String, site: CallSite, tags: [String] = [], feature: String? = nil, steps: () throws -> Void
    ) -> ScenarioRecord {
        StepRunner.installXCTestObservation()
        let test = TestIdentity.current
        let parentScenario = RunningScenario.current
        let parentStep = RunningStep.current

        var start = ScenarioRecord(
            description: description,
            fileID: site.fileIDText,
            filePath: site.filePathText,
            line: site.line,
            column: site.column,
            startTime: Date(),
            duration: 0,
            steps: [],
            outcome: .passed
        )
        start.tags = tags
        start.feature = feature

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

        let running = RunningScenario(start: start, site: site)
        StepObservers.notify { $0.scenarioWillStart(start) }
        XCTestActivity.run(named: "Scenario: \(description)") {
            TestContext.with({ context in
                context.scenario = running.info
                context[RunningScenario.Key.self] = RunningScenario.Box(scenario: running)
            }) {
                do {
                    try steps()
                } catch {
                    let message = "Scenario \"\(description)\" threw an error: \(error)"
                    running.noteFailure(message)
                    if !ErrorClassification.isAlreadyReported(error) {
                        TestFailures.record(Failure(message: message, origin: site))
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
