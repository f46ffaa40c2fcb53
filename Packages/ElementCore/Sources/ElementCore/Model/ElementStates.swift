import Foundation

/// The states of a widget beyond enabled, selected and focused: what ARIA calls checked
/// (mixed), expanded, pressed, current, sort, invalid, required and busy.
///
/// Engines fill in what their platform exposes:
///
/// | engine | states |
/// |---|---|
/// | web | all, from the ARIA attributes and native elements (`aria-checked="mixed"` or an indeterminate checkbox, `aria-expanded` or an open `<details>`, `aria-pressed`, `aria-current`, `aria-sort`, `aria-invalid` or a field failing its constraints after an edit, `aria-required` or `required`, `aria-busy` on it or an ancestor) |
/// | in-memory | all, as the node holds them (`InMemoryNode.withStates`) |
/// | XCUI, and Appium's XCUITest driver | mixed (a checkbox whose value is `2`, as macOS reports one) and expanded (a disclosure triangle's value); XCUI has no attribute for the others, which read as not set (``init(xcuiType:value:)``) |
/// | Appium's UiAutomator2 driver | none: its attributes show none of these states |
///
/// Each is a ``ElementAttributes/State`` that waits like the others: `waitFor(.expanded)`,
/// `state(of: header, is: .sorted(.ascending))`.
public struct ElementStates: Sendable, Equatable, CustomStringConvertible {
    /// A column's sort order (`aria-sort`).
    public enum SortOrder: String, Sendable, Equatable, CustomStringConvertible {
        /// Sorted from the lowest to the highest.
        case ascending
        /// Sorted from the highest to the lowest.
        case descending
        /// Sorted in some other order.
        case other

        /// The order's name.
        public var description: String { rawValue }
    }

    /// A checkbox that is neither checked nor unchecked (`aria-checked="mixed"`, an
    /// indeterminate `<input type=checkbox>`).
    public var isMixed: Bool
    /// Whether the element is expanded (`true`), collapsed (`false`), or neither (`nil`: it
    /// expands nothing).
    public var isExpanded: Bool?
    /// Whether a toggle button is pressed (`true`), not pressed (`false`), or is no toggle
    /// button (`nil`). A half-pressed button (`aria-pressed="mixed"`) reads as pressed and mixed.
    public var isPressed: Bool?
    /// What the element is the current one of (`page`, `step`, `location`, `date`, `time`,
    /// or `true`), or `nil` when it is not current.
    public var current: String?
    /// The column's sort order, or `nil` when it is not sorted.
    public var sort: SortOrder?
    /// Whether the element's value is invalid (`aria-invalid`, a native field failing its
    /// constraints after the user changed it).
    public var isInvalid: Bool
    /// Whether the element needs a value (`aria-required`, `required`).
    public var isRequired: Bool
    /// Whether the element, or an ancestor, is being updated (`aria-busy`).
    public var isBusy: Bool

    /// States, all unset by default.
    public init(
        isMixed: Bool = false,
        isExpanded: Bool? = nil,
        isPressed: Bool? = nil,
        current: String? = nil,
        sort: SortOrder? = nil,
        isInvalid: Bool = false,
        isRequired: Bool = false,
        isBusy: Bool = false
    ) {
        self.isMixed = isMixed
        self.isExpanded = isExpanded
        self.isPressed = isPressed
        self.current = current
        self.sort = sort
        self.isInvalid = isInvalid
        self.isRequired = isRequired
        self.isBusy = isBusy
    }

    /// The states that are set, e.g. `expanded, current page`; `""` when none is.
    public var description: String {
        var parts: [String] = []
        if isMixed { parts.append("mixed") }
        if let isExpanded { parts.append(isExpanded ? "expanded" : "collapsed") }
        if let isPressed { parts.append(isPressed ? "pressed" : "not pressed") }
        if let current { parts.append(current == "true" ? "current" : "current \(current)") }
        if let sort { parts.append("sorted \(sort)") }
        if isInvalid { parts.append("invalid") }
        if isRequired { parts.append("required") }
        if isBusy { parts.append("busy") }
        return parts.joined(separator: ", ")
    }
}
