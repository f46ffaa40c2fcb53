import ElementCore
import Foundation

extension Element {
    /// Whether the element comes to satisfy the predicates (all of them, or any with
    /// `logic: .or`) within `timeout` seconds. Each check reads one snapshot of the element;
    /// all checks share one deadline. It never fails the test: use
    /// ``assert(predicate:timeout:fileID:filePath:line:column:)`` for that.
    ///
    /// A missing element satisfies `.exists(false)`, so
    /// `waitUntil(predicates: [.exists(false)])` waits for the element to go. With no
    /// predicates it waits for the element to exist.
    ///
    /// `timeout` is in seconds; `nil` uses `ElementConfiguration.current.defaultTimeout`, and
    /// `0` checks once. The result is `false` as well when there is no engine, or when the
    /// predicate cannot be evaluated (an invalid `MATCHES` pattern, raw text off Apple
    /// platforms).
    @discardableResult
    public func waitUntil(
        predicates: [EasyPredicate],
        logic: PredicateLogic = .and,
        timeout: TimeInterval? = nil
    ) -> Bool {
        guard let driver = currentEngine else { return false }
        let predicate = predicates.isEmpty ? .exists(true) : predicates.merged(withLogic: logic)
        return PredicateWait.run(predicate, on: self, driver: driver, timeout: timeout).satisfied
    }

    /// Whether the element comes to satisfy `predicate` within `timeout` seconds; the
    /// one-predicate form of ``waitUntil(predicates:logic:timeout:)``.
    @discardableResult
    public func waitUntil(predicate: EasyPredicate, timeout: TimeInterval? = nil) -> Bool {
        waitUntil(predicates: [predicate], timeout: timeout)
    }
}

/// Polling a predicate until it holds, it cannot be evaluated, or the deadline passes.
enum PredicateWait {
    static func run(_ predicate: EasyPredicate, on element: any Element, driver: any Engine, timeout: TimeInterval?) -> PredicateCheck {
        let timeout = timeout ?? ElementConfiguration.current.defaultTimeout
        var last = PredicateCheck(satisfied: false, observed: "not checked")
        _ = Poller(engine: driver, timeout: timeout).poll { () -> Bool? in
            last = PredicateCheck.check(predicate, on: element, driver: driver)
            if last.satisfied { return true }
            return last.finalError == nil ? nil : false
        }
        return last
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.2f s", value)
    }
}
