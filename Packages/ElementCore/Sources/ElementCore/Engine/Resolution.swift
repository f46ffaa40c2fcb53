/// The result of resolving a query: the one element it designates, or why there is none.
public enum Resolution: Sendable {
    /// The query designates exactly this node. `matchCount` is how many nodes the last
    /// level matched before the index was applied.
    case found(ElementSnapshot, matchCount: Int)
    /// No node matched `step` (0 is the outermost step).
    case notFound(step: Int)
    /// Several nodes matched `step`, which has no explicit index, under strict matching.
    case ambiguous(step: Int, matches: [ElementSnapshot])

    /// The node, when there is one.
    public var snapshot: ElementSnapshot? {
        if case .found(let snapshot, _) = self { return snapshot }
        return nil
    }

    /// The resolution as a thrown error, for callers that need the node.
    public func get() throws(EngineError) -> ElementSnapshot {
        switch self {
        case .found(let snapshot, _): return snapshot
        case .notFound(let step): throw .notFound(step: step)
        case .ambiguous(let step, let matches): throw .ambiguous(step: step, matches: matches)
        }
    }
}
