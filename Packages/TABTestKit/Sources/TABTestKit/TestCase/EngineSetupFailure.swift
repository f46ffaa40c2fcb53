import ElementCore

/// The engine of a test could not be made (a browser that would not start, a driver the
/// environment names but this platform lacks), so the test did not run: the typed cause of
/// that failure, recorded by `TABTestCase` and the `.tabTestKit(…)` trait.
///
/// Tests and reports can tell it from a failure of the test itself:
///
/// ```swift
/// #expect(failure.cause is EngineSetupFailure)
/// ```
public struct EngineSetupFailure: FailureCause {
    /// The test that could not run, as its framework names it.
    public var test: String
    /// Why the engine could not be made: the error its factory threw.
    public var error: any Error

    /// A cause for `test`, whose engine factory threw `error`.
    public init(test: String, error: any Error) {
        self.test = test
        self.error = error
    }

    /// `engineSetup`, with the test and the type of the factory's error.
    public var reportFields: FailureReportFields? {
        FailureReportFields(kind: "engineSetup", attempt: test, detail: String(reflecting: type(of: error)))
    }

    /// The failure's text: the test, then the factory's error.
    public var description: String {
        "Could not make an engine for \(test): \(error)"
    }
}
