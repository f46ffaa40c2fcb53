/// A Cucumber Expression: a step pattern such as `I have {int} cucumber(s) in my belly/stomach`.
///
/// - `{int}`, `{string}`, `{word}`, `{}`... match a parameter and convert it (see
///   ``ParameterTypeRegistry``);
/// - `(s)` is optional text;
/// - `belly/stomach` is a choice between words;
/// - `\` escapes `{`, `}`, `(`, `)`, `/`, `\` and a space.
///
/// ```swift
/// let expression = try CucumberExpression("I have {int} cucumber(s)")
/// let arguments = expression.match("I have 42 cucumbers")   // one argument
/// let count = try arguments?[0].value(as: Int.self)          // 42
/// ```
public struct CucumberExpression: StepExpression {
    /// The expression as written.
    public let source: String
    /// The parsed expression.
    public let ast: CucumberExpressionNode
    /// The parameter types of the expression's parameters, in order.
    public let parameterTypes: [ParameterType]
    private let regex: CompiledRegex
    private let groups: GroupShape

    /// Parses `expression`, resolving its parameters in `registry`.
    /// - Throws: ``CucumberExpressionError`` for a malformed expression (an unclosed `(`, an
    ///   empty alternative...) or an undefined parameter type, worded as Cucumber words it.
    public init(_ expression: String, parameterTypes registry: ParameterTypeRegistry = ParameterTypeRegistry())
        throws(CucumberExpressionError) {
        let ast = try ExpressionParser.parse(expression)
        var rewriter = RegexRewriter(expression: expression, registry: registry)
        let pattern = try rewriter.regex(for: ast)
        self.source = expression
        self.ast = ast
        self.parameterTypes = rewriter.parameterTypes
        self.regex = try CompiledRegex(pattern)
        self.groups = GroupShape.of(pattern)
        try regex.check(groups)
    }

    /// The regular expression the expression is translated to (`^I have ((?:-?\d+)|(?:\d+))$`).
    public var regexPattern: String { regex.pattern }

    /// The arguments of `text` if it matches the whole expression, or `nil` if it does not.
    /// Argument values are converted on demand, by ``Argument/value()``.
    public func match(_ text: String) -> [Argument]? {
        guard let match = regex.firstMatch(in: text) else { return nil }
        var next = 0
        let group = groups.group(from: match, next: &next)
        // Each parameter contributes exactly one top-level group, so the counts always agree.
        return try? Argument.build(group, parameterTypes: parameterTypes)
    }
}

/// Translates an expression's tree into a regular expression, checking the rules the parser
/// leaves to it (no parameter in an optional, no empty alternative...).
private struct RegexRewriter {
    let expression: String
    let registry: ParameterTypeRegistry
    var parameterTypes: [ParameterType] = []

    init(expression: String, registry: ParameterTypeRegistry) {
        self.expression = expression
        self.registry = registry
    }

    mutating func regex(for node: CucumberExpressionNode) throws(CucumberExpressionError) -> String {
        switch node.kind {
        case .text:
            return Self.escape(node.text)
        case .optional:
            if let parameter = node.children.first(where: { $0.kind == .parameter }) {
                throw .parameterInOptional(expression, parameter)
            }
            if let optional = node.children.first(where: { $0.kind == .optional }) {
                throw .optionalInOptional(expression, optional)
            }
            guard node.children.contains(where: { $0.kind == .text }) else { throw .optionalMayNotBeEmpty(expression, node) }
            return "(?:" + (try joined(node.children)) + ")?"
        case .alternation:
            for alternative in node.children {
                guard !alternative.children.isEmpty else { throw .alternativeMayNotBeEmpty(expression, alternative) }
                guard alternative.children.contains(where: { $0.kind == .text }) else {
                    throw .alternativeOnlyOptionals(expression, alternative)
                }
            }
            var alternatives: [String] = []
            for alternative in node.children { alternatives.append(try regex(for: alternative)) }
            return "(?:" + alternatives.joined(separator: "|") + ")"
        case .alternative:
            return try joined(node.children)
        case .parameter:
            let name = node.text
            guard let type = registry.parameterType(named: name) else {
                throw .undefinedParameterType(expression, node, name: name)
            }
            parameterTypes.append(type)
            if type.regexps.count == 1 { return "(" + type.regexps[0] + ")" }
            return "((?:" + type.regexps.joined(separator: ")|(?:") + "))"
        case .expression:
            return "^" + (try joined(node.children)) + "$"
        }
    }

    private mutating func joined(_ nodes: [CucumberExpressionNode]) throws(CucumberExpressionError) -> String {
        var result = ""
        for node in nodes { result += try regex(for: node) }
        return result
    }

    /// Text with the regular expression's special characters escaped.
    static func escape(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if #"\^[({$.|?*+})]"#.unicodeScalars.contains(scalar) { result.append("\\") }
            result.append(scalar)
        }
        return String(result)
    }
}
