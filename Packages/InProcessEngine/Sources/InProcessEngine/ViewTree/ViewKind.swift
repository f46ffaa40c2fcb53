import ElementCore

/// What a view is, as far as the in-process engine cares: the class family that decides how
/// it is found, shown to ElementCore and driven.
///
/// A toolkit adapter maps its classes onto these (UIKit: `UILabel` → ``label``, `UITableView`
/// → ``table``…); anything else is a plain ``view``.
public enum ViewKind: Sendable, Hashable, CustomStringConvertible {
    /// A container or any view without a more specific kind.
    case view
    /// A text label.
    case label
    /// An image.
    case image
    /// A button: tapping sends its target-actions.
    case button
    /// An on/off switch.
    case `switch`
    /// A stepper: increments and decrements a value by its step.
    case stepper
    /// A slider: a value between a minimum and a maximum.
    case slider
    /// A single-line text field; `isSecure` for password fields.
    case textField(isSecure: Bool)
    /// A multi-line text view.
    case textView
    /// A scroll view.
    case scrollView
    /// A table (list) of cells.
    case table
    /// A cell of a table.
    case tableCell
    /// A collection view (grid) of cells.
    case collection
    /// A cell of a collection view.
    case collectionCell

    /// Whether the view receives touches itself, so that disabling user interaction on it
    /// (or on an ancestor) hides it from the finders. Labels and images do not: UIKit ships
    /// labels with user interaction off, and they are still on screen.
    public var isInteractive: Bool {
        switch self {
        case .view, .label, .image: return false
        default: return true
        }
    }

    /// The ElementCore type the engine reports for a view of this kind.
    public var elementType: ElementType {
        switch self {
        case .view: return .other
        case .label: return .staticText
        case .image: return .image
        case .button: return .button
        case .switch: return .switch
        case .stepper: return .stepper
        case .slider: return .slider
        case .textField(let isSecure): return isSecure ? .secureTextField : .textField
        case .textView: return .textView
        case .scrollView: return .scrollView
        case .table: return .table
        case .tableCell, .collectionCell: return .cell
        case .collection: return .collectionView
        }
    }

    /// The kind's name in messages, such as `label` or `text field`.
    public var description: String {
        switch self {
        case .view: return "view"
        case .label: return "label"
        case .image: return "image"
        case .button: return "button"
        case .switch: return "switch"
        case .stepper: return "stepper"
        case .slider: return "slider"
        case .textField(let isSecure): return isSecure ? "secure text field" : "text field"
        case .textView: return "text view"
        case .scrollView: return "scroll view"
        case .table: return "table"
        case .tableCell: return "table cell"
        case .collection: return "collection view"
        case .collectionCell: return "collection cell"
        }
    }
}

/// The control events the engine sends, named as UIKit's `UIControl.Event`.
public enum ControlEvent: Sendable, Hashable, CustomStringConvertible {
    /// A tap that ends inside the control.
    case touchUpInside
    /// The control's primary action (UIKit sends it with a button's `touchUpInside`).
    case primaryActionTriggered
    /// The control's value changed (switch, stepper, slider, refresh control).
    case valueChanged
    /// A text field began editing.
    case editingDidBegin
    /// A text field's text changed.
    case editingChanged

    /// The event's name, e.g. `touchUpInside`.
    public var description: String {
        switch self {
        case .touchUpInside: return "touchUpInside"
        case .primaryActionTriggered: return "primaryActionTriggered"
        case .valueChanged: return "valueChanged"
        case .editingDidBegin: return "editingDidBegin"
        case .editingChanged: return "editingChanged"
        }
    }
}
