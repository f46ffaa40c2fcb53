import Foundation
import Gherkin
import Testing

/// The parser's behaviour beyond the conformance data: options, error reporting, robustness.
@Suite struct GherkinParserTests {
    @Test func theDefaultLanguageAppliesWithoutAHeader() throws {
        let source = "Fonctionnalité: Panier\n  Scénario: Ajouter\n    Soit un panier vide\n"
        let document = try GherkinParser(defaultLanguage: try #require(GherkinLanguage.named("fr")))
            .parse(source: source, uri: "panier.feature")
        let feature = try #require(document.feature)
        #expect(feature.language == "fr")
        #expect(feature.keyword == "Fonctionnalité")
        guard case .scenario(let scenario) = feature.children.first else {
            Issue.record("expected a scenario, got \(feature.children)")
            return
        }
        #expect(scenario.steps.map(\.keywordType) == [.context])
    }

    @Test func aLanguageHeaderOverridesTheDefault() throws {
        let document = try GherkinParser().parse(source: "# language: de\nFunktionalität: X\n", uri: "x.feature")
        #expect(document.feature?.language == "de")
    }

    @Test func theFormatFollowsTheFileName() throws {
        let markdown = "# Feature: Shop\n\n## Scenario: Buying\n\n* Given a shop\n"
        let document = try GherkinParser().parse(source: markdown, uri: "shop.feature.md")
        #expect(document.feature?.name == "Shop")
        #expect(throws: GherkinErrors.self) {
            try GherkinParser().parse(source: markdown, uri: "shop.feature", format: .classic)
        }
    }

    @Test func errorsNameTheFileLineAndColumn() {
        let source = "Feature: A\n  Scenario: B\n    Given c\n      | a | b |\n      | a |\n"
        #expect {
            try GherkinParser().parse(source: source, uri: "Features/a.feature")
        } throws: { error in
            guard let errors = error as? GherkinErrors, let first = errors.errors.first else { return false }
            return errors.errors.count == 1 && first.line == 5 && first.column == 7
                && first.reason == "inconsistent cell count within the table"
                && errors.description == "Features/a.feature:5:7: inconsistent cell count within the table"
        }
    }

    @Test func theEndOfTheFileHasALineButNoColumn() {
        #expect {
            try GherkinParser().parse(source: "Feature: A\n@tag", uri: "a.feature")
        } throws: { error in
            guard let errors = error as? GherkinErrors, let first = errors.errors.first else { return false }
            return first.line == 3 && first.column == nil && first.message.hasPrefix("(3:0): unexpected end of file")
                && errors.description == "a.feature:3: unexpected end of file, expected: #TagLine, #RuleLine, #Comment, #Empty"
        }
    }

    @Test func parsingStopsAfterMoreThanTenErrors() {
        // After a step, free text is not allowed: each line is an error.
        let source = "Feature: Many errors\n  Scenario: s\n    Given a\n" + (1...20).map { "    nonsense \($0)\n" }.joined()
        #expect {
            try GherkinParser().parse(source: source, uri: "many.feature")
        } throws: { error in
            (error as? GherkinErrors)?.errors.count == 11
        }
    }
}
