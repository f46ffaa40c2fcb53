import Foundation
import TagExpressions

/// Which scenarios run: those whose tags satisfy the tag expression given in code and the one in
/// the `TABTESTKIT_TAGS` environment variable (both, when both are given).
///
/// ```sh
/// TABTESTKIT_TAGS='@smoke and not @slow' swift test
/// ```
///
/// A scenario reporting a problem (a malformed file) is always selected, so it cannot be hidden
/// by tags.
public enum TagSelection {
    /// The environment variable holding a tag expression that selects scenarios.
    public static let environmentVariable = "TABTESTKIT_TAGS"

    /// What to do with one scenario.
    enum Decision: Equatable {
        /// Run it.
        case run
        /// Skip it, for this reason.
        case skip(String)
        /// Fail: an expression is not valid.
        case invalid(TagExpressionFailure)
    }

    /// The expression in the environment, or `nil` when unset or blank.
    static func environmentExpression(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let text = environment[environmentVariable], !text.trimmingSpaces.isEmpty else { return nil }
        return text
    }

    /// Whether `scenario` runs under the expression `code` and the environment's.
    static func decide(
        _ scenario: FeatureScenario, code: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Decision {
        if case .problem = scenario.content { return .run }
        let sources: [(String?, variable: String?)] = [(code, nil), (environmentExpression(environment), environmentVariable)]
        for case (let text?, let variable) in sources {
            let expression: TagExpression
            do {
                expression = try TagExpression(text)
            } catch {
                return .invalid(TagExpressionFailure(expression: text, environmentVariable: variable, problem: "\(error)"))
            }
            let what = variable.map { "The \($0) tag expression" } ?? "The tag expression"
            if !expression.evaluate(tags: scenario.tags) {
                let tags = scenario.tags.isEmpty ? "no tags" : "tags " + scenario.tags.joined(separator: " ")
                return .skip("\"\(scenario.name)\" (\(tags)) is not selected by \(what.lowercasedFirst) \"\(text)\"")
            }
        }
        return .run
    }

    /// The scenarios of `file` to make tests of: the selected ones, or a single scenario
    /// reporting an invalid expression.
    static func select(_ scenarios: [FeatureScenario], code: String?, file: FeatureFile) -> [FeatureScenario] {
        var selected: [FeatureScenario] = []
        for scenario in scenarios {
            switch decide(scenario, code: code) {
            case .run:
                selected.append(scenario)
            case .skip:
                continue
            case .invalid(let failure):
                let location = FeatureScenario.FileLocation(path: file.path, uri: file.uri)
                return [FeatureScenario(problem: "Invalid tag expression", message: failure.description, line: 1, column: 1, file: location)]
            }
        }
        return selected
    }
}

extension String {
    /// The text with its first letter in lower case: `the tag expression`.
    var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
