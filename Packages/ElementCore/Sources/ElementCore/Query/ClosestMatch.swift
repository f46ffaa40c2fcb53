import Foundation

/// The node that looks most like an element that was not found: for a failure that waited for
/// `Label "3 items left"`, the `Label "2 items left"` the screen shows instead.
public enum ClosestMatch {
    /// The most nodes compared, and the longest text compared, so a huge page stays cheap.
    static let maximumCandidates = 500
    static let maximumLength = 200

    /// A one-line description of the node of the same type, under the same parent, whose
    /// label, text or identifier is nearest to the element's id, or `nil` when the element has
    /// no id, its parent does not exist, or nothing is near enough (less than half the text
    /// differs). Reads the engine once, without waiting.
    public static func describe(for element: any Element, driver: any Driver) -> String? {
        describe(for: element.query, kind: element.kindName, driver: driver)
    }

    /// The query form of ``describe(for:driver:)``; `kind` names the node in the answer.
    public static func describe(for query: ElementQuery, kind: String, driver: any Driver) -> String? {
        guard var step = query.steps.last, let wanted = step.id, !wanted.isEmpty else { return nil }
        step.id = nil
        step.index = nil
        var candidatesQuery = query
        candidatesQuery.steps[candidatesQuery.steps.count - 1] = step
        guard let candidates = try? driver.matches(candidatesQuery), !candidates.isEmpty else { return nil }
        var best: (distance: Int, name: String)?
        for snapshot in candidates.prefix(maximumCandidates) {
            for name in [snapshot.label, snapshot.text, snapshot.identifier] where !name.isEmpty && name != wanted {
                let distance = editDistance(wanted, name)
                if distance < (best?.distance ?? .max) { best = (distance, name) }
            }
        }
        guard let best, best.distance * 2 <= max(wanted.count, best.name.count) else { return nil }
        return "\(kind) \"\(best.name)\""
    }

    /// The Levenshtein distance between two texts (insertions, deletions, substitutions of
    /// characters), over their first ``maximumLength`` characters.
    public static func editDistance(_ first: String, _ second: String) -> Int {
        let a = Array(first.prefix(maximumLength))
        let b = Array(second.prefix(maximumLength))
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
