import ElementCore

/// What an element's states were seen to be, for messages of functions that check states
/// themselves (scrolling until a state).
struct StateObservation {
    /// Whether every state was as wanted.
    let satisfied: Bool
    /// What was seen, e.g. `exists, not visible`.
    let observed: String

    /// Checks `states` of `element` once, without waiting.
    static func check(_ states: [ElementAttributes.State], wanted: Bool, of element: any Element, driver: any Driver) -> StateObservation {
        let states = states.isEmpty ? [ElementAttributes.State.exists] : states
        let resolution: Resolution
        do {
            resolution = try driver.resolve(element.query)
        } catch {
            guard case .notFound(let step) = error else {
                return StateObservation(satisfied: false, observed: "the engine failed: \(error)")
            }
            resolution = .notFound(step: step)
        }
        switch resolution {
        case .notFound:
            return StateObservation(satisfied: !wanted, observed: "does not exist")
        case .ambiguous(let step, let matches):
            return StateObservation(satisfied: false, observed: Presence.ambiguity(step: step, matches: matches, query: element.query).text)
        case .found(let snapshot, _):
            var seen: [String] = []
            var satisfied = true
            for state in states {
                let (holds, text) = observe(state, snapshot: snapshot, driver: driver)
                seen.append(text)
                if holds != wanted { satisfied = false }
            }
            if !seen.contains("exists") { seen.insert("exists", at: 0) }
            return StateObservation(satisfied: satisfied, observed: seen.joined(separator: ", "))
        }
    }

    private static func observe(_ state: ElementAttributes.State, snapshot: ElementSnapshot, driver: any Driver) -> (Bool, String) {
        switch state {
        case .exists:
            return (true, "exists")
        case .hittable:
            return snapshot.isHittable
                ? (true, "hittable")
                : (false, "not hittable" + (snapshot.notHittableReason.map { " (\($0))" } ?? ""))
        case .visible:
            if snapshot.isVisible { return (true, "visible") }
            return (false, "not visible" + (snapshot.notVisibleReason.map { " (\($0))" } ?? ""))
        case .visibleIn(let other):
            guard let frame = (try? driver.resolve(other.query))?.snapshot?.frame else {
                return (false, "not visible in \(other.kindName), which does not exist")
            }
            let holds = snapshot.frame.intersects(frame) && snapshot.frame.width > 0 && snapshot.frame.height > 0
            return (holds, holds ? "visible in \(other.kindName)" : "not visible in \(other.kindName)")
        case .selected:
            return (snapshot.isSelected, snapshot.isSelected ? "selected" : "not selected")
        case .enabled:
            return (snapshot.isEnabled, snapshot.isEnabled ? "enabled" : "not enabled")
        case .hasKeyboardFocus:
            return (snapshot.hasKeyboardFocus, snapshot.hasKeyboardFocus ? "has keyboard focus" : "has no keyboard focus")
        case .mixed, .expanded, .pressed, .current, .sorted, .invalid, .required, .busy:
            return state.widgetReading(of: snapshot) ?? (false, state.description)
        }
    }
}
