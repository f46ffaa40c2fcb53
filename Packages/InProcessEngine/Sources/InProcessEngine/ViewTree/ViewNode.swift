import Foundation

/// One view, as the in-process engine reads it: the small protocol a toolkit adapter
/// implements (UIKit's views on Apple platforms, ``InMemoryView`` everywhere).
///
/// Everything the finders and the rules need is here; what a view can *do* is in the
/// capability protocols that refine it (``ControlNode``, ``SwitchNode``, ``TextInputNode``…).
/// Nodes are read afresh for every search, so they never go stale.
@preconcurrency @MainActor
public protocol ViewNode {
    /// The toolkit's object behind the node (a `UIView`, an ``InMemoryView``): what the
    /// seed's finders return.
    var object: AnyObject { get }
    /// What the view is.
    var kind: ViewKind { get }
    /// The view's class name, for messages.
    var typeName: String { get }
    /// The view's frame in window coordinates.
    var frameInWindow: CGRect { get }
    /// `isHidden`.
    var isHidden: Bool { get }
    /// The view's opacity; below 0.01 it is hidden (as for UIKit's hit-testing).
    var alpha: Double { get }
    /// Whether the view (and so its subviews) receives touches.
    var isUserInteractionEnabled: Bool { get }
    /// Whether a control is enabled; `true` for views that are not controls.
    var isEnabled: Bool { get }
    /// Whether the view clips its subviews to its bounds (scroll views do).
    var clipsToBounds: Bool { get }
    /// Whether the view reacts to touches in a way the engine cannot reproduce (gesture
    /// recognizers, custom controls): a tap that reaches it is reported as unsupported.
    var handlesTouchesItself: Bool { get }
    /// The accessibility identifier.
    var accessibilityIdentifier: String? { get }
    /// The accessibility label.
    var accessibilityLabel: String? { get }
    /// The accessibility value.
    var accessibilityValue: String? { get }
    /// A label's or a text input's text.
    var text: String? { get }
    /// A button's title.
    var title: String? { get }
    /// A text field's placeholder.
    var placeholder: String? { get }
    /// The subviews, back to front.
    var subviews: [any ViewNode] { get }
}

/// A control: it sends target-actions for events.
@preconcurrency @MainActor
public protocol ControlNode: ViewNode {
    /// Sends the actions registered for `event`, as `UIControl.sendActions(for:)` does.
    func sendActions(for event: ControlEvent)
}

/// An on/off switch.
@preconcurrency @MainActor
public protocol SwitchNode: ControlNode {
    /// Whether the switch is on.
    var isOn: Bool { get }
    /// Turns the switch on or off, without sending actions.
    func setOn(_ isOn: Bool)
}

/// A control with a numeric value between a minimum and a maximum (slider, stepper).
@preconcurrency @MainActor
public protocol ValueControlNode: ControlNode {
    /// The current value.
    var value: Double { get }
    /// The lowest value.
    var minimumValue: Double { get }
    /// The highest value.
    var maximumValue: Double { get }
    /// Sets the value, without sending actions.
    func setValue(_ value: Double)
}

/// A stepper.
@preconcurrency @MainActor
public protocol StepperNode: ValueControlNode {
    /// How much one increment or decrement changes the value.
    var stepValue: Double { get }
    /// Whether the value wraps around past the minimum or the maximum.
    var wraps: Bool { get }
}

/// A view that takes typed text: a text field or a text view.
@preconcurrency @MainActor
public protocol TextInputNode: ViewNode {
    /// Whether the text is secure (a password): it never appears in any output.
    var isSecureTextEntry: Bool { get }
    /// Asks the delegate whether editing may begin (`textFieldShouldBeginEditing`), then
    /// makes the input the first responder. Returns whether editing began.
    func beginEditing() -> Bool
    /// Whether the input is the first responder.
    var isEditing: Bool { get }
    /// Asks the delegate whether `range` (UTF-16) of the text may become `replacement`
    /// (`textField(_:shouldChangeCharactersIn:replacementString:)`); `true` without one.
    func shouldChangeText(in range: NSRange, replacementText: String) -> Bool
    /// Sets the text and tells the app it changed (`editingChanged`, the text-did-change
    /// notification), as typing does.
    func replaceText(with text: String)
}

/// A cell of a table or collection view.
@preconcurrency @MainActor
public protocol CellNode: ViewNode {
    /// Selects the cell as a tap does: through its index path and the container's delegate
    /// (`willSelect`/`shouldSelect`, then `didSelect`). Returns whether it was selected: not
    /// when the cell is not in a container, selection is off or the delegate refused.
    func select() -> Bool
}

/// A scroll view (tables, collection views and text views are scroll views too).
@preconcurrency @MainActor
public protocol ScrollNode: ViewNode {
    /// The point of the content shown at the view's top left.
    var contentOffset: CGPoint { get }
    /// The size of the content.
    var contentSize: CGSize { get }
    /// The insets around the content (UIKit's `adjustedContentInset`).
    var contentInsets: EdgeInsets { get }
    /// Whether the user can scroll it.
    var isScrollEnabled: Bool { get }
    /// Whether it stops on multiples of its size.
    var isPagingEnabled: Bool { get }
    /// Scrolls to `offset` as a drag does, telling the delegate (will begin dragging, did
    /// scroll, did end dragging, did end decelerating).
    func scroll(to offset: CGPoint)
    /// Starts its refresh control, as pulling down does. Returns `false` when it has none.
    func refresh() -> Bool
}

/// Insets around a scroll view's content.
public struct EdgeInsets: Sendable, Hashable {
    /// Top inset.
    public var top: Double
    /// Left inset.
    public var left: Double
    /// Bottom inset.
    public var bottom: Double
    /// Right inset.
    public var right: Double

    /// Creates insets; all zero by default.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
