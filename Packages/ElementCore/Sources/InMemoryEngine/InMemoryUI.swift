import ElementCore
import Foundation

/// What a behaviour (or a test, through ``InMemoryEngine/update(_:)``) can do to the
/// in-memory interface. Every change happens under the driver's lock and wakes up waits.
public final class InMemoryUI: @unchecked Sendable {
    /// The node the action was performed on (the root for ``InMemoryEngine/update(_:)``).
    public let this: InMemoryNode
    /// The root node of the app.
    public let root: InMemoryNode
    weak var driver: InMemoryEngine?

    init(this: InMemoryNode, root: InMemoryNode, driver: InMemoryEngine?) {
        self.this = this
        self.root = root
        self.driver = driver
    }

    /// The first node (in document order, hidden ones included) whose identifier or label is
    /// `id`.
    public func node(_ id: String) -> InMemoryNode? {
        root.subtree.first { $0.identifier == id || $0.label == id }
    }

    /// Sets the value of the node `id` (or of ``this`` when `id` is `nil`).
    public func setValue(_ value: String?, of id: String? = nil) {
        (id.flatMap(node) ?? (id == nil ? this : nil))?.value = value
    }

    /// Sets the label of the node `id`.
    public func setLabel(_ label: String, of id: String) {
        node(id)?.label = label
    }

    /// Shows or hides the node `id`.
    public func setHidden(_ hidden: Bool, _ id: String) {
        node(id)?.isHidden = hidden
    }

    /// Enables or disables the node `id`.
    public func setEnabled(_ enabled: Bool, _ id: String) {
        node(id)?.isEnabled = enabled
    }

    /// Removes the node `id` from the tree.
    public func remove(_ id: String) {
        node(id)?.removeFromParent()
    }

    /// Adds `child` at the end of the node `id` (the root when `nil`).
    public func add(_ child: InMemoryNode, to id: String? = nil) {
        (id.flatMap(node) ?? root).append(child)
    }

    /// Replaces every child of the root with `nodes`: a new screen.
    public func show(@InMemoryNodeBuilder _ nodes: () -> [InMemoryNode]) {
        for child in root.children { child.removeFromParent() }
        for node in nodes() { root.append(node) }
        driver?.focusedNode = nil
    }

    /// Runs `change` after `delay` seconds, as an app that loads something would.
    public func after(_ delay: TimeInterval, _ change: @escaping @Sendable (InMemoryUI) -> Void) {
        let driver = self.driver
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
            driver?.update(change)
        }
    }
}
