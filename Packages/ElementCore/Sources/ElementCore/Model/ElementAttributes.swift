import Foundation

/// Namespace for the states an element can be in and the directions it can be scrolled in.
public enum ElementAttributes {
    /// A state an element can be waited for, checked or asserted in.
    ///
    /// Several states passed together are checked together, against one snapshot of the
    /// element and within one deadline.
    public enum State: Sendable, CustomStringConvertible {
        /// The element is in the accessibility tree.
        case exists
        /// A tap at the element's centre would reach the element (or one of its descendants).
        case hittable
        /// The element has a box that intersects its parent's box and the screen.
        case visible
        /// The element's box intersects the given element's box.
        case visibleIn(any Element)
        /// The element is selected, checked or pressed.
        case selected
        /// The element is enabled.
        case enabled
        /// The element has keyboard focus.
        case hasKeyboardFocus
        /// A checkbox is mixed: neither checked nor unchecked (``ElementStates/isMixed``).
        case mixed
        /// The element is expanded: a disclosure, an accordion header, a combobox or menu
        /// button whose popup is open, a tree item showing its children (``ElementStates/isExpanded``).
        /// `isNot: .expanded` holds for a collapsed element and for one that expands nothing.
        case expanded
        /// A toggle button is pressed (``ElementStates/isPressed``).
        case pressed
        /// The element is the current one of its set: the page in a navigation, the step of a
        /// process (``ElementStates/current``).
        case current
        /// A column is sorted in this order (``ElementStates/sort``).
        case sorted(ElementStates.SortOrder)
        /// The element's value is invalid (``ElementStates/isInvalid``).
        case invalid
        /// The element needs a value (``ElementStates/isRequired``).
        case required
        /// The element, or a region it is in, is being updated (``ElementStates/isBusy``).
        case busy
        /// A web page's element has this CSS class (`class="selected"`): for apps that mark a
        /// state only by styling, as TodoMVC marks its current filter, where no accessibility
        /// state says it (Playwright's `toHaveClass`). Prefer an accessibility state
        /// (``selected``, ``current``…) where the app sets one: a class is how the page looks,
        /// not what it says. Engines without CSS (XCUI, in-process, in-memory) never satisfy it
        /// and say why.
        case cssClass(String)

        /// The state's name, e.g. `visible` or `visibleIn(ScrollView)`.
        public var description: String {
            switch self {
            case .exists: return "exists"
            case .hittable: return "hittable"
            case .visible: return "visible"
            case .visibleIn(let other): return "visible in \(QueryBuilder.describe(other))"
            case .selected: return "selected"
            case .enabled: return "enabled"
            case .hasKeyboardFocus: return "has keyboard focus"
            case .mixed: return "mixed"
            case .expanded: return "expanded"
            case .pressed: return "pressed"
            case .current: return "current"
            case .sorted(let order): return "sorted \(order)"
            case .invalid: return "invalid"
            case .required: return "required"
            case .busy: return "busy"
            case .cssClass(let name): return "with CSS class \"\(name)\""
            }
        }
    }

    /// A direction to scroll or swipe in.
    ///
    /// The named directions move the content the way a finger would: `.downwards` drags from
    /// the middle towards the top third, revealing what is below.
    public enum Direction: Sendable, Hashable, CustomStringConvertible {
        /// A point inside the scrolled element, as fractions of its size (TABTestKit 1.8's name).
        public typealias NormalizedCoordinate = CGVector

        /// Reveal what is above: drag from the top third to the middle.
        case upwards
        /// Reveal what is below: drag from the middle to the top third.
        case downwards
        /// Reveal what is on the left: drag from the left third to the middle.
        case left
        /// Reveal what is on the right: drag from the right third to the middle.
        case right
        /// Drag between two points of the element.
        case from(NormalizedCoordinate, to: NormalizedCoordinate)

        /// The start and end points of the drag inside the scrolled element.
        public var dragPoints: (start: NormalizedCoordinate, end: NormalizedCoordinate) {
            switch self {
            case .upwards: return (.topThird, .middle)
            case .downwards: return (.middle, .topThird)
            case .left: return (.leftThird, .middle)
            case .right: return (.rightThird, .middle)
            case .from(let start, let end): return (start, end)
            }
        }

        /// Whether two directions are the same (and, for `.from`, between the same points).
        public static func == (lhs: Direction, rhs: Direction) -> Bool {
            switch (lhs, rhs) {
            case (.upwards, .upwards), (.downwards, .downwards), (.left, .left), (.right, .right): return true
            case (.from(let a, let b), .from(let c, let d)): return a == c && b == d
            default: return false
            }
        }

        /// Hashes the direction. Written out because `CGVector` is not `Hashable` everywhere.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(description)
        }

        /// The direction's name.
        public var description: String {
            switch self {
            case .upwards: return "upwards"
            case .downwards: return "downwards"
            case .left: return "left"
            case .right: return "right"
            case .from(let start, let end): return "from \(start.coordinateDescription) to \(end.coordinateDescription)"
            }
        }
    }
}
