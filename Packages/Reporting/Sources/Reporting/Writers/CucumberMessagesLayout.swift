/// Where each line of the Gherkin source written for one test goes.
///
/// A test of Swift scenarios gets a source laid out line after line (`Feature:`, then each
/// `Scenario:` and its steps). A test running one scenario of a `.feature` file keeps that
/// file's lines: the `Scenario:` line and every step sit at the lines they have in the file (with
/// the background's steps under a `Background:`), so the document's locations, like the source
/// message's URI, point into the real file. (The steps of an outline's examples row are written
/// above the row's line, so they come under the `Background:` too; their lines stay right.) When the recorded lines cannot be laid out so (they
/// do not increase), the test falls back to the line-after-line layout.
struct CucumberMessagesLayout {
    /// Where one scenario's parts go.
    struct Placement {
        /// The `Scenario:` line.
        var line: Int
        /// The line of the scenario's tags, when it has any.
        var tagsLine: Int?
        /// The `Background:` line, when some steps come before the scenario's line.
        var backgroundLine: Int?
        /// How many of the first steps belong to the background.
        var backgroundCount = 0
        /// Each step's line.
        var stepLines: [Int] = []
    }

    /// The feature's name: the `.feature` file's feature, else the test's name.
    let featureName: String
    /// One placement per scenario.
    let placements: [Placement]
    /// The Gherkin source.
    let text: String

    init(_ test: TestCaseReport, line format: (String) -> String) {
        let fromFile = test.scenarios.count == 1 ? test.scenarios.first.flatMap { scenario in
            scenario.feature != nil ? Self.fileLayout(scenario) : nil
        } : nil
        featureName = test.scenarios.first?.feature ?? test.name
        placements = fromFile.map { [$0] } ?? Self.sequentialLayout(test.scenarios)
        var lines: [Int: String] = [1: "Feature: \(format(featureName))"]
        for (scenario, placement) in zip(test.scenarios, placements) {
            if let line = placement.tagsLine { lines[line] = "  " + scenario.tags.map(format).joined(separator: " ") }
            if let line = placement.backgroundLine { lines[line] = "  Background:" }
            lines[placement.line] = "  Scenario: \(format(scenario.name))"
            for (step, line) in zip(scenario.steps, placement.stepLines) {
                lines[line] = "    \(Self.keyword(step.keyword)) \(format(step.text))"
            }
        }
        let last = lines.keys.max() ?? 1
        text = (1...last).map { lines[$0] ?? "" }.joined(separator: "\n") + "\n"
    }

    /// A step's Gherkin keyword: a step written as `Step(…)` has none, which Gherkin writes `*`.
    static func keyword(_ keyword: String) -> String {
        keyword == "Step" ? "*" : keyword
    }

    /// `Feature:` on line 1, then for each scenario a blank line, its tags, `Scenario:` and its steps.
    private static func sequentialLayout(_ scenarios: [ScenarioReport]) -> [Placement] {
        var next = 2
        return scenarios.map { scenario in
            next += 1
            var placement = Placement(line: next)
            if !scenario.tags.isEmpty {
                placement.tagsLine = next
                next += 1
                placement.line = next
            }
            placement.stepLines = scenario.steps.map { _ in
                next += 1
                return next
            }
            next += 1
            return placement
        }
    }

    /// The scenario and its steps at their lines of the `.feature` file, or `nil` when those
    /// lines leave no room for `Feature:`, `Background:` and the tags before them.
    private static func fileLayout(_ scenario: ScenarioReport) -> Placement? {
        let line = Int(scenario.line)
        let stepLines = scenario.steps.map { Int($0.line) }
        let background = stepLines.prefix { $0 < line }
        let own = stepLines.dropFirst(background.count)
        var placement = Placement(line: line, backgroundCount: background.count, stepLines: stepLines)
        var used = Set([1, line] + stepLines)
        guard used.count == stepLines.count + 2, isIncreasing(Array(background)), isIncreasing([line] + own) else { return nil }
        if let first = background.first {
            guard first - 1 > 1 else { return nil }
            placement.backgroundLine = first - 1
            used.insert(first - 1)
        }
        if !scenario.tags.isEmpty {
            let tagsLine = line - 1
            guard tagsLine > (background.last ?? 1), !used.contains(tagsLine) else { return nil }
            placement.tagsLine = tagsLine
        }
        return placement
    }

    private static func isIncreasing(_ lines: [Int]) -> Bool {
        zip(lines, lines.dropFirst()).allSatisfy { $0 < $1 }
    }
}
