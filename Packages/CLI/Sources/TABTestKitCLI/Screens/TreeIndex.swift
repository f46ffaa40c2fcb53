import ElementCore
import WebDriver

/// Queries over a ``PageTree`` with the engines' rules, fast: a node's descendants are the
/// nodes after it up to the end of its subtree (the tree is in document order, parents first).
///
/// A level of a query matches the descendants of the previous level's node of its type (`.any`
/// matches every type) whose identifier or label is the id, as every engine matches; nodes
/// with no element of their own (picker wheels) never match an id, as in the web engine.
struct TreeIndex: Sendable {
    let tree: PageTree
    /// For each node, the position after its last descendant.
    let subtreeEnd: [Int]
    /// The nodes whose identifier or label is a text, in order (virtual nodes left out).
    private let byText: [String: [Int]]
    /// The nodes of each type, in order.
    private let byType: [ElementType: [Int]]

    init(_ tree: PageTree) {
        self.tree = tree
        var end = tree.nodes.indices.map { $0 + 1 }
        for index in tree.nodes.indices.reversed() {
            if let parent = tree.nodes[index].parent, end.indices.contains(parent) {
                end[parent] = max(end[parent], end[index])
            }
        }
        subtreeEnd = end
        var byText: [String: [Int]] = [:]
        var byType: [ElementType: [Int]] = [:]
        for (index, node) in tree.nodes.enumerated() {
            byType[node.snapshot.type, default: []].append(index)
            guard !node.isVirtual else { continue }
            for text in Set([node.snapshot.identifier, node.snapshot.label]) where !text.isEmpty {
                byText[text, default: []].append(index)
            }
        }
        self.byText = byText
        self.byType = byType
    }

    var count: Int { tree.nodes.count }

    /// The nodes below `scope` (every node when `nil`).
    func descendants(of scope: Int?) -> Range<Int> {
        guard let scope, tree.nodes.indices.contains(scope) else { return 0..<tree.nodes.count }
        return (scope + 1)..<subtreeEnd[scope]
    }

    /// Whether `node` is below `scope` (every node is below the app, `nil`).
    func isDescendant(_ node: Int, of scope: Int?) -> Bool {
        descendants(of: scope).contains(node)
    }

    /// The nodes below `scope` that a level of type `type` and id `id` matches, in order.
    func matches(type: ElementType, id: String?, below scope: Int?) -> [Int] {
        let range = descendants(of: scope)
        let candidates: [Int]
        if let id {
            candidates = (byText[id] ?? []).filter { type == .any || tree.nodes[$0].snapshot.type == type }
        } else {
            candidates = type == .any ? Array(tree.nodes.indices) : (byType[type] ?? [])
        }
        return candidates.filter { range.contains($0) }
    }
}
