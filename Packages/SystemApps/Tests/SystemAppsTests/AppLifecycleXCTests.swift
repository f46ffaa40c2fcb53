import ElementCore
import InMemoryEngine
import SystemApps
import XCTest

/// The same lifecycle, written as XCTest tests.
final class AppLifecycleXCTests: XCTestCase {
    func test_relaunchingWithANewLaunchArgument() {
        let driver = driverWithSystemApps()
        let recorded = failures(on: driver) {
            App.shared.launchArguments = ["-Onboarded"]
            XCTAssertTrue(App.shared.launch())
            XCTAssertEqual(Label(id: "Arguments").value, "-Onboarded")
        }
        XCTAssertEqual(recorded.map(\.message), [])
    }

    func test_terminatingSettings() {
        let driver = driverWithSystemApps()
        let recorded = failures(on: driver) {
            XCTAssertTrue(SystemPreferences().launch())
            XCTAssertTrue(SystemPreferences().terminate())
            XCTAssertEqual(SystemPreferences().state, .notRunning)
            XCTAssertEqual(App.shared.state, .runningForeground)
        }
        XCTAssertEqual(recorded.map(\.message), [])
    }

    func test_aFailureToLaunchAMissingAppPointsAtTheCall() {
        let line: UInt = #line + 1
        let recorded = failures(on: InMemoryEngine(app: launchEchoApp)) { Springboard().launch() }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.line, line)
        let cause = recorded.first?.cause as? AppEngineFailure
        XCTAssertEqual(cause?.isAppUnavailable, true)
        XCTAssertEqual(cause?.app, "Springboard (com.apple.springboard)")
        XCTAssertEqual(cause?.attempt, "launch it")
        // The suite's one check of the text.
        XCTAssertEqual(recorded.first?.message, """
        Springboard (com.apple.springboard) is not available on the in-memory engine, so the test cannot launch it.
          Engine:    in-memory
          Reason:    The in-memory engine has no app App("com.apple.springboard"): pass it to InMemoryEngine(app:otherApps:).
        """)
    }
}
