/// The registry of ``StepObserver``s.
///
/// Observers added with ``add(_:)`` receive the events of every step and
/// scenario in the process until they are removed. Observers passed to
/// `withObserver(_:operation:)` receive only the events of steps and
/// scenarios run by the operation (and by tasks it creates), which keeps
/// tests that run in parallel from seeing each other's events.
public enum StepObservers {
    private struct Registry {
        var nextID: UInt64 = 1
        var observers: [(token: ObservationToken, observer: any StepObserver)] = []
    }

    private static let registry = Locked(Registry())

    /// The observers scoped to the work in progress, in the ``TestContext``.
    private enum ScopedKey: TestContextKey {
        static let defaultValue: [any StepObserver] = []
    }

    private static var scoped: [any StepObserver] { TestContext.current[ScopedKey.self] }

    /// Registers `observer` for every step and scenario in the process.
    ///
    /// BDD keeps a strong reference to the observer until it is removed.
    /// - Returns: The token to pass to ``remove(_:)``.
    @discardableResult
    public static func add(_ observer: any StepObserver) -> ObservationToken {
        _ = forwardReportedFailures
        return registry.withLock { registry in
            let token = ObservationToken(id: registry.nextID)
            registry.nextID += 1
            registry.observers.append((token, observer))
            return token
        }
    }

    /// Unregisters the observer registered under `token`. Removing it twice does nothing.
    public static func remove(_ token: ObservationToken) {
        registry.withLock { registry in
            registry.observers.removeAll { $0.token == token }
        }
    }

    /// Runs `operation` with `observer` receiving the events of the steps and
    /// scenarios it runs, in addition to the process-wide observers.
    @discardableResult
    public static func withObserver<R>(_ observer: any StepObserver, operation: () throws -> R) rethrows -> R {
        _ = forwardReportedFailures
        return try TestContext.with({ $0[ScopedKey.self] = scoped + [observer] }, operation)
    }

    /// Runs the asynchronous `operation` with `observer` receiving the events
    /// of the steps and scenarios it runs, in addition to the process-wide observers.
    @discardableResult
    public static func withObserver<R>(
        _ observer: any StepObserver,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> R
    ) async rethrows -> R {
        _ = forwardReportedFailures
        return try await TestContext.with({ $0[ScopedKey.self] = scoped + [observer] }, isolation: isolation, operation)
    }

    /// The observers that should receive an event now: process-wide ones in
    /// registration order, then scoped ones from the outermost scope in.
    static var current: [any StepObserver] {
        registry.withLock { $0.observers.map(\.observer) } + scoped
    }

    /// Hands observers the failures reported outside any scenario and step, once per process
    /// (installed with the first observer).
    private static let forwardReportedFailures: Void = {
        FailureListeners.add(OutsideScenarioForwarder())
    }()

    /// Sends an event to every current observer.
    static func notify(_ event: (any StepObserver) -> Void) {
        for observer in current {
            event(observer)
        }
    }
}

/// Passes failures reported outside any scenario and step on to the step observers.
private struct OutsideScenarioForwarder: FailureListener {
    func failureReported(_ failure: Failure) {
        // Listeners hear a failure in the context it was raised in: a step's or scenario's own
        // failures (a step that threw) belong to them, whatever the failure carries.
        let context = TestContext.current
        guard failure.step == nil, failure.scenario == nil, context.step == nil, context.scenario == nil else { return }
        StepObservers.notify { $0.failureOutsideScenarios(failure) }
    }
}
