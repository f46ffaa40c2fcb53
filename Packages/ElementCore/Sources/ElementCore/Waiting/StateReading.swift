import Foundation

extension ElementAttributes.State {
    /// Whether a snapshot is in this state, and how it reads in a message (`not visible
    /// (below the viewport by 40 px)`, `collapsed`, `not sorted`…).
    ///
    /// Every check of a state reads it here, so waits, assertions and scrolling until a state
    /// agree on what a state means and say the same thing when it does not hold. `engine`
    /// resolves the other element of ``visibleIn(_:)``.
    public func reading(of snapshot: ElementSnapshot, engine: any Engine) -> (holds: Bool, observed: String) {
        let states = snapshot.states
        switch self {
        case .exists:
            return (true, "exists")
        case .hittable:
            if snapshot.isHittable { return (true, "hittable") }
            return (false, "not hittable" + (snapshot.notHittableReason.map { " (\($0))" } ?? ""))
        case .visible:
            if snapshot.isVisible { return (true, "visible") }
            return (false, "not visible" + (snapshot.notVisibleReason.map { " (\($0))" } ?? ""))
        case .visibleIn(let other):
            guard let otherFrame = (try? engine.resolve(other.query))?.snapshot?.frame else {
                return (false, "not visible in \(QueryBuilder.describe(other)), which does not exist")
            }
            let holds = Geometry.overlaps(snapshot.frame, otherFrame)
            return (holds, holds ? "visible in \(other.kindName)" : "not visible in \(other.kindName)")
        case .selected:
            if snapshot.isSelected { return (true, "selected") }
            return (false, "not selected" + Self.classHint(snapshot))
        case .enabled:
            return (snapshot.isEnabled, snapshot.isEnabled ? "enabled" : "not enabled")
        case .hasKeyboardFocus:
            return (snapshot.hasKeyboardFocus, snapshot.hasKeyboardFocus ? "has keyboard focus" : "has no keyboard focus")
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
            guard let current = states.current else { return (false, "not current" + Self.classHint(snapshot)) }
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
        case .cssClass(let name):
            guard let classes = snapshot.cssClasses else {
                return (false, "no CSS classes: this engine does not draw with CSS (web engines only)")
            }
            if classes.contains(name) { return (true, "has class \"\(name)\"") }
            let list = classes.isEmpty ? "none" : classes.map { "\"\($0)\"" }.joined(separator: " ")
            return (false, "without class \"\(name)\" (classes: \(list))")
        }
    }

    /// For a selection or current state that does not hold: names the CSS classes that look
    /// like the app marks the state only by styling (TodoMVC's `class="selected"` filter
    /// link), which no accessibility state reports, and the check that reads them.
    private static func classHint(_ snapshot: ElementSnapshot) -> String {
        let markers = ["selected", "active", "current", "checked"]
        let styled = (snapshot.cssClasses ?? []).filter { name in
            let lower = name.lowercased()
            return markers.contains { lower == $0 || lower.hasSuffix("-\($0)") || lower.hasPrefix("is-\($0)") }
        }
        guard let first = styled.first else { return "" }
        return "; the page marks it only with the CSS class \"\(first)\", which no accessibility state reports: "
            + "check `.cssClass(\"\(first)\")` on web engines, or have the app set aria-selected or aria-current"
    }
}
