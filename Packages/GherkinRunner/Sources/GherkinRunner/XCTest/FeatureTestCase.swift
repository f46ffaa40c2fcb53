#if canImport(XCTest)
import BDD
import XCTest

/// An XCTest test case whose test methods are the scenarios of a feature file, one each.
///
/// Declare the class, named after the feature file (`LoginFeature` for `Login.feature`), and
/// apply the GherkinFeatures plugin to the test target: at every build it adds one test method
/// per scenario and outline row (`test_Logging_in_with_a_password`), each calling
/// ``runScenario(atLine:of:)``.
///
/// ```swift
/// final class LoginFeature: TABTestCase, FeatureTestCase {
///     var stepDefinitions: StepDefinitions { LoginSteps().definitions }
/// }
/// ```
///
/// XCTest on Linux runs only the test methods compiled into the target (SwiftPM lists them when
/// it builds), so the methods are generated from the feature file rather than added at run
/// time; adding a scenario adds a test at the next build.
public protocol FeatureTestCase: XCTestCase {
    /// The definitions the scenarios run with.
    var stepDefinitions: StepDefinitions { get }

    /// A tag expression selecting the scenarios to run (`"@smoke and not @slow"`), in addition to
    /// the `TABTESTKIT_TAGS` environment variable; `nil` (the default) selects them all. The
    /// others are skipped.
    static var tagExpression: String? { get }
}

extension FeatureTestCase {
    /// Every scenario runs unless `TABTESTKIT_TAGS` says otherwise.
    public static var tagExpression: String? { nil }

    /// Runs the scenario (or outline row) at `line` of `feature` with ``stepDefinitions``;
    /// throws `XCTSkip` when the tag expressions do not select it.
    public func runScenario(atLine line: Int, of feature: FeatureFile) throws {
        XCTestTracking.installIfNeeded()
        XCTestTracking.noteRunning(self)
        guard let scenario = feature.scenario(atLine: line) else {
            let site = CallSite(fileIDText: feature.uri, filePathText: feature.path, line: UInt(max(1, line)), column: 1)
            let message = "\(feature.uri) has no scenario at line \(line): build again, so that the "
                + "GherkinFeatures plugin writes the tests of the file as it is now."
            return TestFailures.record(StepMatchFailure(.missingScenario, step: "\(feature.uri):\(line)", description: message), at: site)
        }
        switch TagSelection.decide(scenario, code: Self.tagExpression) {
        case .run:
            scenario.run(with: stepDefinitions)
        case .skip(let reason):
            throw XCTSkip(reason)
        case .invalid(let failure):
            TestFailures.record(failure, at: scenario.site)
        }
    }
}
#endif
