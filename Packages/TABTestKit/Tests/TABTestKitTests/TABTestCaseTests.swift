import TABTestKit
import Foundation
import XCTest

/// TABTestCase's lifecycle, observed from inside its tests. The engine comes from the
/// TABTestCaseEngineProviding adoption in TABTestCaseTests+Engine.swift.
final class TABTestCaseLifecycleTests: TABTestCase {
    /// The driver made for the running test.
    var driver: InMemoryEngine?

    override func tearDown() {
        super.tearDown()
        XCTAssertEqual(try driver?.state(of: .underTest), .notRunning, "tearDown terminates the app")
    }

    func test_theTestRunsWithItsOwnEngine() {
        XCTAssertNotNil(driver)
        XCTAssertTrue(currentEngine === driver)
    }

    func test_theAppIsLaunchedCleanWithTheTestsUUID() throws {
        let uuid = try XCTUnwrap(App.shared.uuid)
        XCTAssertEqual(driver?.launchHistory.count, 1)
        XCTAssertEqual(driver?.launchHistory.first?.arguments, [LaunchKey.clean])
        XCTAssertEqual(driver?.launchHistory.first?.environment[LaunchKey.uuid], uuid.uuidString)
    }

    func test_setUpStopsAtTheFirstFailureAndUnenrolsBiometrics() {
        #if canImport(Darwin)
        XCTAssertFalse(continueAfterFailure)
        #endif
        // swift-corelibs-xctest ignores continueAfterFailure (it always reads true); BDD's
        // scenarios still skip every step after a failed one.
        XCTAssertEqual(driver?.biometricsEnrolled, false)
    }

    func test_everyContextIsAvailable() {
        Scenario("Logging out") {
            Given(I: see(profileScreen))
            And(the: value(of: profileScreen.usernameLabel, is: "My username"))
            And(the: state(of: profileScreen.logOutButton, is: .enabled))
            When(I: tap(profileScreen.logOutButton))
            Then(I: doNotSee(profileScreen))
            And(I: backgroundTheApp)
            And(I: foregroundTheApp)
        }
    }

    func test_aFailurePointsAtTheCall() {
        let line: UInt = #line + 2
        let recorded = Failures.capture {
            ElementConfiguration.with(.fast) { tap(Button(id: "Sign up")) }
        }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.line, line)
        XCTAssertEqual(recorded.first?.message, """
        Could not tap Button "Sign up" within 0.30 s: it does not exist
          Query:     App › Button "Sign up"
        """)
    }
}

/// A class that overrides the engine and both hooks.
final class TABTestCaseHookTests: TABTestCase {
    private let events = EventLog()
    private var ownDriver: InMemoryEngine?

    override func makeEngine() throws -> any Engine {
        let driver = InMemoryEngine(app: profileApp(), launched: false)
        ownDriver = driver
        return driver
    }

    override func preLaunchSetup(_ launch: @escaping () -> Void) {
        events.append("pre-launch")
        App.shared.launchArguments.append("-Seeded")
        launch()
    }

    override func preTerminationTearDown(_ terminate: @escaping () -> Void) {
        events.append("pre-termination")
        XCTAssertEqual(App.shared.state, .runningForeground)
        terminate()
        XCTAssertEqual(events.events, ["pre-launch", "test", "pre-termination"])
    }

    func test_theHooksRunAroundTheTest() {
        events.append("test")
        XCTAssertTrue(currentEngine === ownDriver)
        XCTAssertEqual(ownDriver?.launchHistory.first?.arguments, ["-Seeded", LaunchKey.clean])
    }
}

/// A class whose setup does not launch the app.
final class TABTestCaseWithoutLaunchTests: TABTestCase {
    override func makeEngine() throws -> any Engine {
        InMemoryEngine(app: profileApp(), launched: false)
    }

    override func preLaunchSetup(_ launch: @escaping () -> Void) {}

    func test_theAppIsNotLaunched() {
        XCTAssertEqual(App.shared.state, .notRunning)
        launchTheApp(clean: false)
        XCTAssertEqual(App.shared.state, .runningForeground)
        XCTAssertEqual(App.shared.launchArguments, [])
    }
}
