import Foundation

/// What the screen shows instead of an element that was not found — its near misses: for a
/// failure that waited for `Label "3 items left"`, the `Label "2 items left"` the screen shows;
/// for `CheckBox "Mark all as complete"`, the `CheckBox "❯ Mark all as complete"` whose name
/// holds generated content; the same name on another type; a match that is hidden.
public enum ClosestMatch {
    /// The most nodes compared, and the longest text compared, so a huge page stays cheap.
    static let maximumCandidates = 500
    static let maximumLength = 200
    /// The most near misses named in one failure.
    static let maximumShown = 3

    /// The near misses of `element`, joined with "; " (`Label "2 items left" (a similar
    /// name); StaticText "3 items left" (another type)`), or `nil` when the element has no id,
    /// its parent does not exist, or nothing is near. Reads the engine without waiting.
    public static func describe(for element: any Element, engine: any Engine) -> String? {
        describe(for: element.query, kind: element.kindName, engine: engine)
    }

    /// The query form of ``describe(for:engine:)``; `kind` names the node in the answer.
    public static func describe(for query: ElementQuery, kind: String, engine: any Engine) -> String? {
        let misses = nearMisses(for: query, engine: engine)
        return misses.isEmpty ? nil : misses.joined(separator: "; ")
    }

    /// Up to ``maximumShown`` near misses of the last step of `query`, each a node and why it is
    /// near: a similar name on the same type (edit distance at most half, or one name holding the
    /// other's words), the same or a similar name on another type, or a match hidden from the
    /// accessibility tree (on engines with ``HiddenNodeMatching``); then up to two regions the
    /// engine cannot read, such as a component with a closed shadow root (on engines with
    /// ``UnreadableContentReporting``).
    public static func nearMisses(for query: ElementQuery, engine: any Engine) -> [String] {
        namedNearMisses(for: query, engine: engine) + unreadable(engine: engine)
    }

    /// The regions the engine cannot read (components with a closed shadow root, on engines
    /// with ``UnreadableContentReporting``), as places the element may be hidden in.
    static func unreadable(engine: any Engine) -> [String] {
        guard let reporter = engine.capability(UnreadableContentReporting.self),
              let regions = try? reporter.unreadableContent(limit: 2) else { return [] }
        return regions.map { "maybe inside \($0)" }
    }

    private static func namedNearMisses(for query: ElementQuery, engine: any Engine) -> [String] {
        guard var step = query.steps.last, let wanted = step.id, !wanted.isEmpty else { return [] }
        let type = step.type
        let wantedKind = step.kind
        var found: [String] = []
        var seen = Set<String>()
        // `Label "2 items left"` for the element's own kind, `StaticText "…"` for another type.
        func note(_ snapshot: ElementSnapshot, _ why: String) {
            let kind = snapshot.type == type ? wantedKind : snapshot.type.name.prefix(1).uppercased() + snapshot.type.name.dropFirst()
            let name = snapshot.label.isEmpty ? snapshot.identifier : snapshot.label
            let line = "\(kind) \"\(name)\" (\(why))"
            guard found.count < maximumShown, seen.insert(line).inserted else { return }
            found.append(line)
        }
        if let hidden = engine.capability(HiddenNodeMatching.self),
           let matches = try? hidden.matchesIncludingHidden(query.allMatches) {
            for snapshot in matches.prefix(maximumShown) where !snapshot.isVisible { note(snapshot, "hidden") }
        }
        step.id = nil
        step.index = nil
        step.filters = []
        step.type = .any
        var everything = query
        everything.steps[everything.steps.count - 1] = step
        guard let candidates = try? engine.matches(everything) else { return found }
        var sameType: [(Int, ElementSnapshot)] = []
        var otherType: [(Int, ElementSnapshot)] = []
        for snapshot in candidates.prefix(maximumCandidates * 4) {
            guard let distance = nearness(of: snapshot, to: wanted) else { continue }
            if type == .any || snapshot.type == type { sameType.append((distance, snapshot)) } else { otherType.append((distance, snapshot)) }
        }
        for (distance, snapshot) in sameType.sorted(by: { $0.0 < $1.0 }) {
            note(snapshot, distance == 0 ? "the same name, left out by the query's filters" : "a similar name")
        }
        for (_, snapshot) in otherType.sorted(by: { $0.0 < $1.0 }) {
            note(snapshot, snapshot.label == wanted || snapshot.identifier == wanted ? "the same name on another type" : "another type, a similar name")
        }
        return found
    }

    /// How far the node's label, text or identifier is from `wanted` (0 for the same), or `nil`
    /// when none is near: less than half the characters differ, or one holds the other whole
    /// (`❯ Mark all as complete` holds `Mark all as complete`).
    static func nearness(of snapshot: ElementSnapshot, to wanted: String) -> Int? {
        var best: Int?
        for name in [snapshot.label, snapshot.text, snapshot.identifier] where !name.isEmpty {
            let distance = editDistance(wanted, name)
            let holds = name.count < maximumLength && wanted.count >= 3 && (name.contains(wanted) || wanted.contains(name) && name.count >= 3)
            guard distance * 2 <= max(wanted.count, name.count) || holds else { continue }
            best = min(best ?? .max, distance)
        }
        return best
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
