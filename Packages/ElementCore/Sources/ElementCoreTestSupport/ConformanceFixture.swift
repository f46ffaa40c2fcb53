import ElementCore
import Foundation

/// The one user interface every engine is checked against, described once as data and
/// rendered into each engine's world: an `InMemoryApp` (``inMemoryApp()``),
/// an HTML page (``html()``), or, in the XCUIEngine tests, a shim tree.
///
/// The page holds two "OK" buttons (one inside the alert "Error", one outside), a label found
/// by its identifier or by a different text, a text field with a placeholder, a disabled
/// button, a hidden button, a table of three cells "Row 1" to "Row 3", and a table "Todos" of
/// two unnamed cells that each show a static text.
public enum ConformanceFixture {
    /// One node of the fixture.
    public struct Node: Sendable {
        /// The node's type. Renderers know `.other`, `.button`, `.staticText`, `.alert`,
        /// `.table`, `.cell`, `.textField` and `.checkBox`.
        public var type: ElementType
        /// The identifier (`data-testid` on the web), or `""`.
        public var identifier: String
        /// The label (the text, or the accessible name), or `""`.
        public var label: String
        /// The initial value, if any.
        public var value: String?
        /// The placeholder, if any.
        public var placeholder: String?
        /// Whether the node is enabled.
        public var isEnabled: Bool
        /// Hidden nodes are not in the accessibility tree of any engine.
        public var isHidden: Bool
        /// Whether a checkbox is mixed (neither checked nor unchecked): `aria-checked="mixed"`
        /// on the web, the value 2 on XCUI, the state on the in-memory engine.
        public var isMixed: Bool
        /// What a tap on the node does, if anything.
        public var onTap: TapEffect?
        /// The children, in document order.
        public var children: [Node]

        /// Creates a node.
        public init(
            type: ElementType,
            identifier: String = "",
            label: String = "",
            value: String? = nil,
            placeholder: String? = nil,
            isEnabled: Bool = true,
            isHidden: Bool = false,
            isMixed: Bool = false,
            onTap: TapEffect? = nil,
            children: [Node] = []
        ) {
            self.type = type
            self.identifier = identifier
            self.label = label
            self.value = value
            self.placeholder = placeholder
            self.isEnabled = isEnabled
            self.isHidden = isHidden
            self.isMixed = isMixed
            self.onTap = onTap
            self.children = children
        }
    }

    /// A tap's effect: the label of the node with an identifier becomes a new text.
    public struct TapEffect: Sendable {
        /// The identifier of the node whose label changes.
        public var targetIdentifier: String
        /// The new label.
        public var newLabel: String

        /// Creates an effect.
        public init(setLabelOf targetIdentifier: String, to newLabel: String) {
            self.targetIdentifier = targetIdentifier
            self.newLabel = newLabel
        }
    }

    /// The children of the application node, in document order.
    public static let nodes: [Node] = [
        Node(type: .staticText, identifier: "Greeting", label: "Hello"),
        Node(type: .staticText, identifier: "Status", label: "Idle"),
        Node(type: .button, identifier: "PrimaryOK", label: "OK", onTap: TapEffect(setLabelOf: "Status", to: "OK tapped")),
        Node(type: .textField, identifier: "NameField", label: "Name", placeholder: "Your name"),
        Node(type: .button, identifier: "SubmitButton", label: "Submit", isEnabled: false),
        Node(type: .button, identifier: "Secret", label: "Secret", isHidden: true),
        Node(type: .checkBox, identifier: "AllTerms", label: "All terms", isMixed: true),
        Node(type: .checkBox, identifier: "Newsletter", label: "Newsletter"),
        Node(type: .alert, identifier: "Error", label: "Error", children: [
            Node(type: .staticText, label: "Something went wrong"),
            Node(type: .button, identifier: "AlertOK", label: "OK"),
        ]),
        Node(type: .table, identifier: "Rows", children: [
            Node(type: .cell, label: "Row 1"),
            Node(type: .cell, label: "Row 2"),
            Node(type: .cell, label: "Row 3"),
        ]),
        // Rows without a name, known by the texts they show (a to-do list).
        Node(type: .table, identifier: "Todos", children: [
            Node(type: .cell, children: [Node(type: .staticText, label: "Buy milk")]),
            Node(type: .cell, children: [Node(type: .staticText, label: "Walk dog")]),
        ]),
    ]

    /// The label engines give a node: its own, or for a cell without one the labels of the
    /// static texts it shows, joined by spaces (the documented rule for rows).
    public static func shownLabel(of node: Node) -> String {
        guard node.label.isEmpty, node.type == .cell else { return node.label }
        func texts(_ nodes: [Node]) -> [String] {
            nodes.filter { !$0.isHidden }.flatMap { ($0.type == .staticText && !$0.label.isEmpty ? [$0.label] : []) + texts($0.children) }
        }
        return texts(node.children).joined(separator: " ")
    }

    /// Every node, hidden ones included, in document order.
    public static var allNodes: [Node] {
        func flatten(_ nodes: [Node]) -> [Node] { nodes.flatMap { [$0] + flatten($0.children) } }
        return flatten(nodes)
    }
}
