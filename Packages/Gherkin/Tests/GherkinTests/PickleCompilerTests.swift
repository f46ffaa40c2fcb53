import Gherkin
import Testing

/// What a runner reads from pickles: texts, kinds, arguments, positions and tags.
@Suite struct PickleCompilerTests {
    static let source = """
        @billing
        Feature: Invoices
          Background:
            Given a customer

          Rule: Totals
            @fast
            Scenario Outline: Adding <count> items
              When I add <count> items
              And I attach:
                \"\"\"json
                {"count": <count>}
                \"\"\"
              Then the total is:
                | items   | total   |
                | <count> | <total> |

              @small
              Examples:
                | count | total |
                | 1     | 10    |
                | 2     | 20    |
        """

    @Test func outlineRowsBecomePicklesWithEverythingARunnerNeeds() throws {
        var ids = IDGenerator()
        let document = try GherkinParser().parse(source: Self.source, uri: "Features/invoices.feature", ids: &ids)
        let pickles = PickleCompiler().compile(document, ids: &ids)
        #expect(pickles.map(\.name) == ["Adding 1 items", "Adding 2 items"])

        let first = try #require(pickles.first)
        #expect(first.uri == "Features/invoices.feature")
        #expect(first.location == Location(line: 21, column: 9))
        #expect(first.tagNames == ["@billing", "@fast", "@small"])
        #expect(first.steps.map(\.text) == ["a customer", "I add 1 items", "I attach:", "the total is:"])
        #expect(first.steps.map(\.type) == [.context, .action, .action, .outcome])
        #expect(first.steps.map(\.keyword) == ["Given ", "When ", "And ", "Then "])
        #expect(first.steps.map(\.location.line) == [4, 9, 10, 14])
        #expect(first.steps[2].argument?.docString == PickleDocString(content: #"{"count": 1}"#, mediaType: "json"))
        #expect(first.steps[3].argument?.dataTable?.rows == [["items", "total"], ["1", "10"]])

        let allIDs = pickles.map(\.id) + pickles.flatMap { $0.steps.map(\.id) }
        #expect(Set(allIDs).count == allIDs.count, "pickle and step identifiers repeat")
        #expect(Set(allIDs).isDisjoint(with: first.astNodeIds), "pickles reuse AST identifiers")
    }

    @Test func aScenarioWithoutStepsGetsNoBackgroundSteps() throws {
        let source = "Feature: F\n  Background:\n    Given b\n  Scenario: empty\n"
        var ids = IDGenerator()
        let document = try GherkinParser().parse(source: source, uri: "f.feature", ids: &ids)
        let pickles = PickleCompiler().compile(document, ids: &ids)
        #expect(pickles.count == 1)
        #expect(pickles.first?.steps.isEmpty == true)
    }

    @Test func withoutAGeneratorPickleIdentifiersStillDifferFromTheASTs() throws {
        let document = try GherkinParser().parse(source: "Feature: F\n  Scenario: S\n    Given x\n", uri: "f")
        let pickle = try #require(PickleCompiler().compile(document).first)
        #expect(pickle.id == "pickle-1")
        #expect(pickle.steps.map(\.id) == ["pickle-0"])
        #expect(pickle.astNodeIds == ["1"])
    }

    @Test func identifiersCanCarryAPrefix() throws {
        var ids = IDGenerator(prefix: "login-")
        let document = try GherkinParser().parse(source: "Feature: F\n  Scenario: S\n    Given x\n", uri: "f", ids: &ids)
        let pickles = PickleCompiler().compile(document, ids: &ids)
        #expect(pickles.first?.id == "login-3")
        #expect(pickles.first?.astNodeIds == ["login-1"])
    }
}
