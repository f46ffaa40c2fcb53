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
    /// The text the node shows, as a user reads it (on the web, its `innerText`). Engines
    /// that do not tell text and label apart report the label, which is what it is when not
    /// set explicitly.
    public var text: String {
        get { explicitText ?? label }
        set { explicitText = newValue }
    }
    /// The text set apart from the label, if any.
    private var explicitText: String?
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
    /// Why the node is not visible, when the engine knows (e.g. `below the viewport by 40 px`).
    public var notVisibleReason: String?
    /// The widget states beyond the ones above (mixed, expanded, pressed, current, sort,
    /// invalid, required, busy), as far as the engine reads them.
    public var states: ElementStates
    /// The element's CSS classes on a web engine, in the page's order; `nil` on engines that
    /// do not draw with CSS. Read by ``ElementAttributes/State/cssClass(_:)``.
    public var cssClasses: [String]?

    /// Creates a snapshot. Every attribute but the type has a neutral default; `text`
    /// defaults to the label.
    public init(
        type: ElementType,
        identifier: String = "",
        label: String = "",
        text: String? = nil,
        value: String? = nil,
        placeholder: String? = nil,
        frame: CGRect = .zero,
        isEnabled: Bool = true,
        isSelected: Bool = false,
        hasKeyboardFocus: Bool = false,
        isHittable: Bool = true,
        isVisible: Bool = true,
        children: [ElementSnapshot] = [],
        notHittableReason: String? = nil,
        notVisibleReason: String? = nil,
        states: ElementStates = ElementStates(),
        cssClasses: [String]? = nil
    ) {
        self.type = type
        self.identifier = identifier
        self.label = label
        self.explicitText = text
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
        self.notVisibleReason = notVisibleReason
        self.states = states
        self.cssClasses = cssClasses
    }

    /// Whether two snapshots report the same node state (the text compared as read, whether
    /// set apart from the label or not).
    public static func == (lhs: ElementSnapshot, rhs: ElementSnapshot) -> Bool {
        lhs.type == rhs.type && lhs.identifier == rhs.identifier && lhs.label == rhs.label && lhs.text == rhs.text
            && lhs.value == rhs.value && lhs.placeholder == rhs.placeholder && lhs.frame == rhs.frame
            && lhs.isEnabled == rhs.isEnabled && lhs.isSelected == rhs.isSelected
            && lhs.hasKeyboardFocus == rhs.hasKeyboardFocus && lhs.isHittable == rhs.isHittable
            && lhs.isVisible == rhs.isVisible && lhs.children == rhs.children
            && lhs.notHittableReason == rhs.notHittableReason && lhs.notVisibleReason == rhs.notVisibleReason
            && lhs.states == rhs.states && lhs.cssClasses == rhs.cssClasses
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
