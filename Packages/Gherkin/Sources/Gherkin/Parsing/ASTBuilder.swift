/// A grammar rule being built: the tokens and finished children it has collected so far.
final class ASTNode {
    /// The node's rule, or `nil` for the container the whole document is built into.
    let rule: RuleType?
    private(set) var tokens: [TokenType: [MatchedToken]] = [:]
    private(set) var children: [RuleType: [ASTValue]] = [:]

    init(rule: RuleType?) {
        self.rule = rule
    }

    func add(_ token: MatchedToken) { tokens[token.type, default: []].append(token) }
    func add(_ value: ASTValue, for rule: RuleType) { children[rule, default: []].append(value) }

    func token(_ type: TokenType) -> MatchedToken? { tokens[type]?.first }
    func tokens(_ type: TokenType) -> [MatchedToken] { tokens[type] ?? [] }
    func child(_ rule: RuleType) -> ASTValue? { children[rule]?.first }
    func children(_ rule: RuleType) -> [ASTValue] { children[rule] ?? [] }
}

/// What a finished rule turned into.
enum ASTValue {
    /// A rule with no value of its own (tags, headers), read by its parent.
    case node(ASTNode)
    case step(Step)
    case docString(DocString)
    case dataTable(DataTable)
    case background(Background)
    case scenario(Scenario)
    case examples(Examples)
    case rows([TableRow])
    case description(String)
    case feature(Feature)
    case rule(Rule)
    case document(GherkinDocument)
}

/// Builds the AST from the parser's events: a rule starts, a token is consumed, a rule ends.
///
/// Identifiers are drawn as nodes finish, children before parents, so they come out in the
/// same order as Cucumber's.
struct ASTBuilder {
    private var stack: [ASTNode] = [ASTNode(rule: nil)]
    private(set) var comments: [Comment] = []
    var ids: IDGenerator
    let uri: String

    init(uri: String, ids: IDGenerator) {
        self.uri = uri
        self.ids = ids
    }

    private var current: ASTNode { stack[stack.count - 1] }

    mutating func startRule(_ rule: RuleType) {
        stack.append(ASTNode(rule: rule))
    }

    /// Finishes the innermost rule and hands its value to its parent. A rule that cannot be
    /// built (an inconsistent table) throws, and its value is dropped.
    mutating func endRule() throws(GherkinError) {
        guard stack.count > 1, let node = stack.popLast(), let rule = node.rule else { return }
        if let value = try transform(node, rule: rule) {
            current.add(value, for: rule)
        }
    }

    mutating func build(_ token: MatchedToken) {
        if token.type == .comment {
            // Markdown's table separators are comments without text, which are not recorded.
            if let text = token.text { comments.append(Comment(location: token.location, text: text)) }
        } else {
            current.add(token)
        }
    }

    /// The document, once the root rule has ended.
    var document: GherkinDocument? {
        guard case .document(let document)? = current.child(.gherkinDocument) else { return nil }
        return document
    }
}
