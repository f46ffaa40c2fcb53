#if canImport(Testing)
import Contexts
import ElementCore
import Foundation
import Testing

/// The Swift Testing equivalent of `TABTestCase`: each test runs with its own engine and
/// launch settings (with a new UUID), biometrics unenrolled where the engine can, the app
/// launched clean before it and terminated after it.
///
/// ```swift
/// @Suite(.tabTestKit(engine: { InMemoryEngine(app: profileApp) }))
/// struct ProfileTests: TABTestKitContexts {
///     @Test func loggingOut() {
///         Given(I: see(profileScreen))
///         When(I: tap(profileScreen.logOutButton))
///         Then(I: doNotSee(profileScreen))
///     }
/// }
/// ```
///
/// On a suite it applies to every test in it, each with a driver of its own.
public struct TABTestKitTrait: TestTrait, SuiteTrait, TestScoping {
    /// Makes the driver of one test.
    public typealias EngineFactory = @Sendable () throws -> any Engine
    /// Runs before the app is launched; calls `launch` when ready.
    public typealias PreLaunchSetup = @Sendable (_ launch: @escaping () -> Void) -> Void
    /// Runs before the app is terminated; calls `terminate` when ready.
    public typealias PreTerminationTearDown = @Sendable (_ terminate: @escaping () -> Void) -> Void

    /// The engine factory; `nil` uses ``TABTestKitEngine/makeDefaultEngine(environment:)``.
    public let engine: EngineFactory?
    /// The pre-launch setup; `nil` just launches.
    public let preLaunchSetup: PreLaunchSetup?
    /// The pre-termination teardown; `nil` just terminates.
    public let preTerminationTearDown: PreTerminationTearDown?

    /// Creates the trait; prefer `.tabTestKit(engine:preLaunchSetup:preTerminationTearDown:)`.
    public init(engine: EngineFactory?, preLaunchSetup: PreLaunchSetup?, preTerminationTearDown: PreTerminationTearDown?) {
        self.engine = engine
        self.preLaunchSetup = preLaunchSetup
        self.preTerminationTearDown = preTerminationTearDown
    }

    /// A suite's tests each get the trait.
    public var isRecursive: Bool { true }

    /// Scopes each test case, never a whole suite: every test gets its own engine and app.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> TABTestKitTrait? {
        testCase == nil ? nil : self
    }

    /// Runs one test with its engine, launch settings and app lifecycle, on a thread of its
    /// own (``OwnThread``): engine calls block, and blocking one of Swift concurrency's few
    /// cooperative threads would starve other tests and any app server in the process.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        var name = String(describing: test.id)
        if let testCase, testCase.isParameterized { name += " " + String(describing: testCase) }
        try await OwnThread.run { try await TestReporting.around(test: name, isolation: nil) {
            let driver: any Engine
            do {
                driver = try engine?() ?? TABTestKitEngine.makeDefaultEngine()
            } catch {
                Failures.record(EngineSetupFailure(test: test.name, error: error))
                return
            }
            let preLaunchSetup = self.preLaunchSetup ?? { launch in launch() }
            let preTerminationTearDown = self.preTerminationTearDown ?? { terminate in terminate() }
            try await TestLifecycle.scoped(driver: driver, isolation: nil) {
                TestLifecycle.setUp(preLaunchSetup: preLaunchSetup)
                defer { TestLifecycle.tearDown(preTerminationTearDown: preTerminationTearDown) }
                try await function()
            }
        } }
    }
}

extension Trait where Self == TABTestKitTrait {
    /// Runs each test with an engine of its own (`engine`, else the default one), launch
    /// settings with a new UUID, and the app launched clean before and terminated after.
    ///
    /// - Parameters:
    ///   - engine: makes the driver of each test.
    ///   - preLaunchSetup: runs before the launch; it must call `launch` for the app to launch.
    ///   - preTerminationTearDown: runs before the termination; it must call `terminate`.
    public static func tabTestKit(
        engine: TABTestKitTrait.EngineFactory? = nil,
        preLaunchSetup: TABTestKitTrait.PreLaunchSetup? = nil,
        preTerminationTearDown: TABTestKitTrait.PreTerminationTearDown? = nil
    ) -> Self {
        TABTestKitTrait(engine: engine, preLaunchSetup: preLaunchSetup, preTerminationTearDown: preTerminationTearDown)
    }
}
#endif
