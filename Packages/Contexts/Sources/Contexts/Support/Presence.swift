import ElementCore

/// Resolving an element once, without waiting or failing, and saying why it is not there.
enum Presence {
    /// Why an element could not be resolved, in words for a message.
    struct Problem: Error {
        /// One sentence: `it does not exist`, `2 elements match Label "Total" and strict matching needs one`.
        let reason: String
        /// Lines under it: the matches of an ambiguous query.
        var details: [String] = []

        /// The sentence and its lines, as one text for an `Observed:` line.
        var text: String { ([reason] + details.map { "  " + $0 }).joined(separator: "\n") }
    }

    /// The element's snapshot, or why there is none.
    static func resolve(_ element: any Element, driver: any Engine) -> Result<ElementSnapshot, Problem> {
        let query = element.query
        do {
            switch try driver.resolve(query) {
            case .found(let snapshot, _): return .success(snapshot)
            case .notFound: return .failure(Problem(reason: "it does not exist"))
            case .ambiguous(let step, let matches): return .failure(ambiguity(step: step, matches: matches, query: query))
            }
        } catch {
            switch error {
            case .notFound: return .failure(Problem(reason: "it does not exist"))
            case .ambiguous(let step, let matches): return .failure(ambiguity(step: step, matches: matches, query: query))
            default: return .failure(Problem(reason: "\(error)"))
            }
        }
    }

    /// Names the level of the query that matched several elements and lists them, as every
    /// other strictness failure does.
    static func ambiguity(step: Int, matches: [ElementSnapshot], query: ElementQuery) -> Problem {
        let error = EngineError.ambiguous(step: step, matches: matches)
        return Problem(reason: error.explanation(for: query), details: error.explanationDetails(for: query))
    }

    /// `nil` when the element resolves, else why it does not.
    static func problem(of element: any Element, driver: any Engine) -> String? {
        if case .failure(let problem) = resolve(element, driver: driver) { return problem.text }
        return nil
    }

    /// Whether the element resolves to one node now.
    static func isPresent(_ element: any Element, driver: any Engine) -> Bool {
        problem(of: element, driver: driver) == nil
    }
}
