import GherkinRunner
import XCTest

/// Login.feature under XCTest, in headless Chromium: the GherkinFeatures plugin adds one test
/// method per scenario (`test_Logging_in_with_a_password`…) to this class, named after the file.
/// Each runs like any `ExampleAppTestCase` test: a fresh browser session and UUID, the mock API
/// reset after it.
final class LoginFeature: ExampleAppTestCase, FeatureTestCase {
    var stepDefinitions: StepDefinitions { LoginSteps().definitions }
}
