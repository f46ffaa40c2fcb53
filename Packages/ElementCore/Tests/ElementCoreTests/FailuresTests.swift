import ElementCore
import Foundation
import InMemoryEngine
import Testing

/// Runs `body` inside a fake step, the way the BDD package publishes a running step in the test
/// context: the step's description, and a sink that stands for the step.
func inFakeStep<Result>(
    keyword: String = "When",
    name: String = "When I tap(x)",
    scenario: String = "S",
    line: UInt = 42,
    sink: (any FailureSink)? = nil,
    _ body: () throws -> Result
) rethrows -> Result {
    let site = CallSite(fileID: "MyAppTests/LoginSteps.swift", filePath: "/src/MyAppTests/LoginSteps.swift", line: line, column: 1)
    return try TestContext.with({ context in
        context.step = StepInfo(keyword: keyword, name: name, site: site)
        context.scenario = scenario.isEmpty ? nil : ScenarioInfo(description: scenario, site: site)
        if let sink { context.failureSink = sink }
    }, body)
}

/// A sink standing for a step: keeps what it receives.
final class RecordingSink: FailureSink {
    private let log = Locked<[Failure]>([])
    func record(_ failure: Failure) { log.withLock { $0.append(failure) } }
    var failures: [Failure] { log.current }
}

@Suite("Failures")
struct FailuresTests {
    @Test func captureReturnsTheMessages() {
        let recorded = Failures.capture {
            Failures.record("first")
            Failures.record("second")
        }
        #expect(recorded.map(\.message) == ["first", "second"])
        #expect(recorded.allSatisfy { $0.fileID.hasSuffix("FailuresTests.swift") })
    }

    @Test func captureReturningKeepsTheResult() {
        let (value, recorded) = Failures.capture(returning: { () -> Int in
            Failures.record("oops")
            return 7
        })
        #expect(value == 7)
        #expect(recorded.map(\.message) == ["oops"])
    }

    @Test func nestedCaptureCollectsInTheInnermost() {
        var inner: [RecordedFailure] = []
        let outer = Failures.capture {
            Failures.record("outer")
            inner = Failures.capture { Failures.record("inner") }
        }
        #expect(outer.map(\.message) == ["outer"])
        #expect(inner.map(\.message) == ["inner"])
    }

    @Test func recordPointsAtTheCaller() throws {
        let line: UInt = #line + 1
        let recorded = Failures.capture { Failures.record("here") }
        #expect(try #require(recorded.first).line == line)
    }

    @Test func stepContextAddsStepScenarioAndCallSite() throws {
        let step = RecordingSink()
        let driver = app { InMemoryNode(.button, label: "Other") }
        let tapLine: UInt = #line + 3
        let recorded = inFakeStep(sink: step) {
            failures(on: driver) {
                Button(id: "x").tap()
            }
        }
        #expect(TestContext.current.step == nil, "the fake step was removed")
        let failure = try #require(recorded.first)
        #expect(recorded.count == 1)
        #expect(Cause(failure) == Cause(.notFound(query: "App › Button \"x\""), attempt: "tap Button \"x\"", timeout: 0.3))
        #expect(failure.failure.step?.name == "When I tap(x)", "the cause travels with the step it happened in")
        #expect(failure.message.contains("\n  Step:      When I tap(x)"))
        #expect(failure.message.contains("\n  Scenario:  S"))
        #expect(failure.message.hasSuffix("\n  Called at: ElementCoreTests/FailuresTests.swift:\(tapLine)"))
        #expect(failure.line == 42, "the failure points at the step")
        #expect(failure.fileID == "MyAppTests/LoginSteps.swift")
        #expect(step.failures.isEmpty, "a captured failure is only observed: the step is not failed")
    }

    @Test func aFailureGoesToTheStepOnceTyped() throws {
        let step = RecordingSink()
        inFakeStep(sink: step) {
            Failures.record("the login button is gone")
        }
        #expect(step.failures.count == 1)
        let failure = try #require(step.failures.first)
        #expect(failure.message == "the login button is gone")
        #expect(failure.step?.name == "When I tap(x)")
        #expect(failure.fullMessage.hasPrefix("the login button is gone\n  Step:      When I tap(x)"))
        #expect(failure.location.line == 42)
    }

    @Test func stepWithoutNameOrScenario() throws {
        let recorded = inFakeStep(keyword: "Given", name: "", scenario: "") {
            Failures.capture { Failures.record("boom") }
        }
        let message = try #require(recorded.first?.message)
        #expect(message.contains("\n  Step:      Given"))
        #expect(!message.contains("Scenario:"))
        #expect(message.contains("\n  Called at: ElementCoreTests/FailuresTests.swift:"))
    }

    @Test func outsideAStepTheCallerIsBlamed() throws {
        #expect(TestContext.current.step == nil)
        let line: UInt = #line + 1
        let recorded = Failures.capture { Failures.record("plain") }
        let failure = try #require(recorded.first)
        #expect(failure.message == "plain")
        #expect(failure.line == line)
    }
}
