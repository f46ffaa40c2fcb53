/// Parses a Cucumber Expression's tokens into a tree.
///
/// ```text
/// expression  := (alternation | optional | parameter | text)*
/// alternation := (?<= start | white space | '}') alternative* ('/' alternative*)+ (?= end | white space | '{')
/// alternative := optional | parameter | text
/// optional    := '(' (optional | parameter | text)* ')'
/// parameter   := '{' name* '}'
/// text        := white space | ')' | '}' | any other text
/// ```
struct ExpressionParser {
    private let expression: String
    private let tokens: [ExpressionToken]

    static func parse(_ expression: String) throws(CucumberExpressionError) -> CucumberExpressionNode {
        let parser = ExpressionParser(expression: expression, tokens: try ExpressionTokenizer.tokenize(expression))
        let (_, nodes) = try parser.between(.expression, begin: .startOfLine, end: .endOfLine, at: 0,
                                             using: [.alternation, .optional, .parameter, .text])
        return nodes.first ?? CucumberExpressionNode(.expression, start: 0, end: 0)
    }

    /// The sub-parsers, tried in order at each token.
    private enum Part {
        case alternation, alternativeSeparator, optional, parameter, text, name
    }

    /// The consumed token count and the nodes made, for one part at `index`; (0, []) if it does not apply.
    private func parse(_ part: Part, at index: Int) throws(CucumberExpressionError) -> (Int, [CucumberExpressionNode]) {
        switch part {
        case .alternation: return try alternation(at: index)
        case .alternativeSeparator:
            guard looking(at: index, .alternation) else { return (0, []) }
            let token = tokens[index]
            return (1, [CucumberExpressionNode(.alternative, token: token.text, start: token.start, end: token.end)])
        case .optional:
            return try between(.optional, begin: .beginOptional, end: .endOptional, at: index,
                               using: [.optional, .parameter, .text])
        case .parameter:
            return try between(.parameter, begin: .beginParameter, end: .endParameter, at: index, using: [.name])
        case .text:
            let token = tokens[index]
            switch token.type {
            case .whiteSpace, .text, .endParameter, .endOptional:
                return (1, [CucumberExpressionNode(.text, token: token.text, start: token.start, end: token.end)])
            case .alternation:
                throw .alternationInOptional(expression, token)
            case .startOfLine, .endOfLine, .beginOptional, .beginParameter:
                return (0, [])
            }
        case .name:
            let token = tokens[index]
            switch token.type {
            case .whiteSpace, .text:
                return (1, [CucumberExpressionNode(.text, token: token.text, start: token.start, end: token.end)])
            case .beginOptional, .endOptional, .beginParameter, .endParameter, .alternation:
                throw .invalidParameterName(expression, token)
            case .startOfLine, .endOfLine:
                return (0, [])
            }
        }
    }

    /// A node made of what lies between a `begin` token and its `end` token.
    private func between(
        _ kind: CucumberExpressionNode.Kind, begin: ExpressionToken.Kind, end: ExpressionToken.Kind, at index: Int,
        using parts: [Part]
    ) throws(CucumberExpressionError) -> (Int, [CucumberExpressionNode]) {
        guard looking(at: index, begin) else { return (0, []) }
        let (consumed, children) = try parseUntil([end, .endOfLine], from: index + 1, using: parts)
        let endIndex = index + 1 + consumed
        guard endIndex < tokens.count, looking(at: endIndex, end) else { throw .missingEnd(expression, tokens[index]) }
        let node = CucumberExpressionNode(kind, children: children, start: tokens[index].start, end: tokens[endIndex].end)
        return (endIndex + 1 - index, [node])
    }

    /// An alternation, which must follow the start, white space or a parameter.
    private func alternation(at index: Int) throws(CucumberExpressionError) -> (Int, [CucumberExpressionNode]) {
        guard looking(at: index - 1, .startOfLine) || looking(at: index - 1, .whiteSpace)
            || looking(at: index - 1, .endParameter) else { return (0, []) }
        let (consumed, nodes) = try parseUntil([.whiteSpace, .endOfLine, .beginParameter], from: index,
                                               using: [.alternativeSeparator, .optional, .parameter, .text])
        guard nodes.contains(where: { $0.kind == .alternative }) else { return (0, []) }
        // The alternation stops before the boundary token, which it does not consume.
        let start = tokens[index].start
        let end = tokens[index + consumed].start
        let node = CucumberExpressionNode(.alternation, children: Self.alternatives(nodes, start: start, end: end),
                                          start: start, end: end)
        return (consumed, [node])
    }

    /// Splits nodes at the separators into alternatives spanning the text between them.
    private static func alternatives(_ nodes: [CucumberExpressionNode], start: Int, end: Int) -> [CucumberExpressionNode] {
        var groups: [[CucumberExpressionNode]] = [[]]
        var separators: [CucumberExpressionNode] = []
        for node in nodes {
            if node.kind == .alternative {
                separators.append(node)
                groups.append([])
            } else {
                groups[groups.count - 1].append(node)
            }
        }
        return groups.enumerated().map { index, children in
            let from = index == 0 ? start : separators[index - 1].end
            let to = index == groups.count - 1 ? end : separators[index].start
            return CucumberExpressionNode(.alternative, children: children, start: from, end: to)
        }
    }

    private func parseUntil(
        _ ends: [ExpressionToken.Kind], from start: Int, using parts: [Part]
    ) throws(CucumberExpressionError) -> (Int, [CucumberExpressionNode]) {
        var index = start
        var nodes: [CucumberExpressionNode] = []
        tokenLoop: while index < tokens.count, !ends.contains(where: { looking(at: index, $0) }) {
            for part in parts {
                let (consumed, made) = try parse(part, at: index)
                if consumed > 0 {
                    index += consumed
                    nodes += made
                    continue tokenLoop
                }
            }
            // Unreachable with these grammars (text takes any token an enclosing rule does not
            // end at); stop rather than loop if it ever happens.
            break
        }
        return (index - start, nodes)
    }

    private func looking(at index: Int, _ kind: ExpressionToken.Kind) -> Bool {
        if index < 0 { return kind == .startOfLine }
        if index >= tokens.count { return kind == .endOfLine }
        return tokens[index].type == kind
    }
}
