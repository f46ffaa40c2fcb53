import BDD
@testable import GherkinRunner
import Testing

@Suite("Tag expressions select scenarios")
struct TagSelectionTests {
    let file = FeatureFile(source: FeatureStructureTests.source, path: "/features/Cart.feature", uri: "Features/Cart.feature")

    @Test func fromCode() {
        #expect(file.scenarios(matching: "@outline and not @large").map(\.line) == [18, 19])
        #expect(file.scenarios(matching: "@slow or @large").map(\.line) == [24, 31])
        #expect(file.scenarios(matching: "not @shop").isEmpty)
    }

    @Test func anInvalidExpressionIsAFailingScenario() {
        let selected = file.scenarios(matching: "@a and")
        #expect(selected.count == 1)
        let (_, failures) = run(selected[0], with: StepDefinitions())
        let thrown = failures.first?.cause as? ThrownError
        #expect(thrown?.step == nil && thrown?.scenario == "Invalid tag expression", "the scenario's body threw: \(failures.first?.message ?? "")")
        #expect(thrown.map { "\($0.error)".hasPrefix("The tag expression \"@a and\" is not valid:") } == true)
    }

    @Test func fromTheEnvironmentAndCodeTogether() {
        let environment = ["TABTESTKIT_TAGS": "not @slow"]
        let decisions = file.allScenarios.map { TagSelection.decide($0, code: "@shop", environment: environment) }
        #expect(decisions.prefix(4).allSatisfy { $0 == .run })
        #expect(decisions.last == .skip(#""Removing one" (tags @shop @slow) is not selected by the TABTESTKIT_TAGS tag expression "not @slow""#))
        let invalid = TagSelection.decide(file.allScenarios[0], code: nil, environment: ["TABTESTKIT_TAGS": "("])
        guard case .invalid(let failure) = invalid else {
            Issue.record("Expected an invalid expression, got \(invalid)")
            return
        }
        #expect(failure.expression == "(" && failure.environmentVariable == "TABTESTKIT_TAGS", "\(failure)")
        #expect(failure.reportFields?.kind == "invalidTagExpression")
        #expect(TagSelection.decide(file.allScenarios[0], code: nil, environment: ["TABTESTKIT_TAGS": "  "]) == .run)
    }
}
