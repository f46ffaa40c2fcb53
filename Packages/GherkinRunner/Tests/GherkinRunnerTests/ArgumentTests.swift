import BDD
import Foundation
@testable import GherkinRunner
import Testing

/// A colour, made by the custom parameter type `{color}`.
enum Color: String, Sendable {
    case red, green, blue
}

/// A tab, taken from `{word}` through its raw value.
enum Tab: String {
    case home = "Home", table = "Table"
}

@Suite("Step definitions: matching and typed arguments")
struct ArgumentTests {
    @Test func cucumberExpressionsGiveTypedArguments() {
        let log = Log()
        let definitions = StepDefinitions {
            Given("I have {int} cucumber(s) in my belly/stomach") { (count: Int) in log.append("int \(count)") }
            When("I eat {float} of them") { (amount: Double) in log.append("double \(amount)") }
            When("I say {string} to {word}") { (text: String, name: String) in log.append("say \(text) to \(name)") }
            Then("the rest is {}") { (rest: String) in log.append("rest \(rest)") }
            Then("I have {int} left") { (left: Int?) in log.append("optional \(String(describing: left))") }
        }
        let (record, failures) = runOnly("""
            Feature: Eating
              Scenario: Eating cucumbers
                Given I have 1 cucumber in my belly
                And I have 42 cucumbers in my stomach
                When I eat 2.5 of them
                And I say "hello there" to Ada
                Then the rest is anything at all
                And I have -3 left
            """, with: definitions)
        #expect(failures.map(\.message) == [])
        #expect(record.outcome == .passed)
        #expect(log.entries == ["int 1", "int 42", "double 2.5", "say hello there to Ada", "rest anything at all", "optional Optional(-3)"])
    }

    @Test func regularExpressionsInStringsAndRegexLiterals() {
        let log = Log()
        let definitions = StepDefinitions {
            Given(#"^I see (\d+) rows$"#) { (count: Int) in log.append("string regex \(count)") }
            Then(/^the (\w+) tab is (open|closed)$/) { (tab: Tab, state: String) in log.append("regex \(tab) \(state)") }
            Then(/^maybe( not)? shown$/) { (not: String?) in log.append("optional \(not ?? "nil")") }
        }
        let (record, failures) = runOnly("""
            Feature: Regexes
              Scenario: Matching
                Given I see 30 rows
                Then the Table tab is open
                And maybe shown
                And maybe not shown
            """, with: definitions)
        #expect(failures.map(\.message) == [])
        #expect(record.outcome == .passed)
        #expect(log.entries == ["string regex 30", "regex table open", "optional nil", "optional  not"])
    }

    @Test func customParameterTypes() {
        let log = Log()
        let definitions = StepDefinitions {
            ParameterType("color", matching: "red|green|blue") { Color(rawValue: $0) }
            Given("I pick a {color} pen") { (color: Color) in log.append("picked \(color)") }
        }
        let (record, failures) = runOnly("""
            Feature: Pens
              Scenario: Picking
                Given I pick a blue pen
            """, with: definitions)
        #expect(failures.map(\.message) == [])
        #expect(record.outcome == .passed)
        #expect(log.entries == ["picked blue"])
    }

    @Test func aValueTheParameterCannotTakeFailsTheStep() {
        let definitions = StepDefinitions {
            Given("I am {word} years old") { (age: Int) in }
        }
        let (record, failures) = runOnly("""
            Feature: Ages
              Scenario: Not a number
                Given I am old years old
            """, with: definitions)
        #expect(record.outcome.isFailure)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("The {word} argument \"old\" cannot be converted to Int (parameter 1 of the step definition at GherkinRunnerTests/ArgumentTests.swift:") == true,
                "\(failures.first?.message ?? "")")
    }

    @Test func aDefinitionTakingTooFewParametersFailsTheStep() {
        let line = #line + 2
        let definitions = StepDefinitions {
            Given("I have {int} and {int}") { (first: Int) in }
        }
        let (_, failures) = runOnly("""
            Feature: Counting
              Scenario: Two numbers
                Given I have 1 and 2
            """, with: definitions)
        let cause = failures.first?.cause as? StepMatchFailure
        #expect(failures.count == 1)
        #expect(cause?.kind == .wrongArgumentCount)
        #expect(cause?.step == "Given I have 1 and 2")
        #expect(cause?.definitions == ["\"I have {int} and {int}\" (GherkinRunnerTests/ArgumentTests.swift:\(line))"])
        // The suite's one check of the text: what the definition takes and what the step gives.
        #expect(failures.map(\.message) == [
            "The step definition \"I have {int} and {int}\" (GherkinRunnerTests/ArgumentTests.swift:\(line)) takes 1 parameter (Int), but the step gives 2 arguments.",
        ])
    }

    @Test func secretsAreMaskedInStepNames() {
        let (record, failures) = runOnly("""
            Feature: Secrets
              Scenario: Typing a password
                Given I am on the login screen
                When I type the password "hunter2-secret"
                And I log in
                Then I see the profile of "nobody"
            """, with: LoginSteps().definitions, on: loginDriver())
        #expect(record.steps.map(\.name).contains("When I type the password \"\(Secrets.replacement)\""))
        #expect(!failures.map(\.message).joined().contains("hunter2-secret"))
    }
}
