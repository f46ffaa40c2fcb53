import BDD
import Foundation
@testable import GherkinRunner
import Testing

@Suite("Malformed and missing feature files")
struct MalformedFileTests {
    @Test func aMalformedFileIsOneFailingScenarioWithLinesAndColumns() {
        let file = FeatureFile(source: """
            Feature: Broken
              Scenario: A table
                Given a table
                  | a | b |
                  | c |
                Nonsense here
            """, path: "/features/Broken.feature", uri: "Features/Broken.feature")
        #expect(file.name == nil)
        #expect(file.allScenarios.count == 1)
        let scenario = file.allScenarios[0]
        #expect(scenario.name == "Broken.feature is not valid Gherkin")
        #expect(scenario.line == 5)
        #expect(file.scenarios(matching: "@nothing").count == 1)
        let (record, failures) = run(scenario, with: StepDefinitions())
        #expect(record.outcome.isFailure)
        #expect(failures.map(\.message) == ["""
            Scenario "Broken.feature is not valid Gherkin" threw an error: Broken.feature is not valid Gherkin:
            Features/Broken.feature:5:7: inconsistent cell count within the table
            Features/Broken.feature:6:5: expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'Nonsense here'
            """])
        #expect(failures.first?.location.filePathText == "/features/Broken.feature")
        #expect(failures.first?.location.line == 5)
        #expect(failures.first?.location.column == 7)
    }

    @Test func aMissingFileIsOneFailingScenario() {
        let file = FeatureFile("Features/Missing.feature")
        #expect(file.allScenarios.count == 1)
        #expect(file.allScenarios.first?.name == "Missing.feature cannot be read")
        let (_, failures) = run(file.allScenarios[0], with: StepDefinitions())
        #expect(failures.first?.message.contains("Cannot read the feature file \(file.path)") == true)
        #expect(file.path.hasSuffix("Tests/GherkinRunnerTests/Features/Missing.feature"))
    }

    @Test func aFileNextToTheTestIsFound() {
        let file = FeatureFile("Features/Calculator.feature")
        #expect(file.name == "Calculator")
        #expect(file.uri.hasSuffix("Tests/GherkinRunnerTests/Features/Calculator.feature") && !file.uri.hasPrefix("/"), "\(file.uri)")
        #expect(file.allScenarios.count == FeatureFiles.calculator.allScenarios.count)
    }
}
