/// Resolves queries against a tree of snapshots, with the same rules every engine follows.
///
/// Engines whose tree arrives whole (an Appium page source, a synthesized native dialog, a
/// test's fixture) resolve queries with it instead of re-implementing the rules.
public struct SnapshotResolver: Sendable {
    /// The root of the tree (the application node).
    public let root: ElementSnapshot

    /// Creates a resolver over a tree.
    public init(root: ElementSnapshot) {
        self.root = root
    }

    /// A node and the path of child positions that leads to it from the root.
    public struct Match: Sendable {
        /// The node.
        public var snapshot: ElementSnapshot
        /// Child positions from the root down to the node.
        public var path: [Int]
    }

    /// Resolves a whole query. `.found` carries the node; ``match(_:)`` also gives its path.
    public func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution {
        switch try match(query) {
        case .success(let match, let count): return .found(match.snapshot, matchCount: count)
        case .failure(let resolution): return resolution
        }
    }

    /// The outcome of ``match(_:)``.
    public enum Outcome: Sendable {
        /// The node the query designates, and how many nodes its last level matched.
        case success(Match, count: Int)
        /// Why there is none (`.notFound` or `.ambiguous`).
        case failure(Resolution)
    }

    /// Resolves a whole query to a node and its path.
    public func match(_ query: ElementQuery) throws(EngineError) -> Outcome {
        var current = Match(snapshot: root, path: [])
        var count = 1
        for (position, step) in query.steps.enumerated() {
            let candidates = try matches(of: step, below: current)
            count = candidates.count
            if let index = step.index {
                guard index >= 0, index < candidates.count else { return .failure(.notFound(step: position)) }
                current = candidates[index]
            } else if candidates.count > 1, query.isStrict {
                return .failure(.ambiguous(step: position, matches: candidates.map(\.snapshot)))
            } else if let first = candidates.first {
                current = first
            } else {
                return .failure(.notFound(step: position))
            }
        }
        return .success(current, count: count)
    }

    /// Every node the query's last level matches, ignoring its index.
    public func allMatches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] {
        guard let last = query.steps.last else { return [root] }
        guard case .success(let parent, _) = try match(query.parentQuery) else { return [] }
        return try matches(of: last, below: parent).map(\.snapshot)
    }

    /// Descendants of `node` that match `step` (type, id and filters), in document order.
    public func matches(of step: QueryStep, below node: Match) throws(EngineError) -> [Match] {
        var result: [Match] = []
        var stack: [Match] = node.snapshot.children.enumerated().reversed().map { Match(snapshot: $1, path: node.path + [$0]) }
        while let candidate = stack.popLast() {
            if step.matchesTypeAndID(candidate.snapshot), try Self.passes(step.filters, candidate.snapshot) {
                result.append(candidate)
            }
            stack.append(contentsOf: candidate.snapshot.children.enumerated().reversed().map {
                Match(snapshot: $1, path: candidate.path + [$0])
            })
        }
        return result
    }

    /// Whether `snapshot` passes every filter; evaluation errors become ``EngineError/invalidQuery(_:)``.
    public static func passes(_ filters: [any QueryFilter], _ snapshot: ElementSnapshot) throws(EngineError) -> Bool {
        for filter in filters {
            let passes: Bool
            do {
                passes = try filter.evaluate(snapshot)
            } catch {
                throw .invalidQuery("\(error)")
            }
            if !passes { return false }
        }
        return true
    }
}
