import GherkinRunner
import TABTestKit
import Testing

/// Table.feature under Swift Testing, in headless Chromium: each scenario and outline row is a
/// test case with its own browser session (the `.tabTestKit` trait), one at a time.
@Suite("Table.feature", .serialized, .tabTestKit(engine: { try ExampleAppServerHost.makeEngine() }))
struct TableFeatureTests: ExampleAppContexts {
    @Test(arguments: FeatureFiles.table.scenarios)
    func scenario(_ scenario: FeatureScenario) {
        scenario.run(with: TableSteps().definitions)
    }
}
