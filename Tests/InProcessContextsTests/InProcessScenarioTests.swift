import BDD
import Contexts
import TABTestKit
import ElementCore
import Foundation
import InProcessEngine
import Testing
import XCTest

/// The same Screens, Contexts and Steps as on XCUI or in a browser, run in-process: a
/// `TABTestCase` whose engine shows view controllers in the test's own process.
final class InProcessLoginTests: TABTestCase {
    override func makeEngine() throws -> any Engine { makeLoginEngine() }

    func test_loggingIn() {
        Scenario("Logging in") {
            Given(I: see(loginScreen))
            And(the: state(of: loginScreen.logInButton, isNot: .enabled))
            When(I: type("ALICE alice", into: loginScreen.username))
            Then(the: value(of: loginScreen.username, is: "alice"))
            When(I: type("hunter2", into: loginScreen.password))
            And(I: adjust(loginScreen.rememberMe, to: .on))
            And(I: tap(loginScreen.logInButton))
            Then(I: see(profileScreen))
            And(the: value(of: profileScreen.usernameLabel, is: "Welcome, alice"))
            When(I: tap(profileScreen.backButton))
            Then(I: see(loginScreen))
        }
    }

    func test_aFailingStepPointsAtTheStep() {
        let failures = ElementConfiguration.with(ElementConfiguration(defaultTimeout: 0.2, actionTimeout: 0.2)) {
            Failures.capture { see(profileScreen) }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("Header \"My Profile\"") == true, failures.first?.message ?? "")
    }
}

/// The same with Swift Testing: each test gets its own in-process engine, launched clean.
@Suite(.tabTestKit(engine: { makeLoginEngine() }))
struct InProcessLoginSwiftTestingTests: TABTestKitContexts {
    @Test func loggingInFromAnotherThread() throws {
        let driver = try #require(currentEngine as? InProcessEngine)
        see(loginScreen)
        type("bob", into: loginScreen.username)
        type("secret", into: loginScreen.password)
        tap(loginScreen.logInButton)
        see(profileScreen)
        value(of: profileScreen.usernameLabel, is: "Welcome, bob")
        #expect(driver.launchHistory.count == 1)
        #expect(!driver.actionLog.joined().contains("secret"))
    }
}
