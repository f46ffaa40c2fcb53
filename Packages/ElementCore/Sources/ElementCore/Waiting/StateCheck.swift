import Foundation

/// The outcome of checking some states of an element against one snapshot.
struct StateCheck {
    /// Whether every state was as wanted.
    var satisfied: Bool
    /// What was seen, e.g. `exists, not hittable (covered by Alert "Error")`.
    var observed: String
    /// Extra lines for the failure message (e.g. the matches of an ambiguous query).
    var details: [String] = []
    /// Whether the engine said retrying will not help (the browser or driver is gone): waiting
    /// stops at once.
    var isFinal = false

    /// Checks `states` of `element` once. `wanted` is `true` for "is", `false` for "is not".
    static func evaluate(
        _ states: [ElementAttributes.State],
        wanted: Bool,
        of element: any Element,
        driver: any Engine
    ) -> StateCheck {
        let query = element.query
        let resolution: Resolution
        do throws(EngineError) {
            resolution = try driver.resolve(query)
        } catch {
            switch error {
            case .notFound(let step): resolution = .notFound(step: step)
            case .ambiguous(let step, let matches): resolution = .ambiguous(step: step, matches: matches)
            default: return StateCheck(satisfied: false, observed: "the engine failed: \(error)", isFinal: !error.isRetryable)
            }
        }
        switch resolution {
        case .notFound(let step):
            let satisfied = !wanted
            let where_ = step < query.steps.count - 1 ? " (no match for \(query.steps[step]))" : ""
            return StateCheck(satisfied: satisfied, observed: "does not exist\(where_)")
        case .ambiguous(let step, let matches):
            return StateCheck(
                satisfied: false,
                observed: "\(MatchList.count(matches)) elements match \(query.steps[safe: step]?.description ?? "the query")",
                details: MatchList.lines(matches)
            )
        case .found(let snapshot, _):
            var observed: [String] = []
            var satisfied = true
            for state in states {
                let (holds, text) = state.reading(of: snapshot, engine: driver)
                observed.append(text)
                if holds != wanted { satisfied = false }
            }
            if !states.contains(where: { if case .exists = $0 { return true } else { return false } }) {
                observed.insert("exists", at: 0)
            }
            return StateCheck(satisfied: satisfied, observed: observed.joined(separator: ", "))
        }
    }
}

/// Renders the matches of an ambiguous query for failure messages.
enum MatchList {
    static let shown = 10
    /// The most matches an engine lists for an ambiguous query (the web runtime stops walking
    /// at the one after): a list this long may stand for more.
    static let listedAtMost = 50

    /// How many matched, as a message says it: `3`, or `at least 50` for a list cut at the limit.
    static func count(_ matches: [ElementSnapshot]) -> String {
        matches.count == listedAtMost ? "at least \(matches.count)" : "\(matches.count)"
    }

    static func lines(_ matches: [ElementSnapshot]) -> [String] {
        var lines = matches.prefix(shown).enumerated().map { offset, match in
            "  [\(offset)] \(match) at \(Self.format(match.frame))"
        }
        if matches.count > shown {
            let more = matches.count - shown
            lines.append("  … and \(matches.count == listedAtMost ? "at least \(more)" : "\(more)") more")
        }
        lines.append("Give the element an explicit index (e.g. `index: 1`) or a parent that tells them apart,")
        lines.append("or turn strict matching off with ElementConfiguration.default.strictMatching = false.")
        return lines
    }

    static func format(_ frame: CGRect) -> String {
        String(format: "(%.0f, %.0f, %.0f×%.0f)", frame.minX, frame.minY, frame.width, frame.height)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
