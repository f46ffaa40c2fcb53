import ElementCore

/// One rule of `Engine`, checked on the ``ConformanceFixture``: a query, and what
/// every engine must answer.
public struct ConformanceCheck: Sendable, CustomStringConvertible {
    /// What the check proves, e.g. `strict ambiguity fails with both matches`.
    public var name: String
    /// The query asked.
    public var query: ElementQuery
    /// The answer every engine must give.
    public var expectation: ConformanceExpectation

    /// Creates a check.
    public init(_ name: String, _ query: ElementQuery, _ expectation: ConformanceExpectation) {
        self.name = name
        self.query = query
        self.expectation = expectation
    }

    /// `name: query`.
    public var description: String { "\(name): \(query)" }
}

/// What an engine must answer to a ``ConformanceCheck``.
public enum ConformanceExpectation: Sendable, CustomStringConvertible {
    /// `resolve` finds this node, the last level having matched `matchCount` nodes.
    case found(ConformanceSignature, matchCount: Int)
    /// `resolve` finds nothing at this level.
    case notFound(step: Int)
    /// `resolve` reports an ambiguity at this level, with these matches in order.
    case ambiguous(step: Int, matches: [ConformanceSignature])
    /// `matches` returns these nodes, in order.
    case matches([ConformanceSignature])
    /// `resolve` finds a node with these attributes.
    case attributes([ConformanceAttribute])
    /// `perform` succeeds, then the node of the second query has these attributes.
    case performs(ElementAction, then: ElementQuery, [ConformanceAttribute])

    /// The expectation in words.
    public var description: String {
        switch self {
        case .found(let signature, let count): return "found \(signature) among \(count)"
        case .notFound(let step): return "not found at level \(step + 1)"
        case .ambiguous(let step, let matches): return "ambiguous at level \(step + 1) between \(matches)"
        case .matches(let matches): return "matches \(matches)"
        case .attributes(let attributes): return "a node with \(attributes)"
        case .performs(let action, let then, let attributes): return "\(action) succeeds, then \(then) has \(attributes)"
        }
    }
}

/// The type, identifier and label of a node: what tells the fixture's nodes apart.
public struct ConformanceSignature: Sendable, Equatable, CustomStringConvertible {
    /// The node's type.
    public var type: ElementType
    /// The node's identifier.
    public var identifier: String
    /// The node's label.
    public var label: String

    /// Creates a signature.
    public init(_ type: ElementType, _ identifier: String, _ label: String) {
        self.type = type
        self.identifier = identifier
        self.label = label
    }

    /// The signature of a snapshot.
    public init(_ snapshot: ElementSnapshot) {
        self.init(snapshot.type, snapshot.identifier, snapshot.label)
    }

    /// e.g. `button "OK" id=PrimaryOK`.
    public var description: String {
        var text = "\(type) \"\(label)\""
        if !identifier.isEmpty { text += " id=\(identifier)" }
        return text
    }
}

/// An attribute a resolved node must have.
public enum ConformanceAttribute: Sendable, Equatable, CustomStringConvertible {
    /// The label.
    case label(String)
    /// The value; a missing value counts as `""`.
    case value(String)
    /// The placeholder.
    case placeholder(String)
    /// Whether the node is enabled.
    case enabled(Bool)
    /// Whether a checkbox is mixed (``ElementStates/isMixed``).
    case mixed(Bool)

    /// Whether `snapshot` has the attribute.
    public func holds(for snapshot: ElementSnapshot) -> Bool {
        switch self {
        case .label(let label): return snapshot.label == label
        case .value(let value): return (snapshot.value ?? "") == value
        case .placeholder(let placeholder): return snapshot.placeholder == placeholder
        case .enabled(let enabled): return snapshot.isEnabled == enabled
        case .mixed(let mixed): return snapshot.states.isMixed == mixed
        }
    }

    /// e.g. `value "Ada"`.
    public var description: String {
        switch self {
        case .label(let label): return "label \"\(label)\""
        case .value(let value): return "value \"\(value)\""
        case .placeholder(let placeholder): return "placeholder \"\(placeholder)\""
        case .enabled(let enabled): return enabled ? "enabled" : "disabled"
        case .mixed(let mixed): return mixed ? "mixed" : "not mixed"
        }
    }
}
