/// Which ``Driver`` the running test uses.
///
/// A driver is bound to the work in progress through the ``TestContext``, so parallel tests each
/// see their own: wrap a test in ``using(_:operation:)`` (`TABTestCase` and the Swift Testing
/// trait do it for you). A process-wide default serves suites that only ever use one engine.
public enum Engine {
    /// The driver of the running test: the scoped one, else the process default.
    public static var current: (any Driver)? {
        TestContext.current[EngineKey.self]?.driver
    }

    /// Runs `operation` with `driver` as the current driver (synchronous code).
    public static func using<Result>(_ driver: any Driver, operation: () throws -> Result) rethrows -> Result {
        try TestContext.with({ $0[EngineKey.self] = DriverBox(driver: driver) }, operation)
    }

    /// Runs `operation` with `driver` as the current driver (asynchronous code).
    public static func using<Result>(
        _ driver: any Driver,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await TestContext.with({ $0[EngineKey.self] = DriverBox(driver: driver) }, isolation: isolation, operation)
    }

    /// Sets (or clears) the driver used when no test has scoped one.
    public static func setDefault(_ driver: (any Driver)?) {
        TestContext.setDefault(driver.map(DriverBox.init(driver:)), for: EngineKey.self)
    }

    private enum EngineKey: TestContextKey {
        static let defaultValue: DriverBox? = nil
    }

    private struct DriverBox: Sendable {
        let driver: any Driver
    }
}
