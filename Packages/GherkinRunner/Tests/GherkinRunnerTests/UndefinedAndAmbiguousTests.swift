import BDD
@testable import GherkinRunner
import Testing

@Suite("Undefined and ambiguous steps")
struct UndefinedAndAmbiguousTests {
    @Test func anUndefinedStepSuggestsADefinitionToPaste() {
        let (record, failures) = runOnly("""
            Feature: Login
              Scenario: Typing
                When I type "Ada" into field 2 with 1.5 seconds left
            """, with: StepDefinitions())
        #expect(record.outcome.isFailure)
        #expect(failures.count == 1)
        let cause = failures.first?.cause as? StepMatchFailure
        #expect(cause?.kind == .undefined)
        #expect(cause?.step == #"When I type "Ada" into field 2 with 1.5 seconds left"#)
        #expect(cause?.snippet?.hasPrefix(#"When("I type {string} into field {int} with {float} seconds left")"#) == true)
        // The suite's one check of the text: the definition to paste.
        #expect(failures.first?.message == #"""
            Undefined step: When I type "Ada" into field 2 with 1.5 seconds left
            Add this step definition:

                When("I type {string} into field {int} with {float} seconds left") { (string: String, int: Int, float: Double) in
                    throw PendingStep()
                }
            """#)
        #expect(failures.first?.location.fileIDText == "Features/Test.feature")
        #expect(failures.first?.location.line == 3)
    }

    /// The snippet above, pasted: it compiles, and the step then fails as pending.
    @Test func thePastedSnippetCompilesAndIsPending() {
        let definitions = StepDefinitions {
            When("I type {string} into field {int} with {float} seconds left") { (string: String, int: Int, float: Double) in
                throw PendingStep()
            }
        }
        let (_, failures) = runOnly("""
            Feature: Login
              Scenario: Typing
                When I type "Ada" into field 2 with 1.5 seconds left
            """, with: definitions)
        #expect(failures.map(\.message) == [
            #"Step "When I type "Ada" into field 2 with 1.5 seconds left" in scenario "Typing" threw an error: Pending: Write the code the step's text describes."#,
        ])
    }

    @Test func snippetsEscapeAndTakeArguments() {
        let generator = SnippetGenerator(registry: StepMatcher(StepDefinitions()).registry, valueTypes: [:])
        #expect(generator.expression(for: #"I open (the) {menu} a/b \ mp3 -4 'x'"#).0 == #"I open \(the) \{menu} a\/b \\ mp3 {int} {string}"#)
        let step = scenarios("""
            Feature: F
              Scenario: S
                Then I see "x" and "y":
                  | a |
            """).first.flatMap { if case .pickle(let pickle) = $0.content { pickle.steps.first } else { nil } }
        #expect(step.map(generator.snippet(for:)) == #"""
            Then("I see {string} and {string}:") { (string: String, string2: String, dataTable: DataTable) in
                throw PendingStep()
            }
            """#)
    }

    @Test func customTypesAreUsedInSnippets() {
        let definitions = StepDefinitions {
            ParameterType("color", matching: "red|green|blue") { Color(rawValue: $0) }
        }
        let (_, failures) = runOnly("""
            Feature: Pens
              Scenario: Picking
                * I pick a red pen and 3 blue ones
            """, with: definitions)
        let snippet = (failures.first?.cause as? StepMatchFailure)?.snippet
        #expect(snippet?.hasPrefix(#"Given("I pick a {color} pen and {int} {color} ones") { (color: Color, int: Int, color2: Color) in"#) == true,
                "\(snippet ?? "no snippet")")
    }

    @Test func anAmbiguousStepListsEveryDefinitionWithItsPlace() {
        let first = #line + 2
        let definitions = StepDefinitions {
            Then("I see {int} rows") { (count: Int) in }
            Then(/^I see (\d+) rows$/) { (count: Int) in }
            Then("I see nothing") {}
        }
        let (record, failures) = runOnly("""
            Feature: Table
              Scenario: Counting
                Then I see 3 rows
            """, with: definitions)
        #expect(record.outcome.isFailure)
        let causes = failures.map { $0.cause as? StepMatchFailure }
        #expect(causes.map { $0?.kind } == [.ambiguous])
        #expect(causes.map { $0?.step } == ["Then I see 3 rows"])
        #expect(causes.first??.definitions == [
            #""I see {int} rows" (GherkinRunnerTests/UndefinedAndAmbiguousTests.swift:\#(first))"#,
            #"/^I see (\d+) rows$/ (GherkinRunnerTests/UndefinedAndAmbiguousTests.swift:\#(first + 1))"#,
        ])
    }

    @Test func aMalformedDefinitionFailsTheScenarioNamingIt() {
        let line = #line + 2
        let definitions = StepDefinitions {
            Given("I have {int") { (count: Int) in }
            ParameterType("bad(name)", matching: "x") { $0 }
        }
        let (record, failures) = runOnly("""
            Feature: F
              Scenario: S
                Given I have 3
            """, with: definitions)
        #expect(record.outcome.isFailure)
        #expect(record.steps.isEmpty)
        let message = failures.first?.message ?? ""
        #expect(message.hasPrefix("Scenario \"S\" threw an error: The step definitions cannot be used:\n  The parameter type {bad(name)} at GherkinRunnerTests/UndefinedAndAmbiguousTests.swift:\(line + 1): Illegal character '('"), "\(message)")
        #expect(message.contains("  The step definition \"I have {int\" (GherkinRunnerTests/UndefinedAndAmbiguousTests.swift:\(line)): "), "\(message)")
    }
}
