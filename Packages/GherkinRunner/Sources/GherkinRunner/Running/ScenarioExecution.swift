import BDD
import Foundation
import Gherkin

extension FeatureScenario {
    /// Runs the scenario as a BDD scenario, each of its steps a BDD step written at its line of
    /// the feature file, with `definitions` finding the code of each step.
    ///
    /// It runs like any `Scenario` in the test: with the test's engine, contexts and reports;
    /// after a failure the rest of its steps are skipped. A step fails — pointing at its line
    /// of the feature file, naming the scenario and the step — when its definition fails, when
    /// no definition matches (the message has one to paste), when several do (they are listed
    /// with their files and lines), or when its values do not fit the definition's parameters.
    ///
    /// - Returns: The scenario's record, also given to observers and reports.
    @discardableResult
    public func run(with definitions: StepDefinitions) -> ScenarioRecord {
        switch content {
        case .problem(let message):
            return Scenario(name, at: site, tags: tags, feature: feature) {
                throw FeatureProblem(message: message)
            }.record
        case .pickle(let pickle):
            let matcher = StepMatcher(definitions)
            return Scenario(name, at: site, tags: tags, feature: feature) {
                if !matcher.problems.isEmpty {
                    throw StepDefinitionsError(description: StepMessages.broken(matcher.problems))
                }
                for step in pickle.steps {
                    run(step, language: pickle.language, matcher: matcher)
                }
            }.record
        }
    }

    /// Runs one pickle step as a BDD step at its line.
    private func run(_ step: PickleStep, language: String, matcher: StepMatcher) {
        let keyword = GherkinKeywords.keyword(for: step, language: language)
        let name = GherkinKeywords.name(for: step, keyword: keyword)
        let site = file.site(line: step.location.line, column: step.location.column)
        let outcome = matcher.match(step.text)
        Step(keyword: keyword, name: name, at: site) {
            switch outcome {
            case .undefined:
                let snippet = SnippetGenerator(registry: matcher.registry, valueTypes: matcher.valueTypes).snippet(for: step)
                TestFailures.record(StepMatchFailure(.undefined, step: name, snippet: snippet,
                                                     description: StepMessages.undefined(step, name: name, snippet: snippet)), at: site)
            case .ambiguous(let definitions):
                TestFailures.record(StepMatchFailure(.ambiguous, step: name, definitions: definitions.map(\.summary),
                                                     description: StepMessages.ambiguous(name, definitions: definitions)), at: site)
            case .matched(let definition, let arguments):
                let values = arguments + Self.values(of: step.argument)
                guard values.count == definition.parameterTypes.count else {
                    return TestFailures.record(StepMatchFailure(.wrongArgumentCount, step: name, definitions: [definition.summary],
                                                                description: StepMessages.arity(definition, values: values)), at: site)
                }
                var stepValues = StepValues(values, definition: "\(definition.site.fileIDText):\(definition.site.line)")
                try definition.invoke(&stepValues)
            }
        }
    }

    /// A step's doc string and data table, in the order written.
    private static func values(of argument: PickleStepArgument?) -> [StepValues.Value] {
        guard let argument else { return [] }
        var values: [(index: Int, value: StepValues.Value)] = []
        if let table = argument.dataTable {
            values.append((table.argumentIndex ?? 1, .dataTable(DataTable(rows: table.rows))))
        }
        if let docString = argument.docString {
            values.append((docString.argumentIndex ?? 1, .docString(DocString(content: docString.content, mediaType: docString.mediaType))))
        }
        return values.sorted { $0.index < $1.index }.map(\.value)
    }
}

/// Why a feature file's scenario cannot run: the file is not valid Gherkin or cannot be read, or
/// a tag expression is not valid.
struct FeatureProblem: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
