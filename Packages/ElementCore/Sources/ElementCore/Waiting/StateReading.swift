import Foundation

extension ElementAttributes.State {
    /// Whether a snapshot is in this widget state, and how it reads in a message (`expanded`,
    /// `collapsed`, `not sorted`…); `nil` for the states that are not widget states (exists,
    /// visible, hittable…), which their checkers read themselves.
    public func widgetReading(of snapshot: ElementSnapshot) -> (holds: Bool, observed: String)? {
        let states = snapshot.states
        switch self {
        case .mixed:
            return (states.isMixed, states.isMixed ? "mixed" : "not mixed")
        case .expanded:
            switch states.isExpanded {
            case true?: return (true, "expanded")
            case false?: return (false, "collapsed")
            case nil: return (false, "not expandable")
            }
        case .pressed:
            switch states.isPressed {
            case true?: return (true, "pressed")
            case false?: return (false, "not pressed")
            case nil: return (false, "not a toggle button")
            }
        case .current:
            guard let current = states.current else { return (false, "not current") }
            return (true, current == "true" ? "current" : "current \(current)")
        case .sorted(let order):
            guard let sort = states.sort else { return (false, "not sorted") }
            return (sort == order, "sorted \(sort)")
        case .invalid:
            return (states.isInvalid, states.isInvalid ? "invalid" : "valid")
        case .required:
            return (states.isRequired, states.isRequired ? "required" : "not required")
        case .busy:
            return (states.isBusy, states.isBusy ? "busy" : "not busy")
        case .exists, .hittable, .visible, .visibleIn, .selected, .enabled, .hasKeyboardFocus:
            return nil
        }
    }
}
