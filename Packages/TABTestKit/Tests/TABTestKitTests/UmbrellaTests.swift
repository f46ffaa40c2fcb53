import TABTestKit
import Testing

@Suite("The umbrella re-exports every package")
struct UmbrellaTests {
    @Test func oneImportReachesEveryPackage() {
        let driver = InMemoryDriver(app: InMemoryApp { InMemoryNode(.button, label: "OK") })
        let step = Step(I: ())                                      // BDD
        let predicate = EasyPredicate.label(.equals, "OK")          // XCUIStyleExtensions
        let found = Engine.using(driver) { Button(id: "OK").matching(predicate).exists }   // ElementCore, InMemoryDriver
        #expect(found)
        #expect(step.outcome == .passed)
        #expect(SystemPreferences().appTarget == .bundleIdentifier("com.apple.Preferences"))  // SystemApps
        #expect(LaunchParameter.name == "__tabtestkit")             // WebDriver
        #expect(StepDefinitions { Given("it works") {} }.count == 1)  // GherkinRunner, next to BDD's Given
    }
}
