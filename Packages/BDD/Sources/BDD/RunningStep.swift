import Foundation

/// A step whose body is running: its identity, the failures it received, and where it hands
/// them on.
///
/// It is the ``FailureSink`` of the ``TestContext`` while its body runs: a failure raised in the
/// body (an element that never appeared) fails the step and is handed on — once — to the sink
/// that was in force when the step started (skipping enclosing steps, which learn of it when
/// this one finishes). A failure XCTest recorded by itself (an `XCTAssert` in the body) only
/// fails the step: it was reported already.
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
    /// What the step's body typed or pressed into secure fields, masked in its name however short.
    let secrets = StepSecrets()
    private let startInstant: ContinuousClock.Instant
    private let failures = Locked<(messages: [String], isOpen: Bool)>(([], true))

    init(start: StepRecord, site: CallSite, function: StaticString, test: TestIdentity, scenarioID: ObjectIdentifier?,
         enclosingSink: (any FailureSink)?) {
        self.start = start
        self.site = site
        self.function = function
        self.test = test
        self.scenarioID = scenarioID
        self.downstream = (enclosingSink as? RunningStep)?.downstream ?? enclosingSink ?? FrameworkReporter.shared
        self.startInstant = ContinuousClock.now
    }

    /// The step's own description for the context.
    var info: StepInfo {
        StepInfo(keyword: start.keyword.rawValue, name: start.name, site: site, depth: start.depth)
    }

    // MARK: FailureSink

    /// Fails the step and reports the failure downstream.
    func record(_ failure: Failure) {
        noteFailure(failure.message)
        downstream.record(failure)
    }

    /// Fails the step with a failure the test framework already reported.
    func noteRecordedElsewhere(_ message: String) {
        noteFailure(message)
    }

    /// Whether evidence is wanted: as downstream says.
    var wantsEvidence: Bool { downstream.wantsEvidence }

    // MARK: State

    /// Marks the step as failed with `message`. Ignored once the step finished.
    func noteFailure(_ message: String) {
        failures.withLock { state in
            guard state.isOpen else { return }
            state.messages.append(Secrets.mask(message))
        }
    }

    /// Whether a failure was noted.
    var hasFailed: Bool {
        failures.withLock { !$0.messages.isEmpty }
    }

    /// The record as of now: duration so far, outcome so far.
    func snapshot() -> StepRecord {
        record(messages: failures.withLock { $0.messages })
    }

    /// Stops accepting failures and returns the final record, secrets masked.
    func finish() -> StepRecord {
        let messages = failures.withLock { state in
            state.isOpen = false
            return state.messages
        }
        return record(messages: messages)
    }

    private func record(messages: [String]) -> StepRecord {
        var record = start
        record.name = secrets.mask(Secrets.mask(record.name))
        record.duration = TimeInterval(ContinuousClock.now - startInstant)
        record.outcome = messages.isEmpty ? .passed : .failed(messages)
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
        RunningStep.xctestSteps.withLock { $0.last }?.noteFailure(message)
    }
}
