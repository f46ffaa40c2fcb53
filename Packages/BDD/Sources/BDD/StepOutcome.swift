/// How a ``Step`` or a ``Scenario`` ended.
public enum StepOutcome: Sendable, Hashable {
    /// It ran and nothing went wrong.
    case passed
    /// It ran and failed. The messages say why, in the order they were noted.
    case failed([String])
    /// It was not run, because an earlier step or scenario in the same test
    /// had already failed.
    case skipped

    /// Whether this outcome is ``failed(_:)``.
    public var isFailure: Bool {
        if case .failed = self { return true }
        return false
    }

    /// The failure messages, or an empty array when the outcome is not a failure.
    public var failureMessages: [String] {
        if case .failed(let messages) = self { return messages }
        return []
    }
}
