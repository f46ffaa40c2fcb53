import Foundation
import TABTestKitReporting

/// Reports to render in the tests.
enum ReportFixtures {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func step(_ keyword: String, _ name: String, _ outcome: ReportOutcome = .passed, duration: TimeInterval = 0.12,
                     messages: [String] = [], steps: [StepReport] = []) -> StepReport {
        StepReport(keyword: keyword, name: "\(keyword) \(name)", file: "Suite/LoginTests.swift", line: 10,
                   duration: outcome == .skipped ? 0 : duration, outcome: outcome, failureMessages: messages, steps: steps)
    }

    static func scenario(_ name: String, test: String? = "LoginTests.test_login", _ outcome: ReportOutcome,
                         steps: [StepReport], duration: TimeInterval = 1.5) -> ScenarioReport {
        ScenarioReport(name: name, test: test, file: "Suite/LoginTests.swift", line: 8, startTime: start,
                       duration: outcome == .skipped ? 0 : duration, outcome: outcome, steps: steps)
    }

    /// One passing, one failing and one skipped scenario.
    static let mixed = TestReport(name: "ExampleSuite", startTime: start, duration: 12.5, scenarios: [
        scenario("Logging in", .passed, steps: [
            step("Given", "I see(loginScreen)"),
            step("When", "I tap(loginScreen.logInButton)", duration: 0.5),
        ]),
        scenario("Seeing the profile", .failed, steps: [
            step("Then", "I see(profileScreen)", .failed, duration: 10, messages: ["Timed out after 10 s waiting for <Header>.\n  Query:     App › Header \"ProfileHeader\""]),
            step("And", "the value(of: profileScreen.usernameLabel, is: \"Me\")", .skipped),
        ]),
        scenario("Logging out", .skipped, steps: []),
    ])

    /// Two passing scenarios in two tests.
    static let allPassed = TestReport(name: "Suite", startTime: start, duration: 3, scenarios: [
        scenario("One", test: "A.test_one", .passed, steps: [step("Given", "I doSomething()")]),
        scenario("Two", test: "B.test_two", .passed, steps: [step("When", "I doSomethingElse()", steps: [step("Given", "I nestedStep()")])]),
    ])
}
