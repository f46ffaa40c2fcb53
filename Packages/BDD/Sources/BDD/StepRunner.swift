import Foundation

/// Runs one step: decides whether it is skipped, publishes it (on the
/// step-context channel and to observers), runs its body, collects its
/// failures and propagates them to its scenario, its parent step and its test.
enum StepRunner {
    /// Runs `body` as a step written at `site` with `label`.
    static func run(label: Step.Label?, site: CallSite, function: String, body: () throws -> Void) -> StepRecord {
        XCTestTracker.installObserverIfNeeded()
        let test = TestIdentity.current
        let scenario = RunningScenario.stack.top
        let parent = RunningStep.stack.top
        let resolved = StepNameResolver.resolve(filePath: site.filePath, line: site.line, column: site.column, label: label)
        let scenarioID = scenario.map { ObjectIdentifier($0) }
        // A step belongs to its scenario's list unless it runs inside another
        // step of the same scenario.
        let isDirectScenarioStep = scenario != nil && (parent == nil || parent?.scenarioID != scenarioID)

        let start = StepRecord(
            keyword: resolved.keyword,
            label: label,
            name: resolved.name,
            scenario: scenario?.start.description,
            fileID: site.fileID,
            filePath: site.filePath,
            line: site.line,
            column: site.column,
            function: function,
            depth: parent.map { $0.start.depth + 1 } ?? 0,
            startTime: Date(),
            duration: 0,
            outcome: .passed
        )

        let mustSkip = scenario?.hasFailed == true || parent?.hasFailed == true || TestFailureState.hasFailed(test)
        if mustSkip {
            var skipped = start
            skipped.outcome = .skipped
            StepObservers.notify { $0.stepWillStart(skipped) }
            if isDirectScenarioStep {
                scenario?.append(skipped)
            }
            StepObservers.notify { $0.stepDidFinish(skipped) }
            return skipped
        }

        let running = RunningStep(start: start, site: site, test: test, scenarioID: scenarioID)
        StepObservers.notify { $0.stepWillStart(start) }
        execute(running, site: site, body: body)
        let record = running.finish()

        if case .failed(let messages) = record.outcome {
            let summary = "\(record.name): \(messages.joined(separator: "; "))"
            TestFailureState.markFailed(test)
            scenario?.noteFailure(summary)
            parent?.noteFailure(summary)
        }
        if isDirectScenarioStep {
            scenario?.append(record)
        }
        StepObservers.notify { $0.stepDidFinish(record) }
        return record
    }

    /// Runs the body with the step published, inside an XCTest activity where possible.
    private static func execute(_ running: RunningStep, site: CallSite, body: () throws -> Void) {
        let isXCTest = if case .xctest = running.test { true } else { false }
        if isXCTest {
            RunningStep.xctestSteps.withLock { $0.append(running) }
        }
        defer {
            if isXCTest {
                RunningStep.xctestSteps.withLock { steps in
                    steps.removeAll { $0 === running }
                }
            }
        }
        XCTestActivity.run(named: running.start.name) {
            RunningStep.stack.with(running) {
                StepContextChannel.publish(running) {
                    do {
                        try body()
                    } catch {
                        handle(error, thrownBy: running, at: site)
                    }
                }
            }
        }
    }

    /// Fails the step for a thrown error and reports it at the step's call site.
    private static func handle(_ error: any Error, thrownBy running: RunningStep, at site: CallSite) {
        let message = thrownErrorMessage(error, step: running.start)
        running.noteFailure(message)
        if ErrorClassification.isAlreadyReported(error) {
            return
        }
        FailureReporter.recordFailure(message, at: site)
    }

    /// `Step "When I tap(button)" in scenario "Logging out" threw an error: ...`
    static func thrownErrorMessage(_ error: any Error, step: StepRecord) -> String {
        var message = "Step \"\(step.name)\""
        if let scenario = step.scenario {
            message += " in scenario \"\(scenario)\""
        }
        return message + " threw an error: \(error)"
    }
}
