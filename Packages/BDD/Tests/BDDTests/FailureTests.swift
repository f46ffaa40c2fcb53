import Foundation
import Testing
@testable import BDD

/// Failure semantics under Swift Testing: where failures are reported, and
/// what is skipped after them.
@Suite("Failures (Swift Testing)")
struct FailureTests {
    @Test("A throwing step is reported at its own line, names the step and scenario, and stops the scenario")
    func throwingStepStopsScenario() throws {
        var evaluated: [String] = []
        var failingLine: UInt = 0
        let issues = SendableList<Issue>()
        var scenario: Scenario?

        withKnownIssue {
            scenario = Scenario("Failing scenario") {
                Given(I: evaluated.append("given"))
                failingLine = #line; When(I: try explode("the button is gone"))
                Then(I: evaluated.append("then"))
                And(the: evaluated.append("and"))
            }
        } matching: { issue in
            issues.append(issue)
            return true
        }

        #expect(evaluated == ["given"], "steps after the failing one must not be evaluated")
        let issue = try #require(issues.elements.first)
        #expect(issues.elements.count == 1)
        #expect(issue.sourceLocation?.line == Int(failingLine))
        #expect(issue.sourceLocation?.fileID == #fileID)
        #expect(issue.sourceLocation?.filePath == #filePath)
        let comment = issue.comments.map(\.rawValue).joined()
        #expect(comment == #"Step "When I explode("the button is gone")" in scenario "Failing scenario" threw an error: the button is gone"#)

        let record = try #require(scenario)
        #expect(record.outcome.isFailure)
        #expect(record.steps.map(\.outcome) == [
            .passed,
            .failed([comment]),
            .skipped,
            .skipped,
        ])
        let thrown = try #require(record.steps[1].failures.first?.cause as? ThrownError)
        #expect((thrown.error as? TestError)?.description == "the button is gone")
        #expect(thrown.scenario == "Failing scenario")
        #expect(record.steps.map(\.name) == [
            #"Given I evaluated.append("given")"#,
            #"When I explode("the button is gone")"#,
            #"Then I evaluated.append("then")"#,
            #"And the evaluated.append("and")"#,
        ])
    }

    @Test("After a scenario fails, later scenarios and steps of the same test are skipped")
    func laterScenariosSkipped() {
        var evaluated = 0
        withKnownIssue {
            Scenario("First") {
                When(I: try explode())
            }
        }
        let second = Scenario("Second") {
            evaluated += 1
            Given(I: evaluated += 1)
        }
        let loose = Then(I: evaluated += 1)
        #expect(evaluated == 0)
        #expect(second.outcome == .skipped)
        #expect(second.steps.isEmpty)
        #expect(loose.outcome == .skipped)
    }

    @Test("A failing step outside any scenario stops the later steps of the test")
    func looseStepsStop() {
        var evaluated = 0
        var failing: Step?
        withKnownIssue {
            failing = Given(I: try explode())
        }
        let next = When(I: evaluated += 1)
        #expect(failing?.outcome.isFailure == true)
        #expect(next.outcome == .skipped)
        #expect(evaluated == 0)
    }

    @Test("A step told of a failure reported elsewhere fails and stops its scenario, without a duplicate issue")
    func channelFailureStopsScenario() {
        var evaluated = 0
        // Nothing is reported to Swift Testing: the failure was "recorded elsewhere". So this test
        // passes without withKnownIssue, which also proves BDD does not record an issue of its own.
        let scenario = Scenario("Channel failure") {
            When(I: noteFailureThroughContext("element not found"))
            Then(I: evaluated += 1)
        }
        #expect(evaluated == 0)
        #expect(scenario.steps.map(\.outcome) == [.failed(["element not found"]), .skipped])
        #expect(scenario.outcome == .failed(["element not found"]), "the scenario's failures are its step's, once each")
        #expect(scenario.failures == scenario.steps.first?.failures, "the same failure, not a copy in another shape")
        #expect(scenario.failures.first?.isRecordedByTestFramework == true)
        #expect(scenario.failures.first?.step?.name == #"When I noteFailureThroughContext("element not found")"#)
    }

    /// What ElementCore does when an element check fails inside a step: raise a typed failure
    /// in the current context.
    private func failLikeElementCore(_ message: String) {
        TestFailures.record(message, at: CallSite())
    }

    @Test("A library raising a failure in a step is reported at the step's line and stops the scenario")
    func elementCoreStyleFailure() throws {
        var evaluated = 0
        var stepLine: UInt = 0
        let issues = SendableList<Issue>()
        withKnownIssue {
            Scenario("Profile") {
                stepLine = #line; Then(I: failLikeElementCore("logOutButton does not exist"))
                And(I: evaluated += 1)
            }
        } matching: { issue in
            issues.append(issue)
            return true
        }
        #expect(evaluated == 0)
        #expect(issues.elements.count == 1)
        let issue = try #require(issues.elements.first)
        #expect(issue.sourceLocation?.line == Int(stepLine))
        let text = issue.comments.map(\.rawValue).joined()
        #expect(text.hasPrefix("logOutButton does not exist\n"))
        #expect(text.contains(#"  Step:      Then I failLikeElementCore("logOutButton does not exist")"#))
        #expect(text.contains("  Scenario:  Profile"))
        #expect(text.contains("  Called at: BDDTests/FailureTests.swift:"))
    }

    @Test("#require failing inside a step fails the step once, without a second issue")
    func requireInsideStep() {
        let issues = SendableList<Issue>()
        var evaluated = 0
        var step: Step?
        func check(_ value: Int?) throws {
            _ = try #require(value)
        }
        // A local function: a `try` inside a step's autoclosure would make
        // Swift infer the `withKnownIssue` closure as throwing.
        func steps() {
            step = When(I: try check(nil))
            Then(I: evaluated += 1)
        }
        withKnownIssue {
            steps()
        } matching: { issue in
            issues.append(issue)
            return true
        }
        #expect(issues.elements.count == 1)
        #expect(step?.outcome.isFailure == true)
        #expect(evaluated == 0)
    }

    @Test("A scenario body that throws fails at the scenario's line")
    func throwingScenarioBody() throws {
        let issues = SendableList<Issue>()
        var scenarioLine: UInt = 0
        var scenario: Scenario?
        withKnownIssue {
            scenarioLine = #line; scenario = Scenario("Throwing body") {
                Given(I: noop())
                try explode("setup failed")
            }
        } matching: { issue in
            issues.append(issue)
            return true
        }
        let issue = try #require(issues.elements.first)
        #expect(issue.sourceLocation?.line == Int(scenarioLine))
        #expect(issue.comments.map(\.rawValue) == [#"Scenario "Throwing body" threw an error: setup failed"#])
        #expect(scenario?.outcome == .failed([#"Scenario "Throwing body" threw an error: setup failed"#]))
        #expect(scenario?.steps.map(\.outcome) == [.passed])
    }

    @Test("A failing nested step fails its parent once and stops the parent's remaining steps")
    func nestedFailure() throws {
        var evaluated: [String] = []
        func logIn() {
            Given(I: evaluated.append("inner 1"))
            When(I: try explode("no password field"))
            Then(I: evaluated.append("inner 3"))
        }
        let issues = SendableList<Issue>()
        var scenario: Scenario?
        withKnownIssue {
            scenario = Scenario("Nested failure") {
                Given(I: logIn())
                When(I: evaluated.append("outer 2"))
            }
        } matching: { issue in
            issues.append(issue)
            return true
        }
        #expect(evaluated == ["inner 1"])
        #expect(issues.elements.count == 1)
        let record = try #require(scenario)
        #expect(record.steps.map(\.name) == ["Given I logIn()", #"When I evaluated.append("outer 2")"#])
        #expect(record.steps.map(\.outcome.isFailure) == [true, false])
        #expect(record.steps.last?.outcome == .skipped)
        let parentFailures = record.steps.first?.failures ?? []
        #expect(parentFailures.count == 1)
        let thrown = try #require(parentFailures.first?.cause as? ThrownError, "the parent fails with its nested step's failure")
        #expect(thrown.step == #"When I explode("no password field")"#)
        #expect((thrown.error as? TestError)?.description == "no password field")
        #expect(parentFailures.first?.step?.name == #"When I explode("no password field")"#, "it points at the nested step")
    }

    @Test("Stop-on-failure state belongs to one test case, even in parameterized tests", arguments: [1, 2, 3])
    func stateIsPerTestCase(argument: Int) {
        var evaluated = 0
        let first = Given(I: evaluated += 1)
        let failing = When(I: noteFailureThroughContext("case \(argument) failed"))
        let skipped = Then(I: evaluated += 1)
        #expect(first.outcome == .passed, "a failure in another case must not skip this case's steps")
        #expect(failing.outcome == .failed(["case \(argument) failed"]))
        #expect(skipped.outcome == .skipped)
        #expect(evaluated == 1)
    }

    @Test("Failures handed to the step's sink from another thread count; the context itself is per task")
    func failureFromAnotherThread() {
        let contextSeenOnOtherThread = SendableList<Bool>()
        let step = Then(I: {
            guard let sink = TestContext.current.failureSink else { return }
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                contextSeenOnOtherThread.append(TestContext.current.step != nil)
                sink.noteRecordedElsewhere("from a background thread")
                done.signal()
            }
            thread.start()
            done.wait()
        })
        #expect(contextSeenOnOtherThread.elements == [false])
        #expect(step.outcome == .failed(["from a background thread"]))
    }

    @Test("Noting a failure after the step finished does nothing")
    func lateFailureIgnored() {
        var sink: (any FailureSink)?
        let step = When(I: sink = TestContext.current.failureSink)
        sink?.noteRecordedElsewhere("too late")
        #expect(sink != nil)
        #expect(step.outcome == .passed)
        let next = Then(I: noop())
        #expect(next.outcome == .passed)
    }
}

