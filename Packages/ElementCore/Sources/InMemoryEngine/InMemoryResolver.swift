import ElementCore
import Foundation

/// Resolves queries against a laid-out tree with XCUI's rules.
struct InMemoryResolver {
    let layout: InMemoryLayout
    let focused: InMemoryNode?

    enum Outcome {
        case found(InMemoryNode, ElementSnapshot, matchCount: Int)
        case notFound(step: Int)
        case ambiguous(step: Int, matches: [ElementSnapshot])

        var resolution: Resolution {
            switch self {
            case .found(_, let snapshot, let count): return .found(snapshot, matchCount: count)
            case .notFound(let step): return .notFound(step: step)
            case .ambiguous(let step, let matches): return .ambiguous(step: step, matches: matches)
            }
        }

        func node() throws(EngineError) -> InMemoryNode {
            switch self {
            case .found(let node, _, _): return node
            case .notFound(let step): throw .notFound(step: step)
            case .ambiguous(let step, let matches): throw .ambiguous(step: step, matches: matches)
            }
        }
    }

    func resolve(_ query: ElementQuery, root: InMemoryNode) throws(EngineError) -> Outcome {
        var current = root
        var count = 1
        for (position, step) in query.steps.enumerated() {
            let candidates = try matches(of: step, below: current)
            count = candidates.count
            if let index = step.index {
                guard index >= 0, index < candidates.count else { return .notFound(step: position) }
                current = candidates[index]
            } else if candidates.count > 1, query.isStrict {
                return .ambiguous(step: position, matches: candidates.map(snapshot))
            } else if let first = candidates.first {
                current = first
            } else {
                return .notFound(step: position)
            }
        }
        return .found(current, snapshot(current), matchCount: count)
    }

    /// Every match of the query's last step below its resolved parent; `includingHidden` adds
    /// hidden nodes (and the nodes inside them) to the candidates.
    func allMatches(_ query: ElementQuery, root: InMemoryNode, includingHidden: Bool = false) throws(EngineError) -> [ElementSnapshot] {
        guard let last = query.steps.last else { return [snapshot(root)] }
        guard case .found(let parent, _, _) = try resolve(query.parentQuery, root: root) else { return [] }
        return try matches(of: last, below: parent, includingHidden: includingHidden).map(snapshot)
    }

    private func matches(of step: QueryStep, below node: InMemoryNode, includingHidden: Bool = false) throws(EngineError) -> [InMemoryNode] {
        var result: [InMemoryNode] = []
        let candidates = includingHidden ? candidatesIncludingHidden(below: node) : Array(layout.descendants(of: node))
        for candidate in candidates {
            guard candidate.type == step.type || step.type == .any else { continue }
            if let id = step.id, candidate.identifier != id, Self.label(of: candidate) != id { continue }
            if !step.filters.isEmpty {
                let snapshot = step.filters.contains(where: \.inspectsDescendants) ? deepSnapshot(candidate) : snapshot(candidate)
                var passes = true
                for filter in step.filters where passes {
                    do {
                        passes = try filter.evaluate(snapshot)
                    } catch {
                        throw EngineError.invalidQuery("\(error)")
                    }
                }
                guard passes else { continue }
            }
            result.append(candidate)
        }
        return result
    }

    /// The existing descendants of `node` and the hidden ones (with everything inside them), in
    /// document order.
    private func candidatesIncludingHidden(below node: InMemoryNode) -> [InMemoryNode] {
        var result: [InMemoryNode] = []
        var stack = Array(node.children.reversed().map { ($0, false) })
        while let (candidate, insideHidden) = stack.popLast() {
            let hidden = insideHidden || candidate.isHidden
            if hidden || layout.exists(candidate) { result.append(candidate) }
            stack.append(contentsOf: candidate.children.reversed().map { ($0, hidden) })
        }
        return result
    }

    /// A node's label; a cell without one is labelled by the static texts it shows (not its
    /// buttons), as on XCUI and the web, so a row is found by what it says.
    static func label(of node: InMemoryNode) -> String {
        guard node.label.isEmpty, node.type == .cell else { return node.label }
        var texts: [String] = []
        var pending = Array(node.children.reversed())
        while let child = pending.popLast() {
            guard !child.isHidden else { continue }
            if child.type == .staticText, !child.label.isEmpty { texts.append(child.label) }
            pending += child.children.reversed()
        }
        return texts.joined(separator: " ")
    }

    /// The node's snapshot with its visible descendants' (for filters on what a node contains).
    func deepSnapshot(_ node: InMemoryNode) -> ElementSnapshot {
        var result = snapshot(node)
        result.children = node.children.filter { !$0.isHidden }.map(deepSnapshot)
        return result
    }

    func snapshot(_ node: InMemoryNode) -> ElementSnapshot {
        let reason = layout.notHittableReason(node)
        return ElementSnapshot(
            type: node.type,
            identifier: node.identifier,
            label: Self.label(of: node),
            text: node.text,
            value: node.value,
            placeholder: node.placeholder,
            frame: layout.frame(of: node),
            isEnabled: node.isEnabled,
            isSelected: node.isSelected,
            hasKeyboardFocus: node === focused,
            isHittable: reason == nil,
            isVisible: layout.isVisible(node),
            notHittableReason: reason,
            states: node.states
        )
    }
}
