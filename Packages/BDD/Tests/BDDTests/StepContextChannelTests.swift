import Foundation
import Testing
@testable import BDD

@Suite("Step-context channel")
struct StepContextChannelTests {
    @Test("While a step runs, the channel holds its keyword, name, scenario and location")
    func contents() throws {
        var context: [String: Any]?
        var stepLine: UInt = 0
        Scenario("Reading the channel") {
            stepLine = #line; When(I: context = currentChannel())
        }
        let channel = try #require(context)
        #expect(channel["keyword"] as? String == "When")
        #expect(channel["name"] as? String == "When I context = currentChannel()")
        #expect(channel["scenario"] as? String == "Reading the channel")
        #expect(channel["fileID"] as? String == #fileID)
        #expect(channel["filePath"] as? String == #filePath)
        #expect(channel["line"] as? Int == Int(stepLine))
        let column = try #require(channel["column"] as? Int)
        #expect(column > 1)
        #expect(channel["noteFailure"] is @Sendable (String) -> Void)
        #expect("\(try #require(channel["fileIDStatic"] as? StaticString))" == #fileID)
        #expect("\(try #require(channel["filePathStatic"] as? StaticString))" == #filePath)
        #expect(Set(channel.keys) == ["keyword", "name", "scenario", "fileID", "filePath", "fileIDStatic", "filePathStatic",
                                      "line", "column", "noteFailure"])
    }

    @Test("Outside a scenario, the scenario is an empty string")
    func outsideScenario() {
        var scenario: String?
        Given(I: scenario = currentChannel()?["scenario"] as? String)
        #expect(scenario == "")
    }

    @Test("The key and the dictionary are what the contract says")
    func contract() {
        #expect(StepContextChannel.key == "TABTestKit.StepContext")
        #expect(currentChannel() == nil)
    }

    @Test("Nested steps see their own context; the outer context and any previous value are restored")
    func nesting() {
        let dictionary = Thread.current.threadDictionary
        dictionary[StepContextChannel.key] = "previous value"
        defer { dictionary.removeObject(forKey: StepContextChannel.key) }

        var seen: [String] = []
        func recordName() {
            seen.append(currentChannel()?["name"] as? String ?? "none")
        }
        func helper() {
            recordName()
            Then(I: recordName())
            recordName()
        }
        When(I: helper())

        #expect(seen == ["When I helper()", "Then I recordName()", "When I helper()"])
        #expect(dictionary[StepContextChannel.key] as? String == "previous value")
    }

    @Test("The channel is restored even when the step throws")
    func restoredAfterThrow() {
        withKnownIssue {
            When(I: try explode())
        }
        #expect(currentChannel() == nil)
    }

    @Test("noteFailure marks the running step as failed with the message")
    func noteFailure() {
        let step = When(I: noteFailureThroughChannel("first") )
        #expect(step.outcome == .failed(["first"]))
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
            noteFailureThroughChannel("noted")
            outcome = StepContext.current?.outcome
        })
        #expect(outcome == .failed(["noted"]))
    }
}
