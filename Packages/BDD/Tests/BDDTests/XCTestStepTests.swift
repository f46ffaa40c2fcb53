import Foundation
import XCTest
@testable import BDD
@_spi(Testing) import TestRuntime

/// BDD under XCTest: the same behaviours as the Swift Testing suites, checked
/// through XCTest's reporting.
final class XCTestStepTests: FailureCapturingTestCase {
    func testStepsRunInOrder() {
        var order: [String] = []
        Scenario("Ordering") {
            Given(I: order.append("given"))
            When(I: order.append("when"))
            Then(I: order.append("then"))
            And(the: order.append("and"))
        }
        XCTAssertEqual(order, ["given", "when", "then", "and"])
    }

    func testLabelsWithAutoclosuresAndFunctionReferences() {
        var calls = 0
        func backgroundTheApp() { calls += 1 }

        let steps = [
            Given(backgroundTheApp()), When(I: backgroundTheApp()), Then(the: backgroundTheApp()), And(a: backgroundTheApp()),
            Given(backgroundTheApp), When(I: backgroundTheApp), Then(the: backgroundTheApp), And(a: backgroundTheApp),
        ]
        XCTAssertEqual(calls, 8)
        XCTAssertEqual(steps.map(\.label), [nil, .I, .the, .a, nil, .I, .the, .a])
        XCTAssertEqual(steps.map(\.keyword), [.given, .when, .then, .and, .given, .when, .then, .and])
        XCTAssertEqual(steps.map(\.name), [
            "Given backgroundTheApp()", "When I backgroundTheApp()", "Then the backgroundTheApp()", "And a backgroundTheApp()",
            "Given backgroundTheApp", "When I backgroundTheApp", "Then the backgroundTheApp", "And a backgroundTheApp",
        ])
    }

    func testNameFileAndLineAreRecorded() {
        let profileScreen = (logOutButton: "log out", name: "Profile")
        let step = When(I: tap(profileScreen.logOutButton)); let line: UInt = #line
        XCTAssertEqual(step.name, "When I tap(profileScreen.logOutButton)")
        XCTAssertEqual(step.fileID, #fileID)
        XCTAssertEqual(step.filePath, #filePath)
        XCTAssertEqual(step.line, line)
        XCTAssertEqual("\(step.function)", "testNameFileAndLineAreRecorded()")
    }

    func testThrowingStepIsReportedAtItsLineAndStopsTheScenario() {
        var evaluated = 0
        var failingLine: UInt = 0
        var scenario: Scenario?
        let failures = capturingFailures {
            scenario = Scenario("XCTest failure") {
                Given(I: evaluated += 1)
                failingLine = #line; When(I: try explode("no such button"))
                Then(I: evaluated += 1)
                And(I: evaluated += 1)
            }
        }
        XCTAssertEqual(evaluated, 1, "steps after the failing one must not be evaluated")
        XCTAssertEqual(failures, [CapturedFailure(
            description: #"Step "When I explode("no such button")" in scenario "XCTest failure" threw an error: no such button"#,
            filePath: #filePath,
            line: Int(failingLine)
        )])
        XCTAssertEqual(scenario?.steps.map(\.outcome), [
            .passed,
            .failed([#"Step "When I explode("no such button")" in scenario "XCTest failure" threw an error: no such button"#]),
            .skipped,
            .skipped,
        ])
    }

    func testAssertionFailureInsideAStepFailsTheStep() {
        var evaluated = 0
        var scenario: Scenario?
        var assertionLine = 0
        let failures = capturingFailures {
            scenario = Scenario("Assertion") {
                When(I: {
                    assertionLine = #line; XCTAssertEqual(1, 2, "numbers differ")
                })
                Then(I: evaluated += 1)
            }
        }
        XCTAssertEqual(evaluated, 0)
        XCTAssertEqual(failures.count, 1, "BDD must not add a second failure for an assertion XCTest already recorded")
        XCTAssertEqual(failures.first?.line, assertionLine)
        XCTAssertEqual(scenario?.steps.first?.outcome.isFailure, true)
        XCTAssertEqual(scenario?.steps.first?.outcome.failureMessages, failures.map(\.description))
        XCTAssertEqual(scenario?.steps.last?.outcome, .skipped)
    }

    func testLaterScenariosAndStepsOfTheSameTestAreSkipped() {
        var evaluated = 0
        let failures = capturingFailures {
            Scenario("Fails") {
                When(I: try explode())
            }
        }
        let later = Scenario("Later") {
            Given(I: evaluated += 1)
        }
        let loose = Then(I: evaluated += 1)
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(evaluated, 0)
        XCTAssertEqual(later.outcome, .skipped)
        XCTAssertEqual(loose.outcome, .skipped)
    }

    func testTheNextTestStartsClean() {
        // Simulates the start of another test after a failure: XCTest's
        // testCaseWillStart(_:) begins a new generation.
        _ = capturingFailures {
            When(I: try explode())
        }
        XCTAssertEqual(Then(I: noop()).outcome, .skipped)
        XCTestTracking.simulateTestCaseStart(self)
        XCTAssertEqual(Then(I: noop()).outcome, .passed)
    }

    func testContextDuringAStep() {
        var context: TestContext?
        var line: UInt = 0
        Scenario("Context under XCTest") {
            line = #line; Then(the: context = TestContext.current)
        }
        XCTAssertEqual(context?.step?.keyword, "Then")
        XCTAssertEqual(context?.step?.name, "Then the context = TestContext.current")
        XCTAssertEqual(context?.scenario?.description, "Context under XCTest")
        XCTAssertEqual(context?.step?.site.filePathText, "\(#filePath)")
        XCTAssertEqual(context?.step?.site.fileIDText, "\(#fileID)")
        XCTAssertEqual(context?.step?.site.line, line)
        XCTAssertNotNil(context?.failureSink)
        XCTAssertNil(TestContext.current.step)
    }

    func testNoteFailureThroughTheContextStopsTheScenario() {
        var evaluated = 0
        let failures = capturingFailures {
            let scenario = Scenario("Noted") {
                When(I: noteFailureThroughContext("element missing"))
                Then(I: evaluated += 1)
            }
            XCTAssertEqual(scenario.steps.map(\.outcome), [.failed(["element missing"]), .skipped])
        }
        XCTAssertEqual(failures, [], "a failure recorded elsewhere must not be reported again")
        XCTAssertEqual(evaluated, 0)
    }

    func testFailureOnAnotherThreadIsBlamedOnTheRunningStep() {
        let failures = capturingFailures {
            let step = When(I: {
                let done = DispatchSemaphore(value: 0)
                let thread = Thread {
                    // No step runs on this thread; BDD blames the most recent
                    // running XCTest step.
                    XCTestTracking.simulateObservedFailure("background failure")
                    done.signal()
                }
                thread.start()
                done.wait()
            })
            XCTAssertEqual(step.outcome, .failed(["background failure"]))
        }
        XCTAssertEqual(failures, [])
    }

    func testObserversReceiveEventsInOrder() {
        let observer = RecordingObserver()
        let failures = capturingFailures {
            _ = StepObservers.withObserver(observer) {
                Scenario("Observed") {
                    Given(I: noop())
                    When(I: try explode())
                    Then(I: noop())
                }
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(observer.events.elements, [
            "scenarioWillStart Observed",
            "stepWillStart Given I noop()",
            "stepDidFinish Given I noop() passed",
            "stepWillStart When I explode()",
            "stepDidFinish When I explode() failed",
            "stepWillStart Then I noop()",
            "stepDidFinish Then I noop() skipped",
            "scenarioDidFinish Observed failed steps=3",
        ])
    }
}
