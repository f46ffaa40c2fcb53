/// A leaf of a rule's expression: a token to consume, or another rule to enter.
enum GrammarSymbol: Hashable {
    case token(TokenType)
    case rule(RuleType)
}

/// What can follow what inside one rule (a Glushkov automaton of its expression).
///
/// Each leaf of the expression is a numbered position. The lists keep the grammar's order,
/// with a repetition's loop listed before what comes after it, which is the order Cucumber's
/// generated parser tries alternatives in.
struct RuleAutomaton {
    /// The leaf at each position.
    var symbols: [GrammarSymbol] = []
    /// The positions that can come first.
    var first: [Int] = []
    /// The positions that can come after each position.
    var follow: [[Int]] = []
    /// The positions the rule can end after.
    var last: Set<Int> = []
    /// Whether the rule can match nothing at all.
    var isNullable = false
}

enum GrammarAnalysis {
    /// The automaton of every rule of `rules`.
    static func automata(of rules: [RuleType: GrammarRule]) -> [RuleType: RuleAutomaton] {
        let nullable = nullableRules(rules)
        var result: [RuleType: RuleAutomaton] = [:]
        for (type, rule) in rules {
            var automaton = RuleAutomaton()
            let summary = analyse(rule.expression, into: &automaton, nullable: nullable)
            automaton.first = summary.first
            automaton.last = Set(summary.last)
            automaton.isNullable = summary.isNullable
            result[type] = automaton
        }
        return result
    }

    /// The rules that can match nothing, found by iterating to a fixed point.
    private static func nullableRules(_ rules: [RuleType: GrammarRule]) -> Set<RuleType> {
        var nullable: Set<RuleType> = []
        var changed = true
        while changed {
            changed = false
            for (type, rule) in rules where !nullable.contains(type) && isNullable(rule.expression, nullable) {
                nullable.insert(type)
                changed = true
            }
        }
        return nullable
    }

    private static func isNullable(_ expression: GrammarExpression, _ nullable: Set<RuleType>) -> Bool {
        switch expression {
        case .token: return false
        case .rule(let type): return nullable.contains(type)
        case .sequence(let parts): return parts.allSatisfy { isNullable($0, nullable) }
        case .choice(let parts): return parts.contains { isNullable($0, nullable) }
        case .optional, .zeroOrMore: return true
        case .oneOrMore(let inner): return isNullable(inner, nullable)
        }
    }

    private struct Summary {
        var first: [Int]
        var last: [Int]
        var isNullable: Bool
    }

    /// Numbers the leaves of `expression`, records what follows what, and summarises it.
    private static func analyse(
        _ expression: GrammarExpression, into automaton: inout RuleAutomaton, nullable: Set<RuleType>
    ) -> Summary {
        switch expression {
        case .token(let type):
            return leaf(.token(type), isNullable: false, into: &automaton)
        case .rule(let type):
            return leaf(.rule(type), isNullable: nullable.contains(type), into: &automaton)
        case .sequence(let parts):
            let summaries = parts.map { analyse($0, into: &automaton, nullable: nullable) }
            func firstFrom(_ start: Int) -> [Int] {
                var positions: [Int] = []
                for summary in summaries[start...] {
                    positions += summary.first
                    if !summary.isNullable { break }
                }
                return positions
            }
            for (index, summary) in summaries.enumerated() {
                let next = firstFrom(index + 1)
                for position in summary.last { automaton.follow[position] += next }
            }
            var last: [Int] = []
            for summary in summaries.reversed() {
                last += summary.last
                if !summary.isNullable { break }
            }
            return Summary(first: firstFrom(0), last: last, isNullable: summaries.allSatisfy(\.isNullable))
        case .choice(let parts):
            let summaries = parts.map { analyse($0, into: &automaton, nullable: nullable) }
            return Summary(first: summaries.flatMap(\.first), last: summaries.flatMap(\.last),
                           isNullable: summaries.contains(where: \.isNullable))
        case .optional(let inner):
            var summary = analyse(inner, into: &automaton, nullable: nullable)
            summary.isNullable = true
            return summary
        case .zeroOrMore(let inner), .oneOrMore(let inner):
            var summary = analyse(inner, into: &automaton, nullable: nullable)
            for position in summary.last { automaton.follow[position] += summary.first }
            if case .zeroOrMore = expression { summary.isNullable = true }
            return summary
        }
    }

    private static func leaf(_ symbol: GrammarSymbol, isNullable: Bool, into automaton: inout RuleAutomaton) -> Summary {
        let position = automaton.symbols.count
        automaton.symbols.append(symbol)
        automaton.follow.append([])
        return Summary(first: [position], last: [position], isNullable: isNullable)
    }
}
