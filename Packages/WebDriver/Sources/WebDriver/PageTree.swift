import ElementCore
import Foundation
import WebDriverClient

/// The page as the web engine sees it, all at once: every node a query could match, in
/// document order, each with the engine's own snapshot (element type, identifier, name, text,
/// value, states) and computed ARIA role, and the index of its parent node.
///
/// It is what tools that describe a page start from (`tabtestkit generate screen`,
/// `tabtestkit record`), so they classify nodes exactly as the engine resolves them.
///
/// ```swift
/// let tree = try engine.pageTree()
/// for node in tree.nodes where node.parent == nil { print(node.snapshot) }
/// ```
public struct PageTree: Sendable, Equatable {
    /// One node of the tree.
    public struct Node: Sendable, Equatable {
        /// What the engine reports about the node (its `children` are empty: see ``parent``).
        public var snapshot: ElementSnapshot
        /// The computed ARIA role (`heading`, `button`…), `""` when the element has none.
        public var role: String
        /// The index of the parent node in ``PageTree/nodes``, `nil` for a top-level node.
        public var parent: Int?
        /// Whether the node has no element of its own: the wheel of a picker.
        public var isVirtual: Bool

        /// Creates a node.
        public init(snapshot: ElementSnapshot, role: String, parent: Int?, isVirtual: Bool = false) {
            self.snapshot = snapshot
            self.role = role
            self.parent = parent
            self.isVirtual = isVirtual
        }
    }

    /// The nodes, in document order; a parent always comes before its children.
    public var nodes: [Node]
    /// The page's URL when the tree was taken.
    public var url: String
    /// Whether the page had more nodes than the runtime reports (5,000): the tree is cut.
    public var isTruncated: Bool
    /// The node asked for with the runtime's `tree({target})` call, if any.
    public var target: Int?

    /// Creates a tree.
    public init(nodes: [Node], url: String, isTruncated: Bool = false, target: Int? = nil) {
        self.nodes = nodes
        self.url = url
        self.isTruncated = isTruncated
        self.target = target
    }

    /// Reads the answer of the page runtime's `window.__tabtestkit.tree(options)`, for tools that
    /// call it from their own scripts (a recorder taking the tree as an event happens).
    ///
    /// - Throws: ``EngineError/engineFailure(_:)`` when the answer does not have the tree's shape,
    ///   or a parent index does not point at an earlier node.
    public init(runtimeAnswer: JSONValue) throws(EngineError) {
        let reply = try RuntimeReply.decode(TreeReply.self, from: runtimeAnswer, call: "tree()")
        var nodes: [Node] = []
        nodes.reserveCapacity(reply.nodes.count)
        for (index, node) in reply.nodes.enumerated() {
            if let parent = node.parent, !(0..<index).contains(parent) {
                throw .engineFailure("The page runtime's tree names node \(parent) as the parent of node \(index).")
            }
            nodes.append(Node(snapshot: node.snapshot.element, role: node.role, parent: node.parent, isVirtual: node.virtual))
        }
        let target = reply.target.flatMap { nodes.indices.contains($0) ? $0 : nil }
        self.init(nodes: nodes, url: reply.url, isTruncated: reply.truncated, target: target)
    }

    /// The indices of the children of node `index` (of the top-level nodes when `nil`), in order.
    public func children(of index: Int?) -> [Int] {
        nodes.indices.filter { nodes[$0].parent == index }
    }

    /// The indices of node `index`'s ancestors, nearest first.
    public func ancestors(of index: Int) -> [Int] {
        var chain: [Int] = []
        var current = nodes.indices.contains(index) ? nodes[index].parent : nil
        while let parent = current, chain.count <= nodes.count {
            chain.append(parent)
            current = nodes[parent].parent
        }
        return chain
    }
}

/// The runtime's answer to `tree()` (75-tree.js).
struct TreeReply: Decodable, Sendable {
    struct Node: Decodable, Sendable {
        var snapshot: RuntimeSnapshot
        var role: String
        var parent: Int?
        var virtual: Bool
    }

    var nodes: [Node]
    var truncated: Bool
    var target: Int?
    var url: String
}

extension WebDriverEngine {
    /// The whole page as the engine sees it (see ``PageTree``), in one request.
    ///
    /// - Throws: ``EngineError/notFound(step:)`` when no page is open, and an engine failure
    ///   when a native dialog blocks the page.
    public func pageTree() throws(EngineError) -> PageTree {
        let options: JSONValue = .object(["attribute": .string(configuration.testIDAttribute)])
        do {
            let answer = try runtimeCall("return ttk.tree(arguments[0]);", arguments: [options], reads: true, as: JSONValue.self,
                                         what: "read the page's tree")
            return try PageTree(runtimeAnswer: answer)
        } catch {
            guard case .dialogOpen = error else { throw error }
            throw .engineFailure("The page's tree cannot be read until the dialog is answered: \(error).")
        }
    }

    /// The page runtime's script — it installs `window.__tabtestkit` — for tools that install it
    /// themselves, before a page's own scripts (a preload script), so their own scripts can call it.
    public static func pageRuntimeScript() throws(EngineError) -> String {
        try PageRuntime.source().script
    }
}
