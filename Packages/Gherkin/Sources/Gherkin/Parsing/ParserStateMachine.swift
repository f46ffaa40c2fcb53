/// The parser's states and transitions, derived from ``GherkinGrammar`` once.
///
/// A state is a place in the grammar: the stack of rules entered, each at the position last
/// consumed. From a state, the transitions are the tokens that may come next, in the order
/// Cucumber's generated parser tries them (end of file first, free text last), each with the
/// rules it ends and starts. The derivation gives the same expected-token lists and the same
/// behaviour as Cucumber's generated parser, so error messages match Cucumber's word for word.
struct ParserStateMachine: Sendable {
    struct Transition: Sendable {
        let token: TokenType
        /// A condition on the lines after the token, for ambiguous tag lines.
        let lookahead: Lookahead?
        /// How many AST nodes to close before the token.
        let endRules: Int
        /// The AST nodes to open, outermost first, before the token.
        let startRules: [RuleType]
        /// The next state, or `nil` when the document is complete.
        let target: Int?
    }

    struct State: Sendable {
        let transitions: [Transition]
        /// The token types the state accepts, as named in error messages (`"#StepLine"`).
        let expected: [String]
    }

    let states: [State]
    let start = 0

    /// The state machine of Cucumber's Gherkin grammar.
    static let gherkin = ParserStateMachine(rules: GherkinGrammar.rules, root: GherkinGrammar.root)

    private struct Frame: Hashable {
        let rule: RuleType
        /// The position last consumed in the rule, or `nil` before its first.
        let position: Int?
    }

    private struct Candidate {
        let token: TokenType
        let lookahead: Lookahead?
        let endRules: Int
        let startRules: [RuleType]
        let target: [Frame]?
    }

    init(rules: [RuleType: GrammarRule], root: RuleType) {
        let automata = GrammarAnalysis.automata(of: rules)
        var index: [[Frame]: Int] = [:]
        var pending: [[Frame]] = []
        var built: [Int: State] = [:]
        func stateNumber(_ path: [Frame]) -> Int {
            if let number = index[path] { return number }
            let number = index.count
            index[path] = number
            pending.append(path)
            return number
        }
        _ = stateNumber([Frame(rule: root, position: nil)])
        while let path = pending.popLast(), let number = index[path] {
            let candidates = Self.ordered(Self.candidates(from: path, rules: rules, automata: automata))
            var transitions = candidates.map { candidate in
                Transition(token: candidate.token, lookahead: candidate.lookahead, endRules: candidate.endRules,
                           startRules: candidate.startRules, target: candidate.target.map(stateNumber))
            }
            // Comments and blank lines are ignored anywhere free text is not expected.
            if !transitions.contains(where: { $0.token == .other }) {
                for ignored in [TokenType.comment, .empty] where !transitions.contains(where: { $0.token == ignored }) {
                    transitions.append(Transition(token: ignored, lookahead: nil, endRules: 0, startRules: [], target: number))
                }
            }
            var expected: [String] = []
            for transition in transitions where !expected.contains("#" + transition.token.rawValue) {
                expected.append("#" + transition.token.rawValue)
            }
            built[number] = State(transitions: transitions, expected: expected)
        }
        states = (0..<index.count).map { built[$0] ?? State(transitions: [], expected: []) }
    }

    /// Every way to consume one more token from `path`, in grammar order: first inside the
    /// innermost rule, then after it ends, and so on outwards; the end of the file last.
    private static func candidates(
        from path: [Frame], rules: [RuleType: GrammarRule], automata: [RuleType: RuleAutomaton]
    ) -> [Candidate] {
        var result: [Candidate] = []
        var level = path.count - 1
        var endRules = 0
        while level >= 0 {
            let frame = path[level]
            guard let automaton = automata[frame.rule] else { break }
            let next = frame.position.map { automaton.follow[$0] } ?? automaton.first
            let canEnd = frame.position.map { automaton.last.contains($0) } ?? automaton.isNullable
            var seen: Set<Int> = []
            for position in next where seen.insert(position).inserted {
                enter(position, of: frame.rule, below: Array(path[..<level]), endRules: endRules, startRules: [],
                      rules: rules, automata: automata, into: &result)
            }
            guard canEnd else { break }
            if level == 0 {
                result.append(Candidate(token: .eof, lookahead: nil, endRules: endRules, startRules: [], target: nil))
            } else if rules[frame.rule]?.buildsNode == true {
                endRules += 1
            }
            level -= 1
        }
        return result
    }

    /// The candidates that consume `position` of `rule`: the token itself, or the first tokens
    /// of the rule it enters.
    private static func enter(
        _ position: Int, of rule: RuleType, below outer: [Frame], endRules: Int, startRules: [RuleType],
        rules: [RuleType: GrammarRule], automata: [RuleType: RuleAutomaton], into result: inout [Candidate]
    ) {
        guard let automaton = automata[rule] else { return }
        let path = outer + [Frame(rule: rule, position: position)]
        switch automaton.symbols[position] {
        case .token(let token):
            let entered = startRules.compactMap { rules[$0]?.lookahead }.last { $0.skipping.contains(token) }
            let opened = startRules.filter { rules[$0]?.buildsNode == true }
            result.append(Candidate(token: token, lookahead: entered, endRules: endRules, startRules: opened, target: path))
        case .rule(let child):
            for first in automata[child]?.first ?? [] {
                enter(first, of: child, below: path, endRules: endRules, startRules: startRules + [child],
                      rules: rules, automata: automata, into: &result)
            }
        }
    }

    /// Candidates grouped by token in order of first appearance, end of file first and free
    /// text last. Within a token, those behind a lookahead come first; the first one without a
    /// lookahead ends the group, as nothing after it could be reached.
    private static func ordered(_ candidates: [Candidate]) -> [Candidate] {
        var tokens: [TokenType] = []
        for candidate in candidates where !tokens.contains(candidate.token) { tokens.append(candidate.token) }
        let rank: (TokenType) -> Int = { $0 == .eof ? 0 : $0 == .other ? 2 : 1 }
        let sortedTokens = tokens.enumerated().sorted { lhs, rhs in
            rank(lhs.element) != rank(rhs.element) ? rank(lhs.element) < rank(rhs.element) : lhs.offset < rhs.offset
        }.map(\.element)
        var result: [Candidate] = []
        for token in sortedTokens {
            for candidate in candidates where candidate.token == token {
                result.append(candidate)
                if candidate.lookahead == nil { break }
            }
        }
        return result
    }
}
