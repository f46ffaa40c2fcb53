import BDD

/// A Gherkin step (or scenario) that could not be matched to code: the typed cause of its
/// failure, carried up to the reports. The text keeps the runner's wording (`Undefined step: …`
/// with a definition to paste, `Ambiguous step: …` with each definition's place); tests assert
/// on the cause rather than on the text:
///
/// ```swift
/// #expect((failure.cause as? StepMatchFailure)?.kind == .undefined)
/// ```
public struct StepMatchFailure: FailureCause, Equatable {
    /// Why the step could not be run.
    public enum Kind: String, Sendable, Equatable {
        /// No step definition matches the step.
        case undefined
        /// Several step definitions match the step.
        case ambiguous
        /// The matching definition takes a different number of values than the step gives.
        case wrongArgumentCount
        /// The generated test names a scenario the feature file no longer has at that line.
        case missingScenario
    }

    /// Why the step could not be run.
    public let kind: Kind
    /// The step as written, with its keyword (`When I type "Ada" into the username field`);
    /// for a missing scenario, where it was expected (`Features/Login.feature:12`).
    public let step: String
    /// The step definitions involved, as `"pattern" (File.swift:12)`: every match of an
    /// ambiguous step, the one whose parameters do not fit; empty otherwise.
    public let definitions: [String]
    /// For an undefined step, a step definition to paste that matches it.
    public let snippet: String?
    /// The failure's text, in the runner's wording.
    public let description: String

    /// `undefinedStep`, `ambiguousStep`, `wrongArgumentCount` or `missingScenario`, with the step
    /// and the definitions involved.
    public var reportFields: FailureReportFields? {
        let name: String = switch kind {
        case .undefined: "undefinedStep"
        case .ambiguous: "ambiguousStep"
        case .wrongArgumentCount: "wrongArgumentCount"
        case .missingScenario: "missingScenario"
        }
        return FailureReportFields(kind: name, attempt: step, detail: definitions.isEmpty ? nil : definitions.joined(separator: "; "))
    }

    init(_ kind: Kind, step: String, definitions: [String] = [], snippet: String? = nil, description: String) {
        self.kind = kind
        self.step = step
        self.definitions = definitions
        self.snippet = snippet
        self.description = description
    }
}
