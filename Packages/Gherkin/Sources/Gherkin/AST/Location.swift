/// A position in a feature file.
public struct Location: Sendable, Hashable, Encodable {
    /// The line, starting at 1.
    public let line: Int
    /// The column, starting at 1, counted in Unicode scalars.
    public let column: Int

    /// A position at `line` and `column` (both starting at 1).
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A comment line (`# ...`), kept with its leading whitespace.
public struct Comment: Sendable, Hashable, Encodable {
    /// Where the comment line starts (always column 1).
    public let location: Location
    /// The whole line, including any indentation before the `#`.
    public let text: String
}

/// A tag (`@smoke`) on a feature, rule, scenario or examples table.
public struct Tag: Sendable, Hashable, Encodable {
    /// Where the tag is written.
    public let location: Location
    /// The tag with its `@` (`"@smoke"`).
    public let name: String
    /// The tag's identifier, unique within the document.
    public let id: String
}
