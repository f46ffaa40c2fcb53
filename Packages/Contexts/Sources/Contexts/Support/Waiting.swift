import ElementCore
import Foundation

/// Waiting for something the contexts observe (a text, a count, the page's address) to be as
/// expected, and the failure when it is not: expected, observed, and what was asked.
enum Waiting {
    /// Polls `observe` until `isExpected` accepts what it saw, or the deadline passes; then
    /// records a timed-out ``ElementFailure`` for `attempt` (`the page title to be "Home"`) and
    /// `query` with the expectation and the last observation.
    ///
    /// `observe` returns what was seen, or why nothing could be (the element is missing).
    static func until<Observed>(
        driver: any Engine,
        timeout: TimeInterval?,
        at site: CallSite,
        attempt: String,
        query: ElementQuery? = nil,
        expected: String,
        observe: () -> Result<Observed, Presence.Problem>,
        describe: (Observed) -> String,
        isExpected: (Observed) -> Bool,
        explainMissing: () -> String? = { nil }
    ) {
        let timeout = timeout ?? ElementConfiguration.current.defaultTimeout
        var last: Result<Observed, Presence.Problem> = .failure(Presence.Problem(reason: "not read yet"))
        let reached = Poller(engine: driver, timeout: timeout).poll { () -> Bool? in
            last = observe()
            if case .success(let observed) = last, isExpected(observed) { return true }
            return nil
        } ?? false
        guard !reached else { return }
        let observed: String
        var details: [String] = []
        switch last {
        case .success(let value): observed = describe(value)
        case .failure(let problem):
            observed = problem.reason + (explainMissing().map { "; closest: \($0)" } ?? "")
            details = problem.details
        }
        site.record(ElementFailure(.timedOut(expected: expected, observed: observed), attempt: attempt, query: query,
                                   timeout: timeout, observations: details))
    }
}
