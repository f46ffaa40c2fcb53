import ElementCore

/// What an element's states were seen to be, for messages of functions that check states
/// themselves (scrolling until a state).
struct StateObservation {
    /// Whether every state was as wanted.
    let satisfied: Bool
    /// What was seen, e.g. `exists, not visible`.
    let observed: String

    /// Checks `states` of `element` once, without waiting.
    static func check(_ states: [ElementAttributes.State], wanted: Bool, of element: any Element, driver: any Engine) -> StateObservation {
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
                let (holds, text) = state.reading(of: snapshot, engine: driver)
                seen.append(text)
                if holds != wanted { satisfied = false }
            }
            if !seen.contains("exists") { seen.insert("exists", at: 0) }
            return StateObservation(satisfied: satisfied, observed: seen.joined(separator: ", "))
        }
    }
}
