import BDD
@testable import Contexts
import ElementCore
import Testing

@Suite("Failures that are only evidence")
struct QuietFailuresTests {
    @Test func aQuietFailureDoesNotFailTheRunningStep() {
        var captured: [RecordedFailure] = []
        let step = Given(I: {
            captured = QuietFailures.capture { Failures.record("a read that failed while waiting") }.1
        }())
        #expect(step.record.outcome == .passed)
        #expect(captured.map(\.failure.message) == ["a read that failed while waiting"])
    }

    @Test func theStepContextIsBackAfterwards() {
        let recorded = Failures.capture {
            _ = Given(I: {
                _ = QuietFailures.capture { Failures.record("quiet") }
                Failures.record("loud")
            }())
        }
        #expect(recorded.count == 1)
        #expect(recorded.first?.message.hasPrefix("loud\n  Step:") == true)
    }
}
