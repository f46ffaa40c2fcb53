import BDD
import CucumberExpressions
import Foundation
import Gherkin

/// Step definitions compiled for one scenario run: finds the definition of each step.
struct StepMatcher {
    /// A definition with its compiled pattern.
    private struct Compiled {
        let definition: StepDefinition
        let match: (String) -> [StepValues.Value]?
    }

    /// How a step's text matched.
    enum Outcome {
        /// Exactly one definition matched; it takes these values.
        case matched(StepDefinition, [StepValues.Value])
        /// No definition matched.
        case undefined
        /// Several definitions matched.
        case ambiguous([StepDefinition])
    }

    private let compiled: [Compiled]
    /// The parameter types in force, for snippets.
    let registry: ParameterTypeRegistry
    /// The Swift types custom parameter types make, by name, for snippets.
    let valueTypes: [String: String]
    /// Definitions and parameter types that could not be compiled, each with where it was written.
    let problems: [String]

    init(_ definitions: StepDefinitions) {
        var problems: [String] = []
        var registry = ParameterTypeRegistry()
        var valueTypes: [String: String] = [:]
        if !definitions.parameterTypes.contains(where: { $0.name == "secret" }), let secret = try? RunnerParameterTypes.secret() {
            try? registry.define(secret)
        }
        for parameterType in definitions.parameterTypes {
            do {
                try registry.define(try parameterType.made.get())
                valueTypes[parameterType.name] = parameterType.valueType
            } catch {
                problems.append("The parameter type {\(parameterType.name)} at \(parameterType.site.shortDescription): \(error.message)")
            }
        }
        var compiled: [Compiled] = []
        for definition in definitions.definitions {
            do {
                compiled.append(Compiled(definition: definition, match: try Self.matcher(for: definition.pattern, registry: registry)))
            } catch {
                problems.append("The step definition \(definition.summary): \(error.message)")
            }
        }
        self.compiled = compiled
        self.registry = registry
        self.valueTypes = valueTypes
        self.problems = problems
    }

    /// The definitions of `text`. Arguments of `{secret}` are registered as secrets right away,
    /// before the step is announced.
    func match(_ text: String) -> Outcome {
        let matches = compiled.compactMap { entry in entry.match(text).map { (entry.definition, $0) } }
        guard let first = matches.first else { return .undefined }
        guard matches.count == 1 else { return .ambiguous(matches.map(\.0)) }
        for case .argument(let argument) in first.1 where argument.parameterType.name == "secret" {
            _ = try? argument.value()
        }
        return .matched(first.0, first.1)
    }

    private static func matcher(
        for pattern: StepDefinition.Pattern, registry: ParameterTypeRegistry
    ) throws(CucumberExpressionError) -> (String) -> [StepValues.Value]? {
        switch pattern {
        case .text(let text):
            let expression: any StepExpression = StepDefinition.isRegularExpression(text)
                ? try RegularExpression(text, parameterTypes: registry)
                : try CucumberExpression(text, parameterTypes: registry)
            return { expression.match($0)?.map(StepValues.Value.argument) }
        case .regex(let regex):
            return { text in
                guard let match = try? regex.firstMatch(in: text) else { return nil }
                return match.output.dropFirst().map { .capture($0.substring.map(String.init)) }
            }
        }
    }
}

extension Error {
    /// The error's own words: a ``CucumberExpressionError``'s message, else its description.
    var message: String {
        (self as? CucumberExpressionError)?.message ?? String(describing: self)
    }
}
