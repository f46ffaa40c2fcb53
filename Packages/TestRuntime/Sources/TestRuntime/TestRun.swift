/// One running test's record of how it is going, shared by every part of it: the failures it
/// had, in order, and whether it was stopped. It is the one place where "has failed" is kept:
/// a step, a scenario and the test itself have failed when failures were recorded here while
/// they ran, and the reports read the test's outcome from here.
///
/// `TestLifecycle` (Contexts) and the reports put one in the ``TestContext`` around each test;
/// BDD keeps one per test for tests without. Failures enter it where they end their way: the
/// test framework's reporter (``FrameworkReporter``), a capture (``TestFailures/capture(_:)``,
/// whose own run keeps them apart from the test's), and failures the test framework recorded by
/// itself (an `XCTAssert`).
///
/// When something every later step depends on failed — the app did not launch — the run is
/// also *stopped*: BDD skips every later step and scenario of the test instead of running them
/// without an app, where an absence check would pass.
public final class TestRun: Sendable {
    private struct State {
        var failures: [Failure] = []
        var stopReason: String?
    }

    private let state = Locked(State())

    /// A test that can go on.
    public init() {}

    /// Adds a failure of the test. A failure already recorded (the same ``Failure/id``, handed on
    /// from a step to the test framework's reporter) is kept once.
    public func record(_ failure: Failure) {
        state.withLock { state in
            if !state.failures.contains(where: { $0.id == failure.id }) { state.failures.append(failure) }
        }
    }

    /// Every failure of the test so far, in order.
    public var failures: [Failure] { state.withLock { $0.failures } }

    /// How many failures were recorded so far: a step or scenario notes it when it starts and
    /// owns the failures recorded after (``failures(since:)``).
    public var failureCount: Int { state.withLock { $0.failures.count } }

    /// The failures recorded after the first `count`.
    public func failures(since count: Int) -> [Failure] {
        state.withLock { Array($0.failures.dropFirst(count)) }
    }

    /// Whether the test has failed.
    public var hasFailed: Bool { state.withLock { !$0.failures.isEmpty } }

    /// Stops the test; the first reason is kept.
    public func stop(because why: String) {
        state.withLock { state in
            if state.stopReason == nil { state.stopReason = why }
        }
    }

    /// Why the test stopped, or `nil` while it can go on.
    public var stopReason: String? { state.withLock { $0.stopReason } }

    /// Whether the test stopped.
    public var isStopped: Bool { stopReason != nil }

    /// How the test is going: ``TestOutcome/failed(_:)`` once a failure was recorded.
    public var outcome: TestOutcome {
        let failures = self.failures
        return failures.isEmpty ? .passed : .failed(failures)
    }
}

/// How a test ended (or is going), as its ``TestRun`` recorded it.
public enum TestOutcome: Sendable, Hashable {
    /// No failure was recorded.
    case passed
    /// These failures were recorded, in order.
    case failed([Failure])

    /// Whether the test failed.
    public var isFailure: Bool {
        if case .failed = self { return true }
        return false
    }
}
