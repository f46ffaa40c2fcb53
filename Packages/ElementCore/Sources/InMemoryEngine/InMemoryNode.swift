import ElementCore
import Foundation

/// One node of an in-memory user interface: what an accessibility tree holds, plus the
/// behaviours that make it react to actions.
///
/// Nodes are built with a small DSL and handed to an ``InMemoryApp``. Once a driver runs
/// them, they are only changed under the driver's lock (by behaviours, or through
/// ``InMemoryEngine/update(_:)``), which is why the class can be shared between threads.
public final class InMemoryNode: @unchecked Sendable {
    /// The node's type.
    public var type: ElementType
    /// The accessibility identifier (`""` when none).
    public var identifier: String
    /// The label (accessible name).
    public var label: String
    /// The text the node shows when it differs from its label (a status line whose label
    /// names it); `nil` shows the label.
    public var text: String?
    /// The value as text; for secure text fields, bullets (see ``secureText``).
    public var value: String?
    /// The placeholder shown when empty.
    public var placeholder: String?
    /// An explicit frame; `nil` lets the layout place the node.
    public var explicitFrame: CGRect?
    /// The height the layout gives a leaf node.
    public var height: CGFloat = 44
    /// Whether the node is enabled.
    public var isEnabled = true
    /// Whether the node is selected, checked or pressed.
    public var isSelected = false
    /// The node's widget states (mixed, expanded, pressed, current, sort, invalid, required, busy).
    public var states = ElementStates()
    /// Hidden nodes are not in the accessibility tree.
    public var isHidden = false
    /// A modal node (an alert, a sheet, an overlay) blocks taps on what lies under it.
    public var isModal = false
    /// Children are laid out left to right instead of top to bottom.
    public var isHorizontal = false
    /// Whether the node scrolls its content (scroll views, tables, collections, text and
    /// web views do by default).
    public var isScrollContainer: Bool
    /// For lazy containers (tables, collections): how far outside the visible area children
    /// still exist. `nil` means every child exists.
    public var lazyMargin: CGFloat?
    /// The scrolled distance of a scroll container.
    public var contentOffset = CGPoint.zero
    /// The values a picker wheel offers, when restricted.
    public var options: [String]?
    /// Whether the node is a file input (see ``acceptingFiles(multiple:)``).
    public var acceptsFiles = false
    /// Whether the file input takes several files.
    public var acceptsMultipleFiles = false
    /// The files chosen in a file input, in order; its value is their names, one per line.
    public internal(set) var chosenFiles: [URL] = []
    /// The real text of a secure text field (never shown in snapshots or logs).
    public internal(set) var secureText = ""
    /// The node's children, in order.
    public internal(set) var children: [InMemoryNode] = []
    /// The node's parent.
    public internal(set) weak var parentNode: InMemoryNode?
    /// Reactions to actions.
    var behaviours: [InMemoryEvent: [@Sendable (InMemoryUI) -> Void]] = [:]

    /// Creates a node. `text` is what it shows when that differs from its label.
    public init(
        _ type: ElementType,
        id: String = "",
        label: String = "",
        text: String? = nil,
        value: String? = nil,
        placeholder: String? = nil,
        @InMemoryNodeBuilder children: () -> [InMemoryNode] = { [] }
    ) {
        self.type = type
        self.identifier = id
        self.label = label
        self.text = text
        self.value = value
        self.placeholder = placeholder
        self.isScrollContainer = [.scrollView, .table, .collectionView, .textView, .webView].contains(type)
        for child in children() { append(child) }
    }

    /// Adds a child at the end.
    public func append(_ child: InMemoryNode) {
        child.parentNode = self
        children.append(child)
    }

    /// Inserts a child at a position (clamped to the valid range).
    public func insert(_ child: InMemoryNode, at position: Int) {
        child.parentNode = self
        children.insert(child, at: max(0, min(position, children.count)))
    }

    /// Removes the node from its parent.
    public func removeFromParent() {
        parentNode?.children.removeAll { $0 === self }
        parentNode = nil
    }

    /// The node and its descendants, in document order.
    public var subtree: [InMemoryNode] {
        var result: [InMemoryNode] = []
        var stack: [InMemoryNode] = [self]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// A short description for logs and messages.
    var summary: String {
        var text = type.name
        if !label.isEmpty { text += " \"\(label)\"" }
        if !identifier.isEmpty, identifier != label { text += " id=\(identifier)" }
        return text
    }
}

/// What a behaviour reacts to.
public enum InMemoryEvent: Hashable, Sendable {
    /// A tap (also double taps, two-finger taps and coordinate taps).
    case tap
    /// A double tap (after the tap behaviours).
    case doubleTap
    /// A long press.
    case longPress
    /// Text typed or deleted.
    case textChange
    /// A slider or picker value set.
    case valueChange
    /// Pull to refresh.
    case refresh
    /// A drag across the node.
    case drag
    /// The pointer came to rest over the node.
    case hover
    /// A key pressed in the node (on the focused node when the test pressed it on the app),
    /// whatever modifiers were held. Typing keys also change a text node's value first.
    case keyPress(Key)
    /// Another node was dragged onto this one and dropped; `InMemoryUI.this` is this node.
    case drop
    /// Files were chosen in a file input (``InMemoryNode/chosenFiles``).
    case filesChosen
}

extension InMemoryNode {
    /// Runs `behaviour` when the node is tapped.
    @discardableResult
    public func onTap(_ behaviour: @escaping @Sendable (InMemoryUI) -> Void) -> Self { on(.tap, behaviour) }

    /// Runs `behaviour` on `event`.
    @discardableResult
    public func on(_ event: InMemoryEvent, _ behaviour: @escaping @Sendable (InMemoryUI) -> Void) -> Self {
        behaviours[event, default: []].append(behaviour)
        return self
    }

    /// Makes the node disabled.
    @discardableResult
    public func disabled(_ disabled: Bool = true) -> Self { isEnabled = !disabled; return self }

    /// Makes the node selected.
    @discardableResult
    public func selected(_ selected: Bool = true) -> Self { isSelected = selected; return self }

    /// Sets the node's widget states: `.withStates { $0.isExpanded = false }`.
    @discardableResult
    public func withStates(_ change: (inout ElementStates) -> Void) -> Self { change(&states); return self }

    /// Hides the node (it leaves the accessibility tree).
    @discardableResult
    public func hidden(_ hidden: Bool = true) -> Self { isHidden = hidden; return self }

    /// Makes the node modal: it blocks taps on what lies under it.
    @discardableResult
    public func modal(_ modal: Bool = true) -> Self { isModal = modal; return self }

    /// Gives the node an explicit frame.
    @discardableResult
    public func frame(_ frame: CGRect) -> Self { explicitFrame = frame; return self }

    /// Gives a leaf node a height in the automatic layout.
    @discardableResult
    public func height(_ height: CGFloat) -> Self { self.height = height; return self }

    /// Lays the children out left to right.
    @discardableResult
    public func horizontal(_ horizontal: Bool = true) -> Self { isHorizontal = horizontal; return self }

    /// Only children within `margin` points of the visible area exist, as with reused cells.
    @discardableResult
    public func lazy(margin: CGFloat = 100) -> Self { lazyMargin = margin; return self }

    /// Makes the node a file input (a web `<input type=file>`), taking one file or, with
    /// `multiple`, several.
    @discardableResult
    public func acceptingFiles(multiple: Bool = false) -> Self {
        acceptsFiles = true
        acceptsMultipleFiles = multiple
        return self
    }

    /// Restricts the values a picker wheel accepts.
    @discardableResult
    public func options(_ options: [String]) -> Self { self.options = options; return self }
}
