/// The kinds of line the Gherkin grammar is written in.
enum TokenType: String, CaseIterable, Hashable, Sendable {
    case eof = "EOF"
    case empty = "Empty"
    case comment = "Comment"
    case tagLine = "TagLine"
    case featureLine = "FeatureLine"
    case ruleLine = "RuleLine"
    case backgroundLine = "BackgroundLine"
    case scenarioLine = "ScenarioLine"
    case examplesLine = "ExamplesLine"
    case stepLine = "StepLine"
    case docStringSeparator = "DocStringSeparator"
    case tableRow = "TableRow"
    case language = "Language"
    case other = "Other"
}

/// One line of input (or the end of the input) before the parser decides what it is.
struct Token {
    /// The line, or `nil` for the end of the input.
    let line: GherkinLine?
    /// The line's number; for the end of the input, one past the last line.
    let lineNumber: Int

    var isEOF: Bool { line == nil }
}

/// What a line turned out to be, with the parts the AST needs.
struct MatchedToken {
    let type: TokenType
    /// The line's number.
    let line: Int
    /// The 1-based column where the token starts.
    let column: Int
    /// The keyword that matched (`"Scenario"`, `"Given "`), or the doc string delimiter.
    var keyword: String?
    /// The kind of step keyword, for step lines.
    var keywordType: StepKeywordType?
    /// The text after the keyword, a comment's line, a description or doc string line, a doc
    /// string's media type, or a language code.
    var text: String?
    /// Tags or table cells.
    var items: [LineItem] = []
    /// The code of the language in effect when the line was matched.
    let language: String
    /// The line's trimmed text, used when a description drops its trailing empty lines.
    let trimmedLine: String

    var location: Location { Location(line: line, column: column) }
}
