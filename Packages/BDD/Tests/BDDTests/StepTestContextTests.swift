import Foundation
import Testing
@testable import BDD

@Suite("Steps in the test context")
struct StepTestContextTests {
    @Test("While a step runs, the context holds its keyword, name, scenario, location and sink")
    func contents() throws {
        var context: TestContext?
        var stepLine: UInt = 0
        Scenario("Reading the context") {
            stepLine = #line; When(I: context = TestContext.current)
        }
        let step = try #require(context?.step)
        #expect(step.keyword == "When")
        #expect(step.name == "When I context = TestContext.current")
        #expect(context?.scenario?.description == "Reading the context")
        #expect(step.site.fileIDText == "\(#fileID)")
        #expect(step.site.filePathText == "\(#filePath)")
        #expect(step.site.line == stepLine)
        #expect(step.site.column > 1)
        #expect(context?.failureSink is RunningStep)
    }

    @Test("Outside a scenario, a step has no scenario")
    func outsideScenario() {
        var context: TestContext?
        Given(I: context = TestContext.current)
        #expect(context?.step != nil)
        #expect(context?.scenario == nil)
    }

    @Test("Outside a step, the context names none")
    func outside() {
        #expect(TestContext.current.step == nil)
        #expect(TestContext.current.failureSink == nil)
    }

    @Test("Nested steps see their own context; the outer context is restored")
    func nesting() {
        var seen: [String] = []
        func recordName() {
            seen.append(TestContext.current.step?.name ?? "none")
        }
        func helper() {
            recordName()
            Then(I: recordName())
            recordName()
        }
        When(I: helper())
        recordName()
        #expect(seen == ["When I helper()", "Then I recordName()", "When I helper()", "none"])
    }

    @Test("The context is restored even when the step throws")
    func restoredAfterThrow() {
        withKnownIssue {
            When(I: try explode())
        }
        #expect(TestContext.current.step == nil)
    }

    @Test("A failure the framework already reported marks the running step as failed")
    func noteFailure() {
        let step = When(I: noteFailureThroughContext("first"))
        #expect(step.outcome == .failed(["first"]))
    }

    @Test("A failure raised in a step fails it once, even when its text contains another's")
    func typedFailuresAreNotDeduplicatedByText() {
        let recorded = SendableList<String>()
        withKnownIssue {
            let step = When(I: {
                TestFailures.record("Label \"a\" does not exist", at: CallSite())
                TestFailures.record("Label \"a\" does not exist; closest: Label \"b\"", at: CallSite())
            })
            #expect(step.outcome.failureMessages == ["Label \"a\" does not exist", "Label \"a\" does not exist; closest: Label \"b\""])
        } matching: { issue in
            recorded.append(issue.comments.map(\.rawValue).joined())
            return true
        }
        #expect(recorded.elements.count == 2, "each failure is reported exactly once")
    }

    @Test("StepContext.current describes the running step")
    func stepContextCurrent() {
        #expect(StepContext.current == nil)
        var current: StepRecord?
        var scenario: String?
        Scenario("Current") {
            Then(the: {
                current = StepContext.current
                scenario = StepContext.currentScenario
            })
        }
        #expect(current?.name == "Then the current = StepContext.current scenario = StepContext.currentScenario")
        #expect(current?.keyword == .then)
        #expect(current?.label == .the)
        #expect(current?.scenario == "Current")
        #expect(current?.outcome == .passed)
        #expect(scenario == "Current")
        #expect(StepContext.current == nil)
        #expect(StepContext.currentScenario == nil)
    }

    @Test("StepContext.current shows failures noted so far")
    func stepContextShowsFailuresSoFar() {
        var outcome: StepOutcome?
        When(I: {
            noteFailureThroughContext("noted")
            outcome = StepContext.current?.outcome
        })
        #expect(outcome == .failed(["noted"]))
    }
}
