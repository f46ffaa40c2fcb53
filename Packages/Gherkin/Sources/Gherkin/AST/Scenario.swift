/// Steps run before each scenario of a feature or rule.
public struct Background: Sendable, Hashable, Encodable {
    /// The background's identifier, unique within the document.
    public let id: String
    /// Where the `Background:` line is.
    public let location: Location
    /// The keyword as written (`"Background"`).
    public let keyword: String
    /// The text after the keyword's colon, trimmed.
    public let name: String
    /// The free text under the `Background:` line; `""` when there is none.
    public let description: String
    /// The background's steps.
    public let steps: [Step]
}

/// A scenario, or a scenario outline when it has examples.
public struct Scenario: Sendable, Hashable, Encodable {
    /// The scenario's identifier, unique within the document.
    public let id: String
    /// Where the `Scenario:` (or `Scenario Outline:`, `Example:`...) line is.
    public let location: Location
    /// The scenario's tags.
    public let tags: [Tag]
    /// The keyword as written (`"Scenario"`, `"Scenario Outline"`, `"Example"`).
    public let keyword: String
    /// The text after the keyword's colon, trimmed; may contain `<placeholders>`.
    public let name: String
    /// The free text under the scenario's first line; `""` when there is none.
    public let description: String
    /// The scenario's steps.
    public let steps: [Step]
    /// The examples tables of an outline; empty for a plain scenario.
    public let examples: [Examples]
}

/// An examples table of a scenario outline: one pickle per body row.
public struct Examples: Sendable, Hashable, Encodable {
    /// The table's identifier, unique within the document.
    public let id: String
    /// Where the `Examples:` line is.
    public let location: Location
    /// The table's tags (inherited by its rows' pickles).
    public let tags: [Tag]
    /// The keyword as written (`"Examples"`, `"Scenarios"`).
    public let keyword: String
    /// The text after the keyword's colon, trimmed.
    public let name: String
    /// The free text under the `Examples:` line; `""` when there is none.
    public let description: String
    /// The header row naming the placeholders, or `nil` when the table is missing.
    public let tableHeader: TableRow?
    /// The rows of values, one pickle each.
    public let tableBody: [TableRow]
}
