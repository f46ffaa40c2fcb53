import ElementCore

/// Resolving an element once, without waiting or failing, and saying why it is not there.
enum Presence {
    /// Why an element could not be resolved, in words for a message.
    struct Problem: Error {
        let reason: String
    }

    /// The element's snapshot, or why there is none.
    static func resolve(_ element: any Element, driver: any Driver) -> Result<ElementSnapshot, Problem> {
        do {
            switch try driver.resolve(element.query) {
            case .found(let snapshot, _): return .success(snapshot)
            case .notFound: return .failure(Problem(reason: "it does not exist"))
            case .ambiguous(_, let matches): return .failure(Problem(reason: "\(matches.count) elements match it"))
            }
        } catch {
            switch error {
            case .notFound: return .failure(Problem(reason: "it does not exist"))
            case .ambiguous(_, let matches): return .failure(Problem(reason: "\(matches.count) elements match it"))
            default: return .failure(Problem(reason: "\(error)"))
            }
        }
    }

    /// `nil` when the element resolves, else why it does not.
    static func problem(of element: any Element, driver: any Driver) -> String? {
        if case .failure(let problem) = resolve(element, driver: driver) { return problem.reason }
        return nil
    }

    /// Whether the element resolves to one node now.
    static func isPresent(_ element: any Element, driver: any Driver) -> Bool {
        problem(of: element, driver: driver) == nil
    }
}
