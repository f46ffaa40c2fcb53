import ElementCore
import Foundation

/// Scrolling until a condition holds: bounded by `maxTries`, checking before each scroll, and
/// stopping at the first scroll that fails.
struct ScrollLoop {
    let scrollable: any Scrollable
    let direction: ElementAttributes.Direction
    let element: any Element
    let maxTries: Int
    let site: CallSite

    /// Runs the loop; `check` returns whether the condition holds and what was seen.
    /// `shortfall` ends the failure's first sentence, e.g. `is still not visible`.
    func run(shortfall: String, expected: String, check: (any Driver) -> (satisfied: Bool, observed: String)) {
        guard maxTries >= 0 else {
            site.record("Cannot scroll \(maxTries) times: maxTries must be zero or more.")
            return
        }
        guard let driver = AppAvailability.driver(for: element, doing: "scroll to", at: site) else { return }
        var scrolls = 0
        var last = check(driver)
        while !last.satisfied && scrolls < maxTries {
            guard scrollOnce() else { return }
            scrolls += 1
            last = check(driver)
        }
        guard !last.satisfied else { return }
        site.record("""
        Scrolled \(shortTarget) \(direction) \(Describing.times(scrolls)) (maxTries: \(maxTries)), but \(QueryBuilder.step(for: element)) \(shortfall).
          Query:     \(element.queryDescription)
          Expected:  \(expected)
          Observed:  \(last.observed)
          Scrolled:  \(target)
        """)
    }

    /// Scrolls once; on failure re-reports the scroll's failure here and returns `false`.
    private func scrollOnce() -> Bool {
        let (_, failures) = QuietFailures.capture { site.scope { scrollable.scroll(direction) } }
        guard let failure = failures.first else { return true }
        site.record(failure.message)
        return false
    }

    /// What is scrolled, in short: `ScrollView`, `Table "Results"`, `SettingsScreen`.
    private var shortTarget: String {
        if let element = scrollable as? any Element { return "\(QueryBuilder.step(for: element))" }
        return "\(Swift.type(of: scrollable))"
    }

    /// What is scrolled, for messages.
    private var target: String {
        if let element = scrollable as? any Element { return element.queryDescription }
        if let screen = scrollable as? any Screen { return "\(Swift.type(of: screen)) (\(screen.trait.queryDescription))" }
        return "\(Swift.type(of: scrollable))"
    }
}
