/// The one way failures enter the failure path.
public enum TestFailures {
    /// Raises a failure at `origin` in the current ``TestContext``: it names the running step
    /// and scenario and goes to the context's ``FailureSink`` (the test framework when none).
    public static func record(_ message: String, at origin: CallSite, attachments: [FailureAttachment] = []) {
        let context = TestContext.current
        record(Failure(
            message: message,
            origin: origin,
            step: context.step,
            scenario: context.scenario,
            test: context.test,
            attachments: attachments
        ))
    }

    /// Whether a failure raised now deserves evidence (see ``FailureSink/wantsEvidence``).
    public static var wantsEvidence: Bool {
        TestContext.current.failureSink?.wantsEvidence ?? true
    }

    /// Hands a failure to the current context's sink.
    public static func record(_ failure: Failure) {
        (TestContext.current.failureSink ?? FrameworkReporter.shared).record(failure)
    }

    /// Runs `body` and returns the failures it raised, instead of reporting them. Captured
    /// failures are only observed: they do not fail the running step.
    public static func capture<Result>(_ body: () throws -> Result) rethrows -> (Result, [Failure]) {
        let sink = CapturingSink()
        let result = try TestContext.with({ $0.failureSink = sink }, body)
        return (result, sink.failures)
    }
}

/// Keeps failures instead of reporting them.
final class CapturingSink: FailureSink {
    private let storage = Locked<[Failure]>([])

    func record(_ failure: Failure) {
        storage.withLock { $0.append(failure) }
    }

    var failures: [Failure] { storage.current }

    var wantsEvidence: Bool { false }
}
