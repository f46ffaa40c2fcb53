/// The argument of a pickle step: a data table, a doc string, or (rarely) both.
public struct PickleStepArgument: Sendable, Hashable, Encodable {
    /// The step's doc string.
    public let docString: PickleDocString?
    /// The step's data table.
    public let dataTable: PickleTable?

    /// An argument made by hand, for testing a runner without a feature file.
    public init(docString: PickleDocString? = nil, dataTable: PickleTable? = nil) {
        self.docString = docString
        self.dataTable = dataTable
    }
}

/// A doc string given to a step.
public struct PickleDocString: Sendable, Hashable, Encodable {
    /// When a step has both a table and a doc string, which comes first (1) or second (2).
    public let argumentIndex: Int?
    /// The doc string's media type (`"json"`), or `nil`.
    public let mediaType: String?
    /// The text.
    public let content: String

    /// A doc string made by hand, for testing a runner without a feature file.
    public init(content: String, mediaType: String? = nil, argumentIndex: Int? = nil) {
        self.content = content
        self.mediaType = mediaType
        self.argumentIndex = argumentIndex
    }
}

/// A data table given to a step, as rows of cell values.
public struct PickleTable: Sendable, Hashable, Encodable {
    /// When a step has both a table and a doc string, which comes first (1) or second (2).
    public let argumentIndex: Int?
    /// The cell values, row by row; every row has the same number of cells.
    public let rows: [[String]]

    /// A table made by hand, for testing a runner without a feature file.
    public init(rows: [[String]], argumentIndex: Int? = nil) {
        self.rows = rows
        self.argumentIndex = argumentIndex
    }

    private enum CodingKeys: String, CodingKey { case argumentIndex, rows }
    private enum RowKeys: String, CodingKey { case cells }
    private enum CellKeys: String, CodingKey { case value }

    /// Encodes the table as Cucumber does: `{"rows": [{"cells": [{"value": "..."}]}]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(argumentIndex, forKey: .argumentIndex)
        var rowsContainer = container.nestedUnkeyedContainer(forKey: .rows)
        for row in rows {
            var rowContainer = rowsContainer.nestedContainer(keyedBy: RowKeys.self)
            var cellsContainer = rowContainer.nestedUnkeyedContainer(forKey: .cells)
            for value in row {
                var cellContainer = cellsContainer.nestedContainer(keyedBy: CellKeys.self)
                try cellContainer.encode(value, forKey: .value)
            }
        }
    }
}
