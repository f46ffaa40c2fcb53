import BDD
import Gherkin

/// What the runner says when a step cannot run.
enum StepMessages {
    /// An undefined step, with a definition to paste:
    ///
    /// ```text
    /// Undefined step: When I type "Ada" into the username field
    /// Add this step definition:
    ///
    ///     When("I type {string} into the username field") { (string: String) in
    ///         throw PendingStep()
    ///     }
    /// ```
    static func undefined(_ step: PickleStep, name: String, snippet: String) -> String {
        let indented = snippet.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        return "Undefined step: \(name)\nAdd this step definition:\n\n\(indented)"
    }

    /// A step several definitions match, each listed with its file and line.
    static func ambiguous(_ name: String, definitions: [StepDefinition]) -> String {
        let list = definitions.map { "  \($0.summary)" }.joined(separator: "\n")
        return "Ambiguous step: \(name)\nIt matches \(definitions.count) step definitions:\n\(list)\n"
            + "Make the patterns more specific (anchor regular expressions with ^ and $), or remove one."
    }

    /// A step whose definition takes a different number of values than the step gives.
    static func arity(_ definition: StepDefinition, values: [StepValues.Value]) -> String {
        let arguments = values.filter { if case .argument = $0 { true } else if case .capture = $0 { true } else { false } }.count
        var given = ["\(arguments) argument" + (arguments == 1 ? "" : "s")]
        if values.contains(where: { if case .dataTable = $0 { true } else { false } }) { given.append("a data table") }
        if values.contains(where: { if case .docString = $0 { true } else { false } }) { given.append("a doc string") }
        let count = definition.parameterTypes.count
        let types = definition.parameterTypes.map { String(describing: $0) }.joined(separator: ", ")
        return "The step definition \(definition.summary) takes \(count) parameter" + (count == 1 ? "" : "s")
            + (count == 0 ? "" : " (\(types))") + ", but the step gives \(given.joined(separator: " and "))."
    }

    /// Definitions and parameter types that could not be compiled.
    static func broken(_ problems: [String]) -> String {
        "The step definitions cannot be used:\n" + problems.map { "  " + $0 }.joined(separator: "\n")
    }
}

/// The step definitions could not all be compiled; every scenario fails with this.
struct StepDefinitionsError: Error, CustomStringConvertible {
    let description: String
}
