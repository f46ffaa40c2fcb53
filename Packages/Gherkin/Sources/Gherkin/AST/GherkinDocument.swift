/// A parsed feature file: Cucumber's `GherkinDocument`.
///
/// Encoding it (with `JSONEncoder`) gives the JSON of Cucumber's `gherkinDocument` message.
public struct GherkinDocument: Sendable, Hashable, Encodable {
    /// The address the source was read from, as given to the parser.
    public let uri: String
    /// The feature, or `nil` for a file with only comments and blank lines.
    public let feature: Feature?
    /// Every comment line of the file, in order.
    public let comments: [Comment]
}

/// A feature: the top of a feature file.
public struct Feature: Sendable, Hashable, Encodable {
    /// Where the `Feature:` line is.
    public let location: Location
    /// The feature's tags.
    public let tags: [Tag]
    /// The code of the feature's language (`"en"`, `"fr"`).
    public let language: String
    /// The keyword as written (`"Feature"`, `"Fonctionnalité"`); `""` for a Markdown file
    /// without a `# Feature:` header (then not encoded, as in Cucumber's messages).
    public let keyword: String
    /// The text after the keyword's colon, trimmed.
    public let name: String
    /// The free text under the `Feature:` line, lines joined with `\n`, trailing empty lines
    /// removed; `""` when there is none.
    public let description: String
    /// The feature's background, scenarios and rules, in source order.
    public let children: [FeatureChild]

    private enum CodingKeys: String, CodingKey { case location, tags, language, keyword, name, description, children }

    /// Encodes the feature as Cucumber's message, without a keyword when it has none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(location, forKey: .location)
        try container.encode(tags, forKey: .tags)
        try container.encode(language, forKey: .language)
        if !keyword.isEmpty { try container.encode(keyword, forKey: .keyword) }
        try container.encode(name, forKey: .name)
        try container.encode(description, forKey: .description)
        try container.encode(children, forKey: .children)
    }
}

/// A child of a feature.
public enum FeatureChild: Sendable, Hashable, Encodable {
    /// The feature's background.
    case background(Background)
    /// A scenario or scenario outline.
    case scenario(Scenario)
    /// A rule and its children.
    case rule(Rule)

    private enum CodingKeys: String, CodingKey { case background, scenario, rule }

    /// Encodes the child as Cucumber does: an object with one key naming its kind.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .background(let background): try container.encode(background, forKey: .background)
        case .scenario(let scenario): try container.encode(scenario, forKey: .scenario)
        case .rule(let rule): try container.encode(rule, forKey: .rule)
        }
    }
}

/// A rule: a business rule grouping the scenarios that illustrate it.
public struct Rule: Sendable, Hashable, Encodable {
    /// The rule's identifier, unique within the document.
    public let id: String
    /// Where the `Rule:` line is.
    public let location: Location
    /// The rule's tags (inherited by its scenarios' pickles).
    public let tags: [Tag]
    /// The keyword as written (`"Rule"`).
    public let keyword: String
    /// The text after the keyword's colon, trimmed.
    public let name: String
    /// The free text under the `Rule:` line; `""` when there is none.
    public let description: String
    /// The rule's background and scenarios, in source order.
    public let children: [RuleChild]
}

/// A child of a rule.
public enum RuleChild: Sendable, Hashable, Encodable {
    /// The rule's background, run after the feature's.
    case background(Background)
    /// A scenario or scenario outline.
    case scenario(Scenario)

    private enum CodingKeys: String, CodingKey { case background, scenario }

    /// Encodes the child as Cucumber does: an object with one key naming its kind.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .background(let background): try container.encode(background, forKey: .background)
        case .scenario(let scenario): try container.encode(scenario, forKey: .scenario)
        }
    }
}
