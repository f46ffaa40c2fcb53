/// The one way failures enter the failure path.
public enum TestFailures {
    /// Raises a failure at `origin` in the current ``TestContext``: it names the running step
    /// and scenario and goes to the context's ``FailureSink`` (the test framework when none).
    public static func record(_ message: String, at origin: CallSite, attachments: [FailureAttachment] = []) {
        record(FailureText(message), at: origin, attachments: attachments)
    }

    /// Raises a failure with a typed cause at `origin` in the current ``TestContext``.
    public static func record(_ cause: any FailureCause, at origin: CallSite, attachments: [FailureAttachment] = []) {
        let context = TestContext.current
        record(Failure(
            cause: cause,
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
    /// failures are only observed: they do not fail the running step or test. Inside, a run of
    /// its own (``TestRun``) keeps them, so steps run in `body` fail and skip among themselves.
    public static func capture<Result>(_ body: () throws -> Result) rethrows -> (Result, [Failure]) {
        let sink = CapturingSink()
        let result = try TestContext.with({
            $0.failureSink = sink
            $0.run = sink.run
        }, body)
        return (result, sink.failures)
    }
}

/// Keeps failures instead of reporting them, in a run of its own.
final class CapturingSink: FailureSink {
    let run = TestRun()

    func record(_ failure: Failure) {
        run.record(failure)
    }

    var failures: [Failure] { run.failures.filter { !$0.isRecordedByTestFramework } }

    var wantsEvidence: Bool { false }
}
