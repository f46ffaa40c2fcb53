import Foundation
@testable import Reporting
import Testing

/// Scenarios run from `.feature` files (GherkinRunner) keep the file's path, lines, feature and
/// tags in the Cucumber formats.
@Suite("Reports of feature-file scenarios")
struct FeatureFileReportTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    static let file = "Tests/AppTests/Features/Login.feature"

    /// `Login.feature`: a background step on line 7, the scenario on line 11 tagged `@smoke`, its
    /// steps on lines 12 and 13.
    static var run: RunReport {
        func step(_ keyword: String, _ text: String, line: UInt) -> StepReport {
            StepReport(keyword: keyword, name: "\(keyword) \(text)", file: file, line: line, startTime: start, duration: 0.1, outcome: .passed)
        }
        let scenario = ScenarioReport(
            name: "Logging in", file: file, line: 11, startTime: start, duration: 0.3, outcome: .passed,
            steps: [step("Given", "I am on the login screen", line: 7), step("When", "I log in", line: 12), step("Then", "I see my profile", line: 13)],
            tags: ["@login", "@smoke"], feature: "Logging in"
        )
        let test = TestCaseReport(name: "LoginFeature.test_Logging_in", startTime: start, duration: 0.3, scenarios: [scenario])
        return RunReport(name: "Suite", startTime: start, duration: 0.3, tests: [test])
    }

    @Test func cucumberMessagesKeepTheFilesLinesAndTags() throws {
        let envelopes = try CucumberMessagesReport().render(Self.run).split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let source = try #require(envelopes.compactMap { $0["source"] as? [String: Any] }.first)
        #expect(source["uri"] as? String == Self.file)
        let lines = (source["data"] as? String ?? "").components(separatedBy: "\n")
        #expect(lines[0] == "Feature: Logging in")
        #expect(lines[5] == "  Background:")
        #expect(lines[6] == "    Given I am on the login screen")
        #expect(lines[9] == "  @login @smoke")
        #expect(lines[10] == "  Scenario: Logging in")
        #expect(lines[11] == "    When I log in")
        #expect(lines[12] == "    Then I see my profile")

        let document = try #require(envelopes.compactMap { $0["gherkinDocument"] as? [String: Any] }.first)
        let feature = try #require(document["feature"] as? [String: Any])
        #expect(feature["name"] as? String == "Logging in")
        let children = try #require(feature["children"] as? [[String: Any]])
        let background = try #require(children.first?["background"] as? [String: Any])
        let scenario = try #require(children.last?["scenario"] as? [String: Any])
        #expect((background["steps"] as? [[String: Any]])?.compactMap { ($0["location"] as? [String: Any])?["line"] as? Int } == [7])
        #expect((scenario["location"] as? [String: Any])?["line"] as? Int == 11)
        #expect((scenario["steps"] as? [[String: Any]])?.compactMap { ($0["location"] as? [String: Any])?["line"] as? Int } == [12, 13])
        let tags = try #require(scenario["tags"] as? [[String: Any]])
        #expect(tags.compactMap { $0["name"] as? String } == ["@login", "@smoke"])
        #expect(tags.compactMap { ($0["location"] as? [String: Any])?["column"] as? Int } == [3, 10])

        let pickle = try #require(envelopes.compactMap { $0["pickle"] as? [String: Any] }.first)
        #expect((pickle["tags"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["@login", "@smoke"])
        #expect((pickle["steps"] as? [[String: Any]])?.count == 3)
    }

    @Test func linesThatCannotBeKeptAreLaidOutInOrder() {
        var run = Self.run
        run.tests[0].scenarios[0].steps[2].line = 5
        let layout = CucumberMessagesLayout(run.tests[0], line: { $0 })
        #expect(layout.placements.first?.line == 4)
        #expect(layout.placements.first?.tagsLine == 3)
        #expect(layout.placements.first?.stepLines == [5, 6, 7])
        #expect(layout.text.hasPrefix("Feature: Logging in\n\n  @login @smoke\n  Scenario: Logging in\n    Given I am on the login screen\n"))
    }

    @Test func cucumberJSONKeepsTheFilesLinesAndTags() throws {
        let features = CucumberJSONReport().features(Self.run)
        #expect(features.map(\.uri) == [Self.file])
        #expect(features.first?.name == "Logging in")
        let element = try #require(features.first?.elements.first)
        #expect(element.line == 11)
        #expect(element.tags.map(\.name) == ["@login", "@smoke"])
        #expect(element.steps.map(\.line) == [7, 12, 13])
        #expect(element.steps.map(\.match.location) == ["\(Self.file):7", "\(Self.file):12", "\(Self.file):13"])
    }

    @Test func cucumbersOwnModelAndTheSchemaAcceptThem() throws {
        let directory = temporaryDirectory()
        try ReportFiles.write(Self.run, to: directory, formats: Set(ReportConfiguration.Format.allCases))
        let result = try Validator.run(on: directory)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("loaded into cucumber-messages' model"))
    }
}
