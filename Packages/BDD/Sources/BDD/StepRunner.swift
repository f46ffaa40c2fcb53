import Foundation

/// Runs one step: decides whether it is skipped, publishes it (in the ``TestContext`` and to
/// observers) and runs its body. Its failures are recorded in the test's ``TestRun``, where its
/// scenario, its parent step and its test see them.
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

        let run = TestRuns.current(test)
        let mustSkip = TestRuns.mustSkip(run)
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
            start: start, site: site, function: function, test: test, scenarioID: scenarioID, run: run,
            enclosingSink: TestContext.current.failureSink
        )
        // Observers learn of the step before its body ran, when a secret it types is not yet
        // known: they get the name with every typed literal masked.
        var announced = start
        announced.name = StepNameResolver.provisionalName(Secrets.mask(start.name))
        StepObservers.notify { $0.stepWillStart(announced) }
        execute(running, announcedName: announced.name, body: body)
        let record = running.finish()
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
                context.run = running.run
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
        let cause = ThrownError(error, step: running.start.name, scenario: running.start.scenario, mask: running.secrets.mask)
        if ErrorClassification.isAlreadyReported(error) {
            running.noteRecordedElsewhere(cause.description)
            return
        }
        running.record(Failure(cause: cause, origin: running.site, step: running.info,
                               scenario: TestContext.current.scenario, test: TestContext.current.test))
    }

    /// Starts observing XCTest, so failures it records in a step fail that step.
    static func installXCTestObservation() {
        #if canImport(XCTest)
        XCTestIntegration.install()
        #endif
    }
}
