import BDD
@testable import GherkinRunner
import Testing

@Suite("Features: backgrounds, rules, outlines and tags")
struct FeatureStructureTests {
    static let source = """
        @shop
        Feature: Cart
          Background:
            Given an empty cart

          Scenario: Adding one item
            When I add 1 item
            Then the cart has 1 item

          @outline
          Scenario Outline: Adding <count> items
            When I add <count> items
            Then the cart has <count> items

            @small
            Examples: Few
              | count |
              | 2     |
              | 3     |

            @large
            Examples: Many
              | count |
              | 100   |

          Rule: Removing
            Background:
              Given a cart with 5 items

            @slow
            Scenario: Removing one
              When I remove 1 item
              Then the cart has 4 items
        """

    /// Cart steps over a shared count.
    final class Cart: @unchecked Sendable {
        var count = 0
        let log = Log()

        var definitions: StepDefinitions {
            StepDefinitions {
                Given("an empty cart") { self.count = 0; self.log.append("empty") }
                Given("a cart with {int} item(s)") { (count: Int) in self.count = count; self.log.append("cart \(count)") }
                When("I add {int} item(s)") { (count: Int) in self.count += count; self.log.append("add \(count)") }
                When("I remove {int} item(s)") { (count: Int) in self.count -= count; self.log.append("remove \(count)") }
                Then("the cart has {int} item(s)") { (count: Int) in
                    if self.count != count { throw PendingStep("expected \(count), have \(self.count)") }
                }
            }
        }
    }

    @Test func everyScenarioAndExamplesRowIsAScenario() {
        let all = FeatureFile(source: Self.source, path: "/features/Cart.feature", uri: "Features/Cart.feature").allScenarios
        #expect(all.map(\.name) == ["Adding one item", "Adding 2 items", "Adding 3 items", "Adding 100 items", "Removing one"])
        #expect(all.map(\.line) == [6, 18, 19, 24, 31])
        #expect(all.map(\.tags) == [["@shop"], ["@shop", "@outline", "@small"], ["@shop", "@outline", "@small"], ["@shop", "@outline", "@large"], ["@shop", "@slow"]])
        #expect(all.map(\.feature) == Array(repeating: "Cart", count: 5))
        #expect(all.map(\.id).first == "Features/Cart.feature:6")
        #expect(all.map(\.description).last == "Removing one (Cart.feature:31)")
    }

    @Test(arguments: FeatureFile(source: source, path: "/features/Cart.feature", uri: "Features/Cart.feature").allScenarios)
    func eachScenarioRunsWithItsBackground(_ scenario: FeatureScenario) {
        let cart = Cart()
        let (record, failures) = run(scenario, with: cart.definitions)
        #expect(failures.map(\.message) == [])
        #expect(record.outcome == .passed)
        #expect(record.tags == scenario.tags)
        #expect(record.feature == "Cart")
        #expect(record.fileID == "Features/Cart.feature")
        #expect(record.filePath == "/features/Cart.feature")
        #expect(record.line == UInt(scenario.line))
        switch scenario.line {
        case 6: #expect(cart.log.entries == ["empty", "add 1"])
        case 18: #expect(cart.log.entries == ["empty", "add 2"])
        case 31: #expect(cart.log.entries == ["empty", "cart 5", "remove 1"])
        default: #expect(cart.log.entries.first == "empty")
        }
    }

    @Test func stepsAreNamedWithTheirKeywordAndPointAtTheirLine() {
        let cart = Cart()
        let scenario = FeatureFile(source: Self.source, path: "/features/Cart.feature", uri: "Features/Cart.feature").allScenarios[4]
        let (record, _) = run(scenario, with: cart.definitions)
        #expect(record.steps.map(\.name) == ["Given an empty cart", "Given a cart with 5 items", "When I remove 1 item", "Then the cart has 4 items"])
        #expect(record.steps.map(\.keyword) == [.given, .given, .when, .then])
        #expect(record.steps.map(\.line) == [4, 28, 32, 33])
        #expect(record.steps.map(\.fileID) == Array(repeating: "Features/Cart.feature", count: 4))
    }

    @Test func keywordsInOtherLanguages() {
        let log = Log()
        let definitions = StepDefinitions {
            Given("ich habe {int} Gurken") { (count: Int) in log.append("\(count)") }
            Then("habe ich {int} Gurken") { (count: Int) in log.append("\(count)") }
        }
        let (record, failures) = runOnly("""
            # language: de
            Funktionalität: Gurken
              Szenario: Essen
                Angenommen ich habe 5 Gurken
                Und ich habe 4 Gurken
                Dann habe ich 4 Gurken
                * habe ich 4 Gurken
            """, with: definitions)
        #expect(failures.map(\.message) == [])
        #expect(record.steps.map(\.name) == ["Angenommen ich habe 5 Gurken", "Und ich habe 4 Gurken", "Dann habe ich 4 Gurken", "habe ich 4 Gurken"])
        #expect(record.steps.map(\.keyword) == [.given, .and, .then, .step])
        #expect(log.entries == ["5", "4", "4", "4"])
    }

    @Test func butIsKeptAsBut() {
        let definitions = StepDefinitions {
            Given("a") {}
            But("not b") {}
        }
        let (record, _) = runOnly("""
            Feature: F
              Scenario: S
                Given a
                But not b
            """, with: definitions)
        #expect(record.steps.map(\.keyword) == [.given, .but])
        #expect(record.steps.map(\.name) == ["Given a", "But not b"])
    }

    @Test func definitionsCompose() {
        let log = Log()
        let common = StepDefinitions { Given("a") { log.append("a") } }
        let includeB = true
        let definitions = StepDefinitions {
            common
            if includeB { Given("b") { log.append("b") } }
            for letter in ["c", "d"] { Given(letter) { log.append(letter) } }
        }
        #expect(definitions.count == 4)
        let (record, _) = runOnly("""
            Feature: F
              Scenario: S
                Given a
                And b
                And c
                And d
            """, with: definitions)
        #expect(record.outcome == .passed)
        #expect(log.entries == ["a", "b", "c", "d"])
    }
}
