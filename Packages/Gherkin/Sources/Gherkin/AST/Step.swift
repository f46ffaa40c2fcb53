/// A step: a keyword and a sentence, with an optional data table or doc string.
public struct Step: Sendable, Hashable, Encodable {
    /// The step's identifier, unique within the document.
    public let id: String
    /// Where the step's keyword is.
    public let location: Location
    /// The keyword as written, with its trailing space when the language has one (`"Given "`).
    public let keyword: String
    /// What kind of keyword it is.
    public let keywordType: StepKeywordType
    /// The text after the keyword, trimmed; may contain `<placeholders>` in an outline.
    public let text: String
    /// The step's doc string, if it has one.
    public let docString: DocString?
    /// The step's data table, if it has one.
    public let dataTable: DataTable?
}

/// The kind of a step keyword in the document's language.
public enum StepKeywordType: String, Sendable, Hashable, Encodable {
    /// `Given`: puts the system in a known state.
    case context = "Context"
    /// `When`: performs an action.
    case action = "Action"
    /// `Then`: checks an outcome.
    case outcome = "Outcome"
    /// `And`, `But`: continues the previous step's kind.
    case conjunction = "Conjunction"
    /// `*`, or a word the language uses for several kinds.
    case unknown = "Unknown"
}

/// A block of text under a step, between delimiters of three double quotes or three backticks.
public struct DocString: Sendable, Hashable, Encodable {
    /// Where the opening delimiter is.
    public let location: Location
    /// The text after the opening delimiter (`"json"`), or `nil` when there is none.
    public let mediaType: String?
    /// The lines between the delimiters, joined with `\n`, with the opening delimiter's indent
    /// removed and escaped delimiters unescaped.
    public let content: String
    /// The delimiter used: three double quotes or three backticks (Markdown allows more backticks).
    public let delimiter: String
}

/// A table under a step.
public struct DataTable: Sendable, Hashable, Encodable {
    /// Where the first row is.
    public let location: Location
    /// The table's rows; every row has the same number of cells.
    public let rows: [TableRow]
}

/// A row of a data table or examples table.
public struct TableRow: Sendable, Hashable, Encodable {
    /// The row's identifier, unique within the document.
    public let id: String
    /// Where the row's first `|` is.
    public let location: Location
    /// The row's cells.
    public let cells: [TableCell]
}

/// A cell of a table row.
public struct TableCell: Sendable, Hashable, Encodable {
    /// Where the cell's value starts (after its padding).
    public let location: Location
    /// The cell's value, trimmed, with `\|`, `\\` and `\n` unescaped.
    public let value: String
}
