/// One level of a query: the nodes of a type, below the previous level, that carry an id.
public struct QueryStep: Sendable, CustomStringConvertible {
    /// The type of node to match (`.any` matches every type).
    public var type: ElementType
    /// The identifier or label to match, or `nil` to match any node of the type.
    public var id: String?
    /// The position among the matches, or `nil` to require a single match (strict matching).
    public var index: Int?
    /// Extra conditions every match must meet.
    public var filters: [any QueryFilter]
    /// The name shown for this level in messages, e.g. `Button` or `Alert`.
    public var kind: String

    /// Creates a query step.
    public init(type: ElementType, id: String?, index: Int?, filters: [any QueryFilter] = [], kind: String? = nil) {
        self.type = type
        self.id = id
        self.index = index
        self.filters = filters
        self.kind = kind ?? type.name.prefix(1).uppercased() + type.name.dropFirst()
    }

    /// Whether `snapshot` matches the type and the id (identifier OR label, as XCUI matches).
    /// Filters are not evaluated here.
    public func matchesTypeAndID(_ snapshot: ElementSnapshot) -> Bool {
        guard type == .any || snapshot.type == type else { return false }
        guard let id else { return true }
        return snapshot.identifier == id || snapshot.label == id
    }

    /// e.g. `Button "OK" [0]`.
    public var description: String {
        var text = kind
        if let id { text += " \"\(id)\"" }
        for filter in filters { text += " where \(filter)" }
        if let index { text += " [\(index)]" }
        return text
    }
}

/// A full description of how to find one element: the app, then one step per ancestor.
///
/// Queries are values: building one touches no engine. Engines resolve a whole query in one
/// call (and, where they can, in one round trip).
public struct ElementQuery: Sendable, CustomStringConvertible {
    /// The application the query starts from.
    public var app: AppTarget
    /// The levels from the outermost ancestor down to the element itself. Empty for the app.
    public var steps: [QueryStep]
    /// Whether a step without an explicit index fails when it matches several nodes.
    public var isStrict: Bool

    /// Creates a query.
    public init(app: AppTarget, steps: [QueryStep], isStrict: Bool) {
        self.app = app
        self.steps = steps
        self.isStrict = isStrict
    }

    /// The query of the element's parent (the same query without its last step).
    public var parentQuery: ElementQuery {
        ElementQuery(app: app, steps: Array(steps.dropLast()), isStrict: isStrict)
    }

    /// The same query with the last step's index cleared: every match of the last level.
    public var allMatches: ElementQuery {
        var copy = self
        if !copy.steps.isEmpty { copy.steps[copy.steps.count - 1].index = nil }
        return copy
    }

    /// e.g. `App › Alert "Error" › Button "OK" [0]`.
    public var description: String {
        ([app.description] + steps.map(\.description)).joined(separator: " › ")
    }
}
