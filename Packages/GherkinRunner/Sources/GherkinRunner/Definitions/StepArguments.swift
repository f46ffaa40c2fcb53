/// The table under a step, passed to its definition as the last parameter.
///
/// ```gherkin
/// Given these users:
///   | name  | role  |
///   | Ada   | admin |
///   | Grace | user  |
/// ```
/// ```swift
/// Given("these users:") { (users: DataTable) in
///     for user in users.records { add(name: user["name"] ?? "", role: user["role"] ?? "") }
/// }
/// ```
public struct DataTable: Sendable, Hashable {
    /// Every row, header included, as cell values.
    public let rows: [[String]]

    /// A table of `rows` (the first row being the header, if the table has one).
    public init(rows: [[String]]) {
        self.rows = rows
    }

    /// The first row.
    public var header: [String] { rows.first ?? [] }

    /// The rows after the header, each keyed by the header's cells (Cucumber's `asMaps`).
    public var records: [[String: String]] {
        let header = self.header
        return rows.dropFirst().map { row in
            Dictionary(zip(header, row), uniquingKeysWith: { first, _ in first })
        }
    }

    /// The first column's cells mapped to the second's, for two-column tables of keys and values
    /// (Cucumber's `rowsHash`). A key given twice keeps its first value.
    /// - Throws: ``StepArgumentError`` when the table does not have two columns.
    public func keysAndValues() throws -> [String: String] {
        guard let wrong = rows.first(where: { $0.count != 2 }) else {
            return Dictionary(rows.map { ($0[0], $0[1]) }, uniquingKeysWith: { first, _ in first })
        }
        throw StepArgumentError("The data table has a row of \(wrong.count) cells; keys and values need 2 columns")
    }

    /// The cells of the column whose header is `name`, header excluded; `nil` when there is none.
    public func column(_ name: String) -> [String]? {
        guard let index = header.firstIndex(of: name) else { return nil }
        return rows.dropFirst().map { $0.indices.contains(index) ? $0[index] : "" }
    }

    /// The table with rows and columns swapped (a short row's missing cells read as `""`).
    public var transposed: DataTable {
        let width = rows.map(\.count).max() ?? 0
        return DataTable(rows: (0..<width).map { column in rows.map { $0.indices.contains(column) ? $0[column] : "" } })
    }
}

/// The block of text under a step, between `"""` or ```` ``` ```` delimiters, passed to its
/// definition as the last parameter (or taken as a plain `String`).
///
/// ```swift
/// Then("the page says:") { (text: DocString) in value(of: page.body, is: text.content) }
/// ```
public struct DocString: Sendable, Hashable {
    /// The text, its indentation relative to the delimiters kept.
    public let content: String
    /// The media type written after the opening delimiter (`json` in `"""json`), or `nil`.
    public let mediaType: String?

    /// A doc string with `content` and an optional media type.
    public init(content: String, mediaType: String? = nil) {
        self.content = content
        self.mediaType = mediaType
    }
}
