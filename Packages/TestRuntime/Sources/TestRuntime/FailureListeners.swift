/// Hears every failure reported to the test framework (not those only captured), with its
/// evidence: how reports learn of failures and their screenshots.
public protocol FailureListener: Sendable {
    /// A failure was just reported, in the context it was raised in.
    func failureReported(_ failure: Failure)
}

/// The listeners of reported failures, process-wide.
public enum FailureListeners {
    private static let listeners = Locked<[any FailureListener]>([])

    /// Adds a listener for the rest of the process.
    public static func add(_ listener: any FailureListener) {
        listeners.withLock { $0.append(listener) }
    }

    /// Runs `operation` with `listener` hearing the failures it reports (on top of the
    /// process-wide listeners).
    public static func with<Result>(_ listener: any FailureListener, operation: () throws -> Result) rethrows -> Result {
        try TestContext.with({ $0[ScopedKey.self] = TestContext.current[ScopedKey.self] + [listener] }, operation)
    }

    private enum ScopedKey: TestContextKey {
        static let defaultValue: [any FailureListener] = []
    }

    static func notify(_ failure: Failure) {
        for listener in listeners.current + TestContext.current[ScopedKey.self] { listener.failureReported(failure) }
    }
}
