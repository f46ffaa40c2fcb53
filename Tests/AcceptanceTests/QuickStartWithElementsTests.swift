import BDD
import ElementCore
import InMemoryEngine
import XCTest

/// The quick-start's `test_loggingOut`, written with element calls only (the Contexts give
/// the shorter `see`/`value(of:is:)`/`doNotSee` form), on the in-memory engine.
final class QuickStartWithElementsTests: XCTestCase {
    override func invokeTest() {
        withEngine(makeProfileApp()) { super.invokeTest() }
    }

    func test_loggingOut() {
        Scenario("Logging out") {
            Given(I: profileScreen.waitFor())
            And(the: profileScreen.usernameLabel.waitFor(value: "My username"))
            When(I: profileScreen.logOutButton.tap())
            Then(I: profileScreen.waitForAbsence())
        }
    }

    func test_loggingOut_withAWrongExpectedValue_failsAtTheStepNamingTheStepAndTheElement() throws {
        var stepLine: UInt = 0
        let failures: [RecordedFailure] = ElementConfiguration.with(ElementConfiguration(defaultTimeout: 0.3)) {
            Failures.capture { () -> Void in
                Scenario("Logging out") {
                    Given(I: profileScreen.waitFor())
                    stepLine = #line + 1
                    And(the: profileScreen.usernameLabel.waitFor(value: "Somebody else"))
                    When(I: profileScreen.logOutButton.tap())
                }
            }
        }
        XCTAssertEqual(failures.count, 1)
        let failure = try XCTUnwrap(failures.first)
        XCTAssertEqual(failure.line, stepLine, "the failure points at the step's line")
        XCTAssertTrue(failure.fileID.hasSuffix("QuickStartWithElementsTests.swift"))
        XCTAssertTrue(failure.message.contains(#"waiting for the value of Label "UsernameLabel" to be "Somebody else""#), failure.message)
        XCTAssertTrue(failure.message.contains(#"Observed:  "My username""#), failure.message)
        XCTAssertTrue(failure.message.contains(#"Step:      And the profileScreen.usernameLabel.waitFor(value: "Somebody else")"#), failure.message)
        XCTAssertTrue(failure.message.contains("Scenario:  Logging out"), failure.message)
    }
}
