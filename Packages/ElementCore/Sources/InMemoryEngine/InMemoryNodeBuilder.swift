import ElementCore

/// Builds lists of ``InMemoryNode`` with Swift's result-builder syntax.
@resultBuilder
public enum InMemoryNodeBuilder {
    /// Joins nodes.
    public static func buildBlock(_ components: [InMemoryNode]...) -> [InMemoryNode] { components.flatMap { $0 } }
    /// One node.
    public static func buildExpression(_ node: InMemoryNode) -> [InMemoryNode] { [node] }
    /// Several nodes.
    public static func buildExpression(_ nodes: [InMemoryNode]) -> [InMemoryNode] { nodes }
    /// `if` without `else`.
    public static func buildOptional(_ component: [InMemoryNode]?) -> [InMemoryNode] { component ?? [] }
    /// `if`/`else`, first branch.
    public static func buildEither(first component: [InMemoryNode]) -> [InMemoryNode] { component }
    /// `if`/`else`, second branch.
    public static func buildEither(second component: [InMemoryNode]) -> [InMemoryNode] { component }
    /// `for` loops.
    public static func buildArray(_ components: [[InMemoryNode]]) -> [InMemoryNode] { components.flatMap { $0 } }
}
