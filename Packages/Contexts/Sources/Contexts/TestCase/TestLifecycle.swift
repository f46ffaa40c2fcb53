import Biometrics
import ElementCore
import Foundation
import SystemApps

/// What happens around every test, for `TABTestCase` and the Swift Testing trait alike:
/// scope the engine and fresh launch settings (with a new UUID), unenrol biometrics where the
/// engine can, run the pre-launch setup (which launches the app clean), the test, then the
/// pre-termination teardown (which terminates the app).
public enum TestLifecycle {
    /// The pre-launch setup: does its own work, then calls `launch` (or not).
    public typealias PreLaunchSetup = (_ launch: @escaping () -> Void) -> Void
    /// The pre-termination teardown: does its own work, then calls `terminate` (or not).
    public typealias PreTerminationTearDown = (_ terminate: @escaping () -> Void) -> Void

    /// Runs `body` with `driver` as the engine, fresh launch settings holding `uuid`, and the
    /// test's ``TestRun`` (the one the reports gave it, else a new one; stopped when the app
    /// does not launch).
    public static func scoped<Result>(
        driver: any Engine,
        uuid: UUID = UUID(),
        _ body: () throws -> Result
    ) rethrows -> Result {
        try TestContext.with({ $0.run = $0.run ?? TestRun() }) {
            try withEngine(driver) {
                try AppLaunchSettings.using(.forNewTest(uuid: uuid), operation: body)
            }
        }
    }

    /// Runs `body` with `driver` as the engine and fresh launch settings holding `uuid`
    /// (asynchronous code).
    public static func scoped<Result>(
        driver: any Engine,
        uuid: UUID = UUID(),
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await TestContext.with({ $0.run = $0.run ?? TestRun() }, isolation: isolation) {
            try await withEngine(driver, isolation: isolation) {
                try await AppLaunchSettings.using(.forNewTest(uuid: uuid), isolation: isolation, operation: body)
            }
        }
    }

    /// Unenrols biometrics where the engine can, then runs `preLaunchSetup` with a closure
    /// that launches the app under test clean. Call inside ``scoped(driver:uuid:_:)``.
    ///
    /// A launch that fails records its failure and stops the test (``TestRun``): no step
    /// runs without an app.
    public static func setUp(preLaunchSetup: PreLaunchSetup) {
        unenrollBiometricsWhereSupported()
        let run = TestContext.current.run
        preLaunchSetup(rescoped {
            if !App.shared.launch(clean: true) {
                run?.stop(because: "the app did not launch")
            }
        })
    }

    /// Runs `preTerminationTearDown` with a closure that terminates the app under test.
    /// Call inside ``scoped(driver:uuid:_:)``.
    public static func tearDown(preTerminationTearDown: PreTerminationTearDown) {
        preTerminationTearDown(rescoped { App.shared.terminate() })
    }

    /// `action`, bound to the engine and launch settings in force now, so it still works when
    /// the setup calls it later or from another thread.
    private static func rescoped(_ action: @escaping @Sendable () -> Void) -> () -> Void {
        let driver = currentEngine
        let settings = AppLaunchSettings.current
        return {
            AppLaunchSettings.using(settings) {
                guard let driver else { return action() }
                withEngine(driver, operation: action)
            }
        }
    }

    /// Unenrols biometrics, silently skipping engines that cannot simulate them (as the
    /// `Biometrics` package judges: the engine's own capability, or the iOS simulator).
    static func unenrollBiometricsWhereSupported() {
        guard let driver = currentEngine, BiometricsController(engine: driver).unavailableReason == nil else { return }
        Biometrics.unenrolled()
    }
}
