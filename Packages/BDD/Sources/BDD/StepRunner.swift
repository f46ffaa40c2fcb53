import Foundation

/// Runs one step: decides whether it is skipped, publishes it (in the ``TestContext`` and to
/// observers), runs its body, and propagates its failure to its scenario, its parent step and
/// its test.
enum StepRunner {
    /// Runs `body` as a step written at `site` with `label`, its name read from the source.
    static func run(label: Step.Label?, site: CallSite, function: StaticString, body: () throws -> Void) -> StepRecord {
        let resolved = StepNameResolver.resolve(filePath: site.filePathText, line: site.line, column: site.column, label: label)
        return run(keyword: resolved.keyword, label: label, name: resolved.name, site: site, function: function, body: body)
    }

    /// Runs `body` as a step named `name`.
    static func run(
        keyword: Step.Keyword,
        label: Step.Label?,
        name: String,
        site: CallSite,
        function: StaticString,
        body: () throws -> Void
    ) -> StepRecord {
        installXCTestObservation()
        let test = TestIdentity.current
        let scenario = RunningScenario.current
        let parent = RunningStep.current
        let scenarioID = scenario.map { ObjectIdentifier($0) }
        // A step belongs to its scenario's list unless it runs inside another step of the
        // same scenario.
        let isDirectScenarioStep = scenario != nil && (parent == nil || parent?.scenarioID != scenarioID)

        let start = StepRecord(
            keyword: keyword,
            label: label,
            name: name,
            scenario: scenario?.start.description,
            fileID: site.fileIDText,
            filePath: site.filePathText,
            line: site.line,
            column: site.column,
            function: "\(function)",
            depth: parent.map { $0.start.depth + 1 } ?? 0,
            startTime: Date(),
            duration: 0,
            outcome: .passed
        )

        let mustSkip = scenario?.hasFailed == true || parent?.hasFailed == true
            || TestFailureState.hasFailed(test) || TestFailureState.isStopped
        if mustSkip {
            var skipped = start
            skipped.name = Secrets.mask(skipped.name)
            skipped.outcome = .skipped
            StepObservers.notify { $0.stepWillStart(skipped) }
            if isDirectScenarioStep { scenario?.append(skipped) }
            StepObservers.notify { $0.stepDidFinish(skipped) }
            return skipped
        }

        let running = RunningStep(
            start: start, site: site, function: function, test: test, scenarioID: scenarioID,
            enclosingSink: TestContext.current.failureSink
        )
        // Observers learn of the step before its body ran, when a secret it types is not yet
        // known: they get the name with every typed literal masked.
        var announced = start
        announced.name = StepNameResolver.provisionalName(Secrets.mask(start.name))
        StepObservers.notify { $0.stepWillStart(announced) }
        execute(running, announcedName: announced.name, body: body)
        let record = running.finish()

        if case .failed(let messages) = record.outcome {
            let summary = "\(record.name): \(messages.joined(separator: "; "))"
            TestFailureState.markFailed(test)
            scenario?.noteFailure(summary)
            parent?.noteFailure(summary)
        }
        if isDirectScenarioStep { scenario?.append(record) }
        StepObservers.notify { $0.stepDidFinish(record) }
        return record
    }

    /// Runs the body with the step in the context, inside an XCTest activity where possible.
    private static func execute(_ running: RunningStep, announcedName: String, body: () throws -> Void) {
        let isXCTest = if case .xctest = running.test { true } else { false }
        if isXCTest { RunningStep.xctestSteps.withLock { $0.append(running) } }
        defer {
            if isXCTest { RunningStep.xctestSteps.withLock { steps in steps.removeAll { $0 === running } } }
        }
        XCTestActivity.run(named: announcedName) {
            TestContext.with({ context in
                context.step = running.info
                context.failureSink = running
                context[RunningStep.Key.self] = RunningStep.Box(step: running)
                context.collectEnteredSecrets(in: running.secrets)
            }) {
                do {
                    try body()
                } catch {
                    handle(error, thrownBy: running)
                }
            }
        }
    }

    /// Fails the step for a thrown error, reported at the step's call site.
    private static func handle(_ error: any Error, thrownBy running: RunningStep) {
        let message = running.secrets.mask(thrownErrorMessage(error, step: running.start))
        if ErrorClassification.isAlreadyReported(error) {
            running.noteRecordedElsewhere(message)
            return
        }
        running.record(Failure(message: message, origin: running.site))
    }

    /// `Step "When I tap(button)" in scenario "Logging out" threw an error: ...`
    static func thrownErrorMessage(_ error: any Error, step: StepRecord) -> String {
        var message = "Step \"\(step.name)\""
        if let scenario = step.scenario {
            message += " in scenario \"\(scenario)\""
        }
        return message + " threw an error: \(error)"
    }

    /// Starts observing XCTest, so failures it records in a step fail that step.
    static func installXCTestObservation() {
        #if canImport(XCTest)
        XCTestIntegration.install()
        #endif
    }
}
