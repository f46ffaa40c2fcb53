/// Hands out the identifiers of AST nodes and pickles: `"0"`, `"1"`, `"2"`...
///
/// Cucumber's conformance data uses such counting identifiers. Pass the same generator to the
/// parser and then the compiler, so a document's pickles never reuse its nodes' identifiers;
/// keep using it across files when identifiers must be unique in a whole run.
///
/// ```swift
/// var ids = IDGenerator()
/// let document = try GherkinParser().parse(source: text, uri: "login.feature", ids: &ids)
/// let pickles = PickleCompiler().compile(document, ids: &ids)
/// ```
public struct IDGenerator: Sendable, Hashable {
    private let prefix: String
    private var counter: Int

    /// A generator whose identifiers are `prefix` followed by a count from `start`.
    public init(prefix: String = "", startingAt start: Int = 0) {
        self.prefix = prefix
        self.counter = start
    }

    /// The next identifier.
    public mutating func next() -> String {
        defer { counter += 1 }
        return prefix + String(counter)
    }
}
