import ElementCore

/// Reading an element's typed value without failing, for assertions that wait for a value.
enum ValueObservation<Value> {
    /// The value that was read.
    case value(Value)
    /// Why no value could be read (the element is missing, ambiguous…).
    case unavailable(String)

    /// Reads `read()` of `element` once, with no waiting, and without letting a failed read
    /// reach the test or the running step.
    ///
    /// The read comes first (one engine request when the element is there, which is the
    /// common case while waiting); only a read that failed resolves the element again, to
    /// say why (missing, ambiguous…). A failed read never counts as a value.
    static func read(_ element: any Element, driver: any Engine, _ read: () -> Value) -> ValueObservation {
        let (value, failures) = QuietFailures.capture { QuietFailures.withoutWaiting(read) }
        guard let failure = failures.first else { return .value(value) }
        if let missing = Presence.problem(of: element, driver: driver) { return .unavailable(missing) }
        return .unavailable(failure.message.split(separator: "\n").first.map(String.init) ?? "it could not be read")
    }

    /// How the observation reads in a message.
    var description: String {
        switch self {
        case .value(let value): return Describing.value(value)
        case .unavailable(let reason): return "no value: \(reason)"
        }
    }
}
