import ElementCore
import Foundation

/// Scrolling until a condition holds, within one deadline: at most `maxTries` scrolls since
/// the content last grew (a lazy list appending rows renews the count), and never past a
/// scroll that changed nothing (neither moved nor grew the
/// content, even after waiting for it). The condition is checked before each scroll; the
/// loop stops at the first scroll that fails.
struct ScrollLoop {
    let scrollable: any Scrollable
    let direction: ElementAttributes.Direction
    let element: any Element
    let maxTries: Int
    let site: CallSite
    /// Whether a scroll may go straight to `element` where the engine can locate it (see
    /// ``TargetedScrolling``): for loops that wait for it to show, not for those waiting for
    /// it to go, or for a value that scrolling changes.
    var mayScrollToElement = false

    /// How long a scroll that changed nothing waits for content to arrive (or, on a loaded
    /// machine, for the browser to apply the scroll) before the loop decides the end is reached.
    /// Engines that observe changes return at the first one, so only a real end waits it out.
    static let settleTime: TimeInterval = 1

    /// Runs the loop; `check` returns whether the condition holds and what was seen.
    /// `shortfall` ends the failure's first sentence, e.g. `is still not visible`.
    func run(shortfall: String, expected: String, check: (any Engine) -> (satisfied: Bool, observed: String)) {
        guard maxTries >= 0 else {
            site.record(ElementFailure(.invalidArgument("maxTries must be zero or more"), attempt: "scroll \(maxTries) times",
                                       query: element.query))
            return
        }
        guard let driver = AppAvailability.driver(for: element, doing: "scroll to", at: site) else { return }
        let timeout = ElementConfiguration.current.defaultTimeout
        let deadline = Date(timeIntervalSinceNow: timeout)
        let container = ScrolledContent.container(of: scrollable, seeking: element)
        var scrolls = 0
        var fruitless = 0
        var stopped: String?
        var last = check(driver)
        var before = ScrolledContent.read(inside: container, driver: driver)
        while !last.satisfied && fruitless < maxTries {
            guard Date() < deadline else {
                stopped = "the deadline passed (\(Describing.seconds(timeout)), ElementConfiguration.defaultTimeout)"
                break
            }
            guard scrollOnce(toward: container) else { return }
            scrolls += 1
            var after = ScrolledContent.read(inside: container, driver: driver)
            if after == before {
                // Lazy content may still be on its way: give it a moment before calling it the end.
                driver.waitForChange(timeout: Self.settleTime)
                after = ScrolledContent.read(inside: container, driver: driver)
            }
            last = check(driver)
            // New content renews the budget: a lazy list may take many scrolls to reach its end.
            if after.grew(from: before) { fruitless = 0 } else { fruitless += 1 }
            if after == before, !last.satisfied, fruitless < maxTries {
                stopped = "the last scroll neither moved nor grew the content"
                break
            }
            before = after
        }
        guard !last.satisfied else { return }
        site.record(ElementFailure(
            .scrollExhausted(scrolls: scrolls, maxTries: maxTries, shortfall: "\(QueryBuilder.step(for: element)) \(shortfall)",
                             expected: expected, observed: last.observed),
            attempt: "scroll \(shortTarget) \(direction)", query: element.query,
            observations: ["Scrolled:  \(target)"] + (stopped.map { ["Stopped:   \($0)"] } ?? [])
        ))
    }

    /// Scrolls once: straight to the element when the engine can locate it inside `container`
    /// (one scroll instead of several flicks, see ``TargetedScrolling``), else a flick of
    /// `scrollable`; on failure re-reports the scroll's failure here and returns `false`.
    private func scrollOnce(toward container: any Element) -> Bool {
        // Only for what scrolls as an element or a screen's trait does: a custom `Scrollable`
        // keeps its own way of scrolling.
        if mayScrollToElement, scrollable is any Element || scrollable is any Screen,
           ElementOperations.scroll(container, direction, toward: element) {
            return true
        }
        let (_, failures) = QuietFailures.capture { site.scope { scrollable.scroll(direction) } }
        guard let failure = failures.first else { return true }
        site.record(failure.cause)
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
