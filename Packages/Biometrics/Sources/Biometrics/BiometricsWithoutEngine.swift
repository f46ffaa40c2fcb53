import ElementCore

/// A ``Biometrics`` call made while no engine was running: the typed cause of its failure.
///
/// It keeps the wording of this package's failures (`Could not enrol biometrics: no engine is
/// running: …`) and says how to provide an engine. Tests assert on it rather than on the text:
///
/// ```swift
/// let failure = Failures.capture { Biometrics.enrolled() }.first
/// #expect(failure?.cause is BiometricsWithoutEngine)
/// ```
public struct BiometricsWithoutEngine: FailureCause, Equatable {
    /// What the test asked for, as the text says it: `enrol biometrics`, `authenticate with
    /// biometrics`.
    public var attempt: String

    /// A cause for `attempt`.
    public init(attempt: String) {
        self.attempt = attempt
    }

    /// `noEngine`, as an element's failure without an engine, with what was tried.
    public var reportFields: FailureReportFields? {
        FailureReportFields(kind: "noEngine", attempt: attempt)
    }

    /// The failure's text: what could not be done, and how to provide an engine.
    public var description: String {
        "Could not \(attempt): \(BiometricsBackend.noEngine)"
    }
}
