import Foundation

/// A step whose body is running: its identity plus the failures noted so far.
///
/// Failures can be noted from any thread (an XCTest observer, the step-context
/// channel's `noteFailure` closure), so the mutable part is lock-protected.
final class RunningStep: Sendable {
    /// The step's record at start; ``snapshot()`` adds the live parts.
    let start: StepRecord
    /// Where the step was written.
    let site: CallSite
    /// The test the step runs in.
    let test: TestIdentity
    /// The scenario the step runs in, if any.
    let scenarioID: ObjectIdentifier?
    private let startInstant: ContinuousClock.Instant
    private let failures = Locked<(messages: [String], isOpen: Bool)>(([], true))

    init(start: StepRecord, site: CallSite, test: TestIdentity, scenarioID: ObjectIdentifier?) {
        self.start = start
        self.site = site
        self.test = test
        self.scenarioID = scenarioID
        self.startInstant = ContinuousClock.now
    }

    /// Marks the step as failed with `message`. Ignored once the step finished.
    ///
    /// The same failure often arrives twice — announced through the step-context channel, then
    /// observed again as the XCTest failure it became (with a prefix and notes around it) — so
    /// a message that contains one already noted is not added again.
    func noteFailure(_ message: String) {
        failures.withLock { state in
            guard state.isOpen else { return }
            if state.messages.contains(where: { message.contains($0) || $0.contains(message) }) { return }
            state.messages.append(message)
        }
    }

    /// Whether a failure was noted.
    var hasFailed: Bool {
        failures.withLock { !$0.messages.isEmpty }
    }

    /// Seconds since the step started.
    var elapsed: TimeInterval {
        TimeInterval(ContinuousClock.now - startInstant)
    }

    /// The record as of now: duration so far, outcome so far.
    func snapshot() -> StepRecord {
        let messages = failures.withLock { $0.messages }
        var record = start
        record.duration = elapsed
        record.outcome = messages.isEmpty ? .passed : .failed(messages)
        return record
    }

    /// Stops accepting failures and returns the final record.
    func finish() -> StepRecord {
        let duration = elapsed
        let messages = failures.withLock { state in
            state.isOpen = false
            return state.messages
        }
        var record = start
        record.duration = duration
        record.outcome = messages.isEmpty ? .passed : .failed(messages)
        return record
    }

    /// The innermost running step on the current thread.
    static let stack = ThreadLocalStack<RunningStep>(key: "BDD.RunningSteps")

    /// Running steps of XCTest tests on every thread, oldest first. A failure
    /// XCTest reports on a thread where no step runs (say, from a background
    /// queue) is blamed on the most recent of these.
    static let xctestSteps = Locked<[RunningStep]>([])

    /// The step an XCTest failure reported on the current thread belongs to.
    static func blamedForXCTestFailure() -> RunningStep? {
        if let step = stack.top { return step }
        return xctestSteps.withLock { $0.last }
    }
}
