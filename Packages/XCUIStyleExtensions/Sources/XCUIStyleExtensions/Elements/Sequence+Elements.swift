import ElementCore
import Foundation

extension Sequence where Element: ElementCore.Element {
    /// The elements that pass the predicates (combined with `logic`) now. When `timeout` is
    /// more than 0 and none passes, tries again every second for up to `timeout` seconds.
    /// (Einstein's helper.)
    public func elements(predicates: [EasyPredicate], logic: PredicateLogic, timeout: Int) -> [Element] {
        MatchingElement.retrying(Array(self), predicate: predicates.merged(withLogic: logic), timeout: timeout)
    }

    /// The first element that passes `predicate` now, if any.
    public func anyElement(predicate: EasyPredicate) -> Element? {
        elements(predicates: [predicate], logic: .and, timeout: 0).first
    }
}

extension MatchingElement {
    /// The candidates that exist (and pass `predicate`, when given) now; when none does and
    /// `timeout` is more than 0, asks again every second, at most `timeout` more times.
    static func retrying<Candidate: ElementCore.Element>(
        _ candidates: [Candidate], predicate: EasyPredicate? = nil, timeout: Int
    ) -> [Candidate] {
        let wanted = predicate.map { [.exists(true), $0].merged() } ?? .exists(true)
        var remaining = max(0, timeout)
        while true {
            let passing = candidates.filter { $0.waitUntil(predicate: wanted, timeout: 0).result == .completed }
            if !passing.isEmpty || remaining == 0 { return passing }
            remaining -= 1
            Thread.sleep(forTimeInterval: 1)
        }
    }
}
