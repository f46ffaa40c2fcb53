import ElementCore
import Foundation
import XCTest

/// A type that can be waited on and checked with ``EasyPredicate``s: Einstein's protocol.
/// `XCUIElement` adopts it (see EinsteinXCUI); adopt it for your own types too:
///
/// ```swift
/// final class Item: NSObject, PredicateBaseExtensionProtocol {
///     typealias T = Item
///     @objc var exists = true
///     @objc var label = "Saved"
/// }
/// Item().waitUntil(predicates: [.label(.equals, "Saved")], timeout: 1).result  // .completed
/// ```
///
/// The default implementations evaluate ``EasyPredicate/toPredicate`` on the value: with
/// key-value coding on Apple platforms, and elsewhere from the value's stored properties
/// named like the attributes (`exists`, `isEnabled`, `isHittable`, `isSelected`, `label`,
/// `identifier`, `elementType`).
public protocol PredicateBaseExtensionProtocol {
    /// The type handed back (the adopting type itself).
    associatedtype T

    /// Waits until the value satisfies the predicates combined with `logic` and, when given,
    /// `handler` returns `true`; at most `timeout` seconds.
    func waitUntil(
        predicates: [EasyPredicate], logic: NSCompoundPredicate.LogicalType, timeout: TimeInterval,
        handler: PredicateHandler?
    ) -> (result: XCTWaiter.Result, element: T)

    /// The value when it satisfies the predicates combined with `logic`; else `nil`, and the
    /// test fails saying which predicates.
    func assertBreak(predicates: [EasyPredicate], logic: NSCompoundPredicate.LogicalType) -> T?
}

extension PredicateBaseExtensionProtocol where Self == T {
    /// Polls ``EasyPredicate/toPredicate`` until it holds (and `handler` agrees) or `timeout`
    /// seconds pass. No predicates wait for existence. Never fails the test.
    @discardableResult
    public func waitUntil(
        predicates: [EasyPredicate],
        logic: NSCompoundPredicate.LogicalType = .and,
        timeout: TimeInterval = 10,
        handler: PredicateHandler? = nil
    ) -> (result: XCTWaiter.Result, element: T) {
        let predicate = predicates.isEmpty ? EasyPredicate.exists(true).toPredicate : predicates.toPredicate(logic)
        let deadline = Date().addingTimeInterval(max(0, timeout))
        while true {
            if predicate.evaluate(with: self), handler?() ?? true { return (.completed, self) }
            if Date() >= deadline { return (.timedOut, self) }
            PredicatePolling.pause(until: deadline)
        }
    }

    /// Evaluates the predicates once: the value when they hold, else `nil` and a test failure
    /// listing them (at the running step, or the call site a context scoped).
    @discardableResult
    public func assertBreak(
        predicates: [EasyPredicate],
        logic: NSCompoundPredicate.LogicalType = .and
    ) -> T? {
        let combined = predicates.isEmpty ? EasyPredicate.exists(true) : predicates.merged(withLogic: logic)
        if combined.toPredicate.evaluate(with: self) { return self }
        let site = CallSite.current(or: CallSite())
        let value = Secrets.mask(String(describing: self))
        let cause = XCUIStyleFailure(.mismatch, attempt: "check a \(Swift.type(of: self)) against \(combined.format)",
                                     expected: combined.format, observed: value, description: """
        \(Swift.type(of: self)) does not satisfy \(combined.format).
          Value:     \(value)
        """)
        Failures.record(cause, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        return nil
    }
}

/// Waiting between two evaluations of a predicate.
enum PredicatePolling {
    /// The pause between evaluations.
    static let interval: TimeInterval = 0.1

    /// Pauses for one interval, or less when `deadline` comes first. On the main thread it runs
    /// the run loop (so UI work and timers proceed), elsewhere it sleeps.
    static func pause(until deadline: Date) {
        let end = min(deadline, Date().addingTimeInterval(interval))
        if Thread.isMainThread {
            RunLoop.current.run(until: end)
        } else {
            Thread.sleep(until: end)
        }
    }
}

/// A last check `waitUntil` makes once its predicates hold: the wait completes when it returns
/// `true` (Einstein's `handler:`, XCTest's `XCTNSPredicateExpectation.Handler` without its
/// `@Sendable` requirement, so any closure fits).
public typealias PredicateHandler = () -> Bool
