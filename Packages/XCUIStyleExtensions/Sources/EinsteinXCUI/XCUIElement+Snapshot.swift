import ElementCore
import Foundation
import XCTest
import XCUIStyleExtensions
#if !canImport(Darwin)
import XCUIShim
#endif

extension XCUIElement {
    /// What an ``EasyPredicate`` sees of the element now: its attributes, or `nil` when it does
    /// not exist. Predicates are evaluated on it in Swift (`.other(…)` text with NSPredicate).
    @MainActor
    var predicateSnapshot: ElementSnapshot? {
        guard exists else { return nil }
        #if XCUI_NO_FOCUS
        let focused = false
        #else
        let focused = hasFocus
        #endif
        return ElementSnapshot(
            type: elementType, identifier: identifier, label: label, value: value.map { "\($0)" },
            placeholder: placeholderValue, frame: frame, isEnabled: isEnabled, isSelected: isSelected,
            hasKeyboardFocus: focused, isHittable: isHittable
        )
    }

    /// Whether the element satisfies `predicate` now. A predicate that cannot be evaluated
    /// (invalid raw text) fails the test at `site` and is not satisfied.
    @MainActor
    func satisfies(_ predicate: EasyPredicate, at site: CallSite) -> Bool {
        do {
            return try predicate.evaluate(predicateSnapshot)
        } catch {
            let attempt = "check \(EinsteinText.describe(self)) against \(predicate.format)"
            site.fail(XCUIStyleFailure(.invalidArgument, attempt: attempt, expected: predicate.format, detail: "\(error)",
                                       description: "Cannot \(attempt): \(error)"))
            return false
        }
    }
}

/// Shared wording and waiting of the XCUI helpers.
enum EinsteinText {
    /// e.g. `button "Log in"`.
    @MainActor
    static func describe(_ element: XCUIElement) -> String {
        guard let snapshot = element.predicateSnapshot else { return "an element that does not exist" }
        return "\(snapshot)"
    }

    /// An `NSPredicate` XCUI can run: the predicate's exact format text. Invalid raw text fails
    /// the test at `site` and gives a predicate that matches nothing.
    static func xcuiPredicate(_ predicate: EasyPredicate, at site: CallSite) -> NSPredicate {
        do {
            try predicate.validateRawText()
            return NSPredicate(format: predicate.format, argumentArray: nil)
        } catch {
            site.fail(XCUIStyleFailure(.invalidArgument, attempt: "make an NSPredicate of \(predicate.format)", detail: "\(error)",
                                       description: "\(error)"))
            return NSPredicate(value: false)
        }
    }

    /// Polls `condition` until it holds or `timeout` seconds pass, running the run loop (on the
    /// main thread, where XCUI work happens) between checks.
    @MainActor
    static func poll(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(max(0, timeout))
        while true {
            if condition() { return true }
            if Date() >= deadline { return false }
            RunLoop.current.run(until: min(deadline, Date().addingTimeInterval(0.1)))
        }
    }
}
