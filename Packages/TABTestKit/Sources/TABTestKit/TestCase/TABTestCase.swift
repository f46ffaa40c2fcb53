#if canImport(XCTest)
import BDD
import Contexts
import ElementCore
import Foundation
import SystemApps
import XCTest

/// The base class of XCTest UI tests: the ``DefaultContexts``' functions (as TABTestKit 1.8's;
/// adopt `TabBarContext` and `SystemPreferencesContext` as well where needed), an engine per test, and the
/// app launched before each test and terminated after it.
///
/// ```swift
/// final class ProfileTests: TABTestCase {
///     func test_loggingOut() {
///         Scenario("Logging out") {
///             Given(I: see(profileScreen))
///             When(I: tap(profileScreen.logOutButton))
///             Then(I: doNotSee(profileScreen))
///         }
///     }
/// }
/// ```
///
/// Before each test it makes a driver (``makeEngine()``) and runs the whole test — `setUp`,
/// the test method, `tearDown` — with that driver as `currentEngine` and with
/// fresh launch settings holding a new UUID under `TABTestKit.UUID`. `setUp` stops the test at
/// its first failure, unenrols biometrics where the engine can, and calls
/// ``preLaunchSetup(_:)``, which launches the app clean. `tearDown` calls
/// ``preTerminationTearDown(_:)``, which terminates it. Nothing is shared between tests, so
/// they may run in parallel.
open class TABTestCase: XCTestCase, DefaultContexts {
    /// The driver for the test about to run: the class's ``TABTestCaseEngineProviding``
    /// adoption, else ``TABTestKitEngine/makeDefaultEngine(environment:)``. Override it to
    /// choose the engine of a test class.
    open func makeEngine() throws -> any Engine {
        if let provider = self as? any TABTestCaseEngineProviding {
            return try provider.makeTestEngine()
        }
        return try TABTestKitEngine.makeDefaultEngine()
    }

    /// Runs before the app is launched; call `launch` when ready (it launches the app clean).
    /// Override it to prepare a mock server, reset privacy prompts…, or to launch differently.
    open func preLaunchSetup(_ launch: @escaping () -> Void) {
        launch()
    }

    /// Runs before the app is terminated; call `terminate` when ready.
    open func preTerminationTearDown(_ terminate: @escaping () -> Void) {
        terminate()
    }

    /// Runs the test with its engine and launch settings in force.
    override open func invokeTest() {
        XCTestIntegration.install()
        XCTestTracking.noteRunning(self)
        TestReporting.around(test: Self.readableName(name), failed: { testRun.map { $0.totalFailureCount > 0 } }) {
            let driver: any Engine
            do {
                driver = try makeEngine()
            } catch {
                Failures.record(EngineSetupFailure(test: name, error: error))
                return
            }
            TestLifecycle.scoped(driver: driver) {
                super.invokeTest()
            }
        }
    }

    /// `LoginTests.test_logIn`, from XCTest's `-[LoginTests test_logIn]` (Apple) or
    /// `LoginTests.test_logIn` (Linux).
    static func readableName(_ name: String) -> String {
        name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).replacingOccurrences(of: " ", with: ".")
    }

    /// Stops at the first failure, unenrols biometrics and runs ``preLaunchSetup(_:)``.
    override open func setUp() {
        super.setUp()
        continueAfterFailure = false
        TestLifecycle.setUp(preLaunchSetup: preLaunchSetup)
    }

    /// Runs ``preTerminationTearDown(_:)``.
    override open func tearDown() {
        TestLifecycle.tearDown(preTerminationTearDown: preTerminationTearDown)
        super.tearDown()
    }
}
#endif
