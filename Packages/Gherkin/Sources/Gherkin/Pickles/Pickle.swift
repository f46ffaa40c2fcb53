/// A scenario ready to run: Cucumber's `Pickle`.
///
/// A plain scenario compiles to one pickle; a scenario outline to one per examples row, with
/// `<placeholders>` replaced. Background steps come first, tags are inherited from the feature,
/// rule and examples table, and each step knows its kind, text and argument, which is all a
/// runner needs to find and call a step definition. Encoding a pickle gives the JSON of
/// Cucumber's `pickle` message.
public struct Pickle: Sendable, Hashable, Encodable {
    /// The pickle's identifier.
    public let id: String
    /// The file the pickle comes from, as given to the parser.
    public let uri: String
    /// Where the scenario is, or for an outline, the examples row.
    public let location: Location
    /// The scenario's name, placeholders replaced.
    public let name: String
    /// The code of the feature's language.
    public let language: String
    /// The steps to run, background steps first.
    public let steps: [PickleStep]
    /// The tags of the feature, rule, scenario and examples table, in that order.
    public let tags: [PickleTag]
    /// The AST nodes the pickle comes from: the scenario, and for an outline the examples row.
    public let astNodeIds: [String]

    /// A pickle made by hand, for testing a runner without a feature file.
    public init(
        id: String, uri: String, location: Location, name: String, language: String = "en",
        steps: [PickleStep], tags: [PickleTag] = [], astNodeIds: [String] = []
    ) {
        self.id = id
        self.uri = uri
        self.location = location
        self.name = name
        self.language = language
        self.steps = steps
        self.tags = tags
        self.astNodeIds = astNodeIds
    }

    /// The tag names (`["@smoke", "@slow"]`), as tag expressions evaluate them.
    public var tagNames: [String] { tags.map(\.name) }
}

/// A step of a pickle.
public struct PickleStep: Sendable, Hashable, Encodable {
    /// The step's identifier.
    public let id: String
    /// The step's text after its keyword, placeholders replaced; what step definitions match.
    public let text: String
    /// The step's kind, with `And`/`But` resolved to the kind of the step before.
    public let type: PickleStepType
    /// The step's data table or doc string, placeholders replaced.
    public let argument: PickleStepArgument?
    /// The AST nodes the step comes from: the step, and for an outline the examples row.
    public let astNodeIds: [String]
    /// The keyword as written (`"Given "`, `"And "`). Not part of Cucumber's message.
    public let keyword: String
    /// Where the step is written in its file (for an outline, the outline's step). Not part of
    /// Cucumber's message, which points at the step through ``astNodeIds``.
    public let location: Location

    private enum CodingKeys: String, CodingKey { case id, text, type, argument, astNodeIds }

    /// A step made by hand, for testing a runner without a feature file.
    public init(
        id: String, text: String, type: PickleStepType, argument: PickleStepArgument? = nil,
        astNodeIds: [String] = [], keyword: String, location: Location
    ) {
        self.id = id
        self.text = text
        self.type = type
        self.argument = argument
        self.astNodeIds = astNodeIds
        self.keyword = keyword
        self.location = location
    }
}

/// The kind of a pickle step.
public enum PickleStepType: String, Sendable, Hashable, Encodable {
    /// A `Given` step, or an `And`/`But` after one.
    case context = "Context"
    /// A `When` step, or an `And`/`But` after one.
    case action = "Action"
    /// A `Then` step, or an `And`/`But` after one.
    case outcome = "Outcome"
    /// A `*` step, or an `And`/`But` with no kind before it.
    case unknown = "Unknown"
}

/// A tag of a pickle.
public struct PickleTag: Sendable, Hashable, Encodable {
    /// The tag with its `@` (`"@smoke"`).
    public let name: String
    /// The tag in the AST.
    public let astNodeId: String

    /// A tag made by hand, for testing a runner without a feature file.
    public init(name: String, astNodeId: String = "") {
        self.name = name
        self.astNodeId = astNodeId
    }
}
