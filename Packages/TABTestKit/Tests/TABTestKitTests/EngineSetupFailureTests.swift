import TABTestKit
import Testing

/// An engine factory that throws fails the test, before anything runs, with a cause that says
/// so rather than a text.
@Suite("An engine that cannot be made")
struct EngineSetupFailureTests {
    struct NoBrowser: Error, CustomStringConvertible {
        var description: String { "Chromium is not installed" }
    }

    @Test func theTraitFailsTheTestWithATypedCause() async throws {
        let observer = RecordingObserver()
        let ran = EventLog()
        let test = try #require(Test.current)
        let trait = TABTestKitTrait(engine: { throw NoBrowser() }, preLaunchSetup: nil, preTerminationTearDown: nil)
        await withKnownIssue("the engine cannot be made, so the test fails") {
            try await StepObservers.withObserver(observer) {
                try await trait.provideScope(for: test, testCase: Test.Case.current) { ran.append("the test body ran") }
            }
        }
        #expect(ran.events.isEmpty, "the test may not run without an engine")
        let causes = observer.failuresOutsideScenarios.compactMap { $0.cause as? EngineSetupFailure }
        #expect(causes.count == 1)
        #expect(causes.first?.test == test.name)
        #expect(causes.first?.error is NoBrowser)
        // The suite's one check of the text: the test, then the factory's error.
        #expect(causes.first?.description == "Could not make an engine for \(test.name): Chromium is not installed")
    }
}
