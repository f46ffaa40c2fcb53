import ElementCore

/// What a recorded Biometrics failure says the engine refused: the attempt and the engine's
/// `EngineError.unsupported` reason; `nil` when its cause is anything else.
func unsupported(_ failure: RecordedFailure?) -> (attempt: String, reason: String)? {
    guard let cause = failure?.elementFailure, case .engine(.unsupported(let reason)) = cause.reason else { return nil }
    return (cause.attempt, reason)
}
