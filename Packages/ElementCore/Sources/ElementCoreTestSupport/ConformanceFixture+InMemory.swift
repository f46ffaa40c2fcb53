import ElementCore
import InMemoryEngine

extension ConformanceFixture {
    /// The fixture as an in-memory app: one `InMemoryNode` per node, with the
    /// tap effects as behaviours.
    public static func inMemoryApp() -> InMemoryApp {
        InMemoryApp { nodes.map(inMemoryNode) }
    }

    private static func inMemoryNode(_ node: Node) -> InMemoryNode {
        let built = InMemoryNode(node.type, id: node.identifier, label: node.label, value: node.value, placeholder: node.placeholder) {
            node.children.map(inMemoryNode)
        }
        built.disabled(!node.isEnabled).hidden(node.isHidden)
        if node.isMixed { built.withStates { $0.isMixed = true } }
        if let effect = node.onTap {
            built.onTap { ui in ui.setLabel(effect.newLabel, of: effect.targetIdentifier) }
        }
        return built
    }
}
