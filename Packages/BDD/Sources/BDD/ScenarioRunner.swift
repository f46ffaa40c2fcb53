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

        let run = TestRuns.current(test)
        if TestRuns.mustSkip(run) {
            var skipped = start
            skipped.outcome = .skipped
            StepObservers.notify { $0.scenarioWillStart(skipped) }
            StepObservers.notify { $0.scenarioDidFinish(skipped) }
            return skipped
        }

        let running = RunningScenario(start: start, site: site, run: run)
        StepObservers.notify { $0.scenarioWillStart(start) }
        XCTestActivity.run(named: "Scenario: \(description)") {
            TestContext.with({ context in
                context.scenario = running.info
                context[RunningScenario.Key.self] = RunningScenario.Box(scenario: running)
                context.run = run
            }) {
                do {
                    try steps()
                } catch {
                    let cause = ThrownError(error, step: nil, scenario: description)
                    if ErrorClassification.isAlreadyReported(error) {
                        run.record(Failure(cause: FailureText(cause.description, isRecordedByTestFramework: true), origin: site,
                                           scenario: running.info, test: TestContext.current.test))
                    } else {
                        TestFailures.record(cause, at: site)
                    }
                }
            }
        }
        let record = running.snapshot(finished: true)
        StepObservers.notify { $0.scenarioDidFinish(record) }
        return record
    }
}
