import Foundation

/// What an engine reports about one node of the user interface at one moment.
///
/// XCUI has `XCUIElementSnapshot`; the web engine builds one from the DOM's roles and
/// accessible names; the in-memory engine holds one. Snapshots are plain values: they never
/// change after they are taken.
public struct ElementSnapshot: Sendable, Equatable, CustomStringConvertible {
    /// The node's type.
    public var type: ElementType
    /// The node's identifier (accessibility identifier, `data-testid`…), or `""`.
    public var identifier: String
    /// The node's label (accessible name), or `""`.
    public var label: String
    /// The node's value as text, if it has one. Secure text fields report bullets.
    public var value: String?
    /// The placeholder shown when the node is empty, if any.
    public var placeholder: String?
    /// The node's box in screen coordinates.
    public var frame: CGRect
    /// Whether the node is enabled.
    public var isEnabled: Bool
    /// Whether the node is selected, checked or pressed.
    public var isSelected: Bool
    /// Whether the node has keyboard focus.
    public var hasKeyboardFocus: Bool
    /// Whether a tap at the node's centre would reach it.
    public var isHittable: Bool
    /// Whether the node's box intersects its parent's box and the screen.
    public var isVisible: Bool
    /// The node's children, when the engine was asked for them; empty otherwise.
    public var children: [ElementSnapshot]
    /// Why the node is not hittable, when the engine knows (e.g. `covered by div#overlay`).
    public var notHittableReason: String?

    /// Creates a snapshot. Every attribute but the type has a neutral default.
    public init(
        type: ElementType,
        identifier: String = "",
        label: String = "",
        value: String? = nil,
        placeholder: String? = nil,
        frame: CGRect = .zero,
        isEnabled: Bool = true,
        isSelected: Bool = false,
        hasKeyboardFocus: Bool = false,
        isHittable: Bool = true,
        isVisible: Bool = true,
        children: [ElementSnapshot] = [],
        notHittableReason: String? = nil
    ) {
        self.type = type
        self.identifier = identifier
        self.label = label
        self.value = value
        self.placeholder = placeholder
        self.frame = frame
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.hasKeyboardFocus = hasKeyboardFocus
        self.isHittable = isHittable
        self.isVisible = isVisible
        self.children = children
        self.notHittableReason = notHittableReason
    }

    /// A one-line summary such as `button "Log out" id=logOut`, used in failure messages.
    public var description: String {
        var text = type.name
        if !label.isEmpty { text += " \"\(label)\"" }
        if !identifier.isEmpty, identifier != label { text += " id=\(identifier)" }
        if let value, !value.isEmpty { text += " value=\"\(value)\"" }
        return text
    }
}
