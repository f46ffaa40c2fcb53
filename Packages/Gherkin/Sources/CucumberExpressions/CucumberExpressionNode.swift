/// A node of a parsed Cucumber Expression.
///
/// `three (blind) mice/rats` parses to an expression of text nodes, an optional (holding the
/// text `blind`) and an alternation of two alternatives. Offsets count code points.
public struct CucumberExpressionNode: Sendable, Hashable {
    /// The kinds of node.
    public enum Kind: String, Sendable, Hashable {
        /// Literal text: a word, white space, or a stray `)` or `}`.
        case text = "TEXT_NODE"
        /// Text in parentheses that may be left out: `(s)`.
        case optional = "OPTIONAL_NODE"
        /// Words separated by `/`: `mice/rats`.
        case alternation = "ALTERNATION_NODE"
        /// One choice of an alternation.
        case alternative = "ALTERNATIVE_NODE"
        /// A parameter: `{int}`, or `{}` for any text.
        case parameter = "PARAMETER_NODE"
        /// The whole expression.
        case expression = "EXPRESSION_NODE"
    }

    /// What the node is.
    public let kind: Kind
    /// The node's children (empty for a text node).
    public let children: [CucumberExpressionNode]
    /// A text node's text, escapes removed; `nil` for other nodes.
    public let token: String?
    /// Where the node starts in the expression, in code points from 0.
    public let start: Int
    /// Where the node ends (exclusive), in code points.
    public let end: Int

    init(_ kind: Kind, children: [CucumberExpressionNode] = [], token: String? = nil, start: Int, end: Int) {
        self.kind = kind
        self.children = children
        self.token = token
        self.start = start
        self.end = end
    }

    /// The node's text: a text node's own, or its children's joined (a parameter's name).
    public var text: String {
        children.isEmpty ? token ?? "" : children.map(\.text).joined()
    }
}
