import Foundation

extension ElementOperations {
    /// One scroll of `scroller` in `direction` that goes straight to `target`, when the engine
    /// offers ``TargetedScrolling`` and can locate `target` inside the scroller; traced like
    /// any action. Returns `false`, having done and recorded nothing, when the engine cannot
    /// plan it; also `false` when the planned scroll fails (its reason is in the trace): the
    /// caller then scrolls as it would have, and reports that scroll's failures itself.
    ///
    /// Scroll-until loops call this before each scroll, so on the web one scroll reaches a row
    /// that flick after flick would have reached; where nothing is known about the target (XCUI,
    /// a lazy list whose row does not exist yet) the loop flicks as before.
    public static func scroll(_ scroller: any Element, _ direction: ElementAttributes.Direction,
                              toward target: any Element) -> Bool {
        guard let driver = currentEngine, let engine = driver.capability(TargetedScrolling.self),
              let plan = try? engine.plan(scrolling: scroller.query, direction, toward: target.query) else { return false }
        let traced = TracedAction(kind: "drag", title: "scroll \(QueryBuilder.step(for: scroller)) \(direction) "
                                  + "to \(QueryBuilder.step(for: target))", query: "\(plan.scroller)")
        return ActionTracing.trace(traced, query: plan.scroller, driver: driver) { _ -> (Bool, TracedAction.Outcome) in
            do throws(EngineError) {
                try engine.perform(plan)
                return (true, .succeeded)
            } catch {
                return (false, .failed(error.description))
            }
        }
    }
}
