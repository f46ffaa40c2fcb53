/// Which ``Driver`` the running test uses.
///
/// A driver is bound to the work in progress with a task-local value, so parallel tests each
/// see their own: wrap a test in ``using(_:operation:)`` (`TABTestCase` and the Swift
/// Testing trait in `Contexts` do it for you). A process-wide default serves suites that
/// only ever use one engine.
public enum Engine {
    @TaskLocal private static var scoped: (any Driver)?
    private static let processDefault = Locked<(any Driver)?>(nil)

    /// The driver of the running test: the scoped one, else the process default.
    public static var current: (any Driver)? {
        scoped ?? processDefault.current
    }

    /// Runs `operation` with `driver` as the current driver (synchronous code).
    public static func using<Result>(_ driver: any Driver, operation: () throws -> Result) rethrows -> Result {
        try $scoped.withValue(driver, operation: operation)
    }

    /// Runs `operation` with `driver` as the current driver (asynchronous code).
    public static func using<Result>(
        _ driver: any Driver,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $scoped.withValue(driver, operation: operation, isolation: isolation)
    }

    /// Sets (or clears) the driver used when no test has scoped one.
    public static func setDefault(_ driver: (any Driver)?) {
        processDefault.withLock { $0 = driver }
    }
}
