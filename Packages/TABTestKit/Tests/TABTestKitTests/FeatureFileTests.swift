import Foundation
import TABTestKit
import Testing
import XCTest

/// A feature file run through the umbrella alone (`import TABTestKit`), with the Swift Testing
/// trait and inside `TABTestCase`, on the in-memory engine.
let profileFeature = FeatureFile(source: """
    @profile
    Feature: Profile
      Scenario: Seeing my username
        Given I see my profile
        Then my username is "My username"

      Scenario Outline: Logging out <times> time(s)
        Given I see my profile
        When I log out
        Then I do not see my profile
        Examples:
          | times |
          | 1     |
    """, path: "/features/Profile.feature", uri: "Features/Profile.feature")

/// The profile's steps, on the contexts.
struct ProfileSteps: TABTestKitContexts {
    var definitions: StepDefinitions {
        StepDefinitions {
            Given("I see my profile") { see(profileScreen) }
            Then("my username is {string}") { (name: String) in value(of: profileScreen.usernameLabel, is: name) }
            When("I log out") { tap(profileScreen.logOutButton) }
            Then("I do not see my profile") { doNotSee(profileScreen) }
        }
    }
}

@Suite("Feature files with the trait", .tabTestKit(engine: { InMemoryEngine(app: profileApp(), launched: false) }))
struct FeatureFileTraitTests {
    @Test(arguments: profileFeature.scenarios)
    func scenario(_ scenario: FeatureScenario) throws {
        let driver = try #require(currentEngine as? InMemoryEngine)
        let record = scenario.run(with: ProfileSteps().definitions)
        #expect(record.outcome == .passed)
        #expect(record.tags == ["@profile"])
        #expect(driver.launchHistory.count == 1, "each scenario gets its own engine and launch")
    }
}

/// The same feature inside a `TABTestCase`: its engine and launch, one scenario per test method.
final class FeatureFileTestCaseTests: TABTestCase, FeatureTestCase {
    override func makeEngine() throws -> any Engine {
        InMemoryEngine(app: profileApp(), launched: false)
    }

    var stepDefinitions: StepDefinitions { ProfileSteps().definitions }

    func test_seeingMyUsername() throws {
        try runScenario(atLine: 3, of: profileFeature)
    }

    func test_loggingOut() throws {
        try runScenario(atLine: 13, of: profileFeature)
        XCTAssertEqual((currentEngine as? InMemoryEngine)?.launchHistory.count, 1)
    }
}
