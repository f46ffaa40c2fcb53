import Foundation

/// A step whose body is running: its identity, where its failures are recorded, and where it
/// hands them on.
///
/// It is the ``FailureSink`` of the ``TestContext`` while its body runs: a failure raised in the
/// body (an element that never appeared) is recorded in the test's ``TestRun`` and handed on —
/// once — to the sink that was in force when the step started (skipping enclosing steps, which
/// see it in the same run). The step keeps no failure state of its own: it has failed when
/// failures were recorded in its run while its body ran (nested steps' too).
final class RunningStep: FailureSink {
    /// The step's record at start; ``snapshot()`` adds the live parts.
    let start: StepRecord
    /// Where the step was written.
    let site: CallSite
    /// The function the step was written in.
    let function: StaticString
    /// The test the step runs in.
    let test: TestIdentity
    /// The scenario the step runs in, if any.
    let scenarioID: ObjectIdentifier?
    /// Where failures are reported: the sink in force when the step started, past any
    /// enclosing step.
    let downstream: any FailureSink
    /// The record of the test's failures; those after ``firstFailure`` are this step's.
    let run: TestRun
    /// What the step's body typed or pressed into secure fields, masked in its name however short.
    let secrets = StepSecrets()
    private let startInstant: ContinuousClock.Instant
    private let firstFailure: Int
    /// How many of the run's failures were recorded when the step finished; `nil` while it runs.
    private let end = Locked<Int?>(nil)

    init(start: StepRecord, site: CallSite, function: StaticString, test: TestIdentity, scenarioID: ObjectIdentifier?,
         run: TestRun, enclosingSink: (any FailureSink)?) {
        self.start = start
        self.site = site
        self.function = function
        self.test = test
        self.scenarioID = scenarioID
        self.run = run
        self.firstFailure = run.failureCount
        self.downstream = (enclosingSink as? RunningStep)?.downstream ?? enclosingSink ?? FrameworkReporter.shared
        self.startInstant = ContinuousClock.now
    }

    /// The step's own description for the context.
    var info: StepInfo {
        StepInfo(keyword: start.keyword.rawValue, name: start.name, site: site, depth: start.depth)
    }

    // MARK: FailureSink

    /// Records the failure in the run (so the step has failed) and reports it downstream.
    func record(_ failure: Failure) {
        if !isFinished { run.record(failure) }
        downstream.record(failure)
    }

    /// Records a failure the test framework already reported. Ignored once the step finished.
    func noteRecordedElsewhere(_ message: String) {
        guard !isFinished else { return }
        run.record(Failure(cause: FailureText(message, isRecordedByTestFramework: true), origin: site, step: info,
                           scenario: TestContext.current.scenario, test: TestContext.current.test))
    }

    /// Whether evidence is wanted: as downstream says.
    var wantsEvidence: Bool { downstream.wantsEvidence }

    // MARK: State

    /// The step's failures so far: those recorded in its run since it started (until it finished).
    var failures: [Failure] {
        let recorded = run.failures(since: firstFailure)
        guard let end = end.current else { return recorded }
        return Array(recorded.prefix(end - firstFailure))
    }

    /// Whether the step has failed.
    var hasFailed: Bool { !failures.isEmpty }

    /// Whether the step finished (it takes no more failures).
    private var isFinished: Bool { end.current != nil }

    /// The record as of now: duration so far, outcome so far.
    func snapshot() -> StepRecord {
        record(failures: failures)
    }

    /// Stops taking failures and returns the final record, secrets masked.
    func finish() -> StepRecord {
        let count = run.failureCount
        end.withLock { if $0 == nil { $0 = count } }
        return record(failures: failures)
    }

    private func record(failures: [Failure]) -> StepRecord {
        var record = start
        record.name = secrets.mask(Secrets.mask(record.name))
        record.duration = TimeInterval(ContinuousClock.now - startInstant)
        record.outcome = failures.isEmpty ? .passed : .failed(failures.map { secrets.mask($0.message) })
        record.failures = failures
        return record
    }

    /// The innermost running step in the current context.
    static var current: RunningStep? { TestContext.current[Key.self]?.step }

    /// The context key of the innermost running step.
    enum Key: TestContextKey {
        static let defaultValue: Box? = nil
    }

    /// A reference to a running step, for the context.
    struct Box: Sendable {
        let step: RunningStep
    }

    /// Running steps of XCTest tests, oldest first. A failure XCTest records on a thread where
    /// no step runs (say, from a background queue) is blamed on the most recent of these.
    static let xctestSteps = Locked<[RunningStep]>([])
}

/// The fallback sink for XCTest failures recorded outside any context: the latest running step.
final class LatestXCTestStep: FailureSink {
    static let shared = LatestXCTestStep()

    func record(_ failure: Failure) {
        FrameworkReporter.shared.record(failure)
    }

    func noteRecordedElsewhere(_ message: String) {
        RunningStep.xctestSteps.withLock { $0.last }?.noteRecordedElsewhere(message)
    }
}
