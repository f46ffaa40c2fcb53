import BDD
import ElementCore
@testable import GherkinRunner
import Testing

@Suite("Failures point at the feature file")
struct FailureLocationTests {
    @Test func aPassingScenarioOnTheInMemoryEngine() {
        let (record, failures) = runOnly("""
            Feature: Login
              Scenario: Logging in
                Given I am on the login screen
                When I type "Ada" into the username field
                And I log in
                Then I see the profile of "Ada"
            """, with: LoginSteps().definitions, on: loginDriver())
        #expect(failures.map(\.message) == [])
        #expect(record.outcome == .passed)
        #expect(record.steps.map(\.outcome) == [.passed, .passed, .passed, .passed])
    }

    @Test func aFailingStepPointsAtItsLineAndNamesTheScenarioAndStep() {
        let (record, failures) = runOnly("""
            Feature: Login
              Scenario: Logging in as someone else
                Given I am on the login screen
                When I type "Ada" into the username field
                And I log in
                Then I see the profile of "Grace"
                And I log in
            """, with: LoginSteps().definitions, on: loginDriver())
        #expect(record.outcome.isFailure)
        #expect(record.steps.map(\.outcome.isFailure) == [false, false, false, true, false])
        #expect(record.steps.last?.outcome == .skipped)
        #expect(failures.count == 1)
        let failure = failures.first
        #expect(failure?.location.fileIDText == "Features/Test.feature")
        #expect(failure?.location.filePathText == "/features/Test.feature")
        #expect(failure?.location.line == 6)
        #expect(failure?.location.column == 5)
        #expect(failure?.step?.name == "Then I see the profile of \"Grace\"")
        #expect(failure?.scenario?.description == "Logging in as someone else")
        // Where in the definitions the failing call was made.
        #expect(failure?.origin.fileIDText == "GherkinRunnerTests/Support.swift")
        #expect(failure?.fullMessage.contains("  Scenario:  Logging in as someone else") == true)
    }

    @Test func aThrowingDefinitionFailsItsStep() {
        struct Refused: Error, CustomStringConvertible { var description: String { "refused" } }
        let definitions = StepDefinitions { When("I am refused") { throw Refused() } }
        let (record, failures) = runOnly("""
            Feature: F
              Scenario: Refusal
                When I am refused
            """, with: definitions)
        #expect(record.outcome.isFailure)
        #expect(failures.map(\.message) == [#"Step "When I am refused" in scenario "Refusal" threw an error: refused"#])
        #expect(failures.first?.location.line == 3)
    }
}
