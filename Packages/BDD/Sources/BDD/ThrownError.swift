/// The cause of a failure whose step or scenario body threw: the error itself, typed, and where
/// it was thrown.
///
/// ```text
/// Step "When I tap(button)" in scenario "Logging out" threw an error: …
/// ```
public struct ThrownError: FailureCause {
    /// The error the body threw.
    public let error: any Error
    /// The name of the step whose body threw; `nil` when a scenario's body threw outside its steps.
    public let step: String?
    /// The description of the scenario it ran in, if any.
    public let scenario: String?
    /// The error's text, secrets masked (a step's short typed secrets too) when it was thrown.
    private let errorText: String

    /// A thrown error; `mask` hides secrets in the step's name and the error's text.
    init(_ error: any Error, step: String?, scenario: String?, mask: (String) -> String = Secrets.mask) {
        self.error = error
        self.step = step.map(mask)
        self.scenario = scenario
        self.errorText = mask("\(error)")
    }

    /// The text names the step and scenario already.
    public var namesItsStep: Bool { true }

    /// `Step "…" in scenario "…" threw an error: …`, or `Scenario "…" threw an error: …`.
    public var description: String {
        var text: String
        if let step {
            text = "Step \"\(step)\""
            if let scenario { text += " in scenario \"\(scenario)\"" }
        } else {
            text = "Scenario \"\(scenario ?? "")\""
        }
        return text + " threw an error: \(errorText)"
    }
}
