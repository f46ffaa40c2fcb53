import BDD
import GherkinRunner
import Testing
import XCTest

/// A calculator the steps act on.
final class Calculator: @unchecked Sendable {
    var value = 0

    /// The calculator's steps.
    var definitions: StepDefinitions {
        StepDefinitions {
            Given("a calculator showing {int}") { (value: Int) in self.value = value }
            When("I add {int}") { (number: Int) in self.value += number }
            When("I multiply by {int}") { (number: Int) in self.value *= number }
            When("I add these numbers:") { (numbers: [[String]]) in self.value += numbers.compactMap { Int($0[0]) }.reduce(0, +) }
            Then("it shows {int}") { (expected: Int) in
                guard self.value == expected else { throw PendingStep("expected \(expected), the calculator shows \(self.value)") }
            }
        }
    }
}

/// Calculator.feature under XCTest: the GherkinFeatures plugin adds one test method per scenario
/// and outline row to this class.
final class CalculatorFeature: XCTestCase, FeatureTestCase {
    private let calculator = Calculator()
    var stepDefinitions: StepDefinitions { calculator.definitions }

    /// The generated methods are there: XCTest runs each scenario as a test of its own.
    func test_theGeneratedTestsExist() {
        XCTAssertEqual(FeatureFiles.calculator.allScenarios.count, 4)
        XCTAssertTrue(FeatureFiles.calculator.uri.hasSuffix("Tests/GherkinRunnerTests/Features/Calculator.feature"), FeatureFiles.calculator.uri)
        XCTAssertTrue(FeatureFiles.calculator.path.hasSuffix("/Tests/GherkinRunnerTests/Features/Calculator.feature"))
    }
}

/// Calculator.feature under Swift Testing: one test case per scenario.
@Suite("Calculator.feature")
struct CalculatorTests {
    @Test(arguments: FeatureFiles.calculator.scenarios)
    func scenario(_ scenario: FeatureScenario) {
        let record = scenario.run(with: Calculator().definitions)
        #expect(record.outcome == .passed)
    }

    @Test func tagsSelectScenarios() {
        #expect(FeatureFiles.calculator.scenarios(matching: "not @slow").map(\.name) == ["Adding", "Multiplying 2 by 3", "Multiplying 7 by -1"])
    }
}

/// A feature test case with a tag expression of its own: scenarios it does not select are skipped.
final class TaggedCalculatorTests: XCTestCase, FeatureTestCase {
    static var tagExpression: String? { "not @slow" }
    var stepDefinitions: StepDefinitions { Calculator().definitions }

    func test_aScenarioTheTagsDoNotSelectIsSkipped() throws {
        let slow = try XCTUnwrap(FeatureFiles.calculator.allScenarios.first { $0.tags.contains("@slow") })
        XCTAssertThrowsError(try runScenario(atLine: slow.line, of: FeatureFiles.calculator)) { error in
            XCTAssertTrue(error is XCTSkip, "\(error)")
        }
    }

    func test_aLineWithNoScenarioFailsSayingToBuildAgain() throws {
        let (_, failures) = try TestFailures.capture { try runScenario(atLine: 99_999, of: FeatureFiles.calculator) }
        let cause = failures.first?.cause as? StepMatchFailure
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(cause?.kind, .missingScenario)
        XCTAssertEqual(cause?.step, "\(FeatureFiles.calculator.uri):99999")
        XCTAssertEqual(failures.first?.origin.line, 99_999)
    }

    func test_aScenarioTheTagsSelectRuns() throws {
        let adding = try XCTUnwrap(FeatureFiles.calculator.allScenarios.first)
        XCTAssertNoThrow(try runScenario(atLine: adding.line, of: FeatureFiles.calculator))
    }
}

/// A feature test case whose tag expression is not valid: every scenario fails, saying so.
final class InvalidTagCalculatorTests: XCTestCase, FeatureTestCase {
    static var tagExpression: String? { "@slow and" }
    var stepDefinitions: StepDefinitions { Calculator().definitions }

    func test_anInvalidTagExpressionFailsTheScenarioWithItsCause() throws {
        let adding = try XCTUnwrap(FeatureFiles.calculator.allScenarios.first)
        let (_, failures) = try TestFailures.capture { try runScenario(atLine: adding.line, of: FeatureFiles.calculator) }
        XCTAssertEqual(failures.count, 1)
        let cause = failures.first?.cause as? TagExpressionFailure
        XCTAssertEqual(cause?.expression, "@slow and")
        XCTAssertNil(cause?.environmentVariable)
        XCTAssertEqual(cause?.reportFields?.kind, "invalidTagExpression")
        XCTAssertEqual(failures.first?.origin.line, UInt(adding.line))
    }
}
