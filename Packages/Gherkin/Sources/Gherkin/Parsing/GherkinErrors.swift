/// A problem in a feature file, at a line and (usually) a column.
public struct GherkinError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, without the position (`"inconsistent cell count within the table"`).
    public let reason: String
    /// The line of the problem, starting at 1.
    public let line: Int
    /// The column of the problem, starting at 1; `nil` at the end of the file.
    public let column: Int?

    init(message reason: String, line: Int, column: Int?) {
        self.reason = reason
        self.line = line
        self.column = column
    }

    /// The message as Cucumber words it, position first: `"(5:3): inconsistent cell count within
    /// the table"`; a missing column shows as `0`.
    public var message: String { "(\(line):\(column ?? 0)): \(reason)" }

    /// The same as ``message``.
    public var description: String { message }
}

/// Every problem the parser found in one feature file.
///
/// The parser does not stop at the first problem: like Cucumber it reports each line it
/// cannot place and carries on, stopping after more than ten problems.
public struct GherkinErrors: Error, Sendable, Hashable, CustomStringConvertible {
    /// The address of the file, as given to the parser.
    public let uri: String
    /// The problems, in the order they were found.
    public let errors: [GherkinError]

    /// One problem a line, each as `uri:line:column: reason` (`uri:line: reason` at the end
    /// of the file), the form editors and CI logs turn into links.
    public var description: String {
        errors.map { error in
            "\(uri):\(error.line):" + (error.column.map { "\($0):" } ?? "") + " \(error.reason)"
        }.joined(separator: "\n")
    }
}
