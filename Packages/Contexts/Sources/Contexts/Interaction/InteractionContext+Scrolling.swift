import ElementCore
import Foundation

extension InteractionContext {
    /// Scrolls `scrollable` in `direction` until `element` is in every one of `states`.
    ///
    /// ```swift
    /// When(I: scroll(screen.table, .downwards, until: screen.lastCell, is: .exists, .visible))
    /// ```
    ///
    /// The element is checked before each scroll, so no scroll happens when it is already
    /// there. Scrolling goes on while it brings new content (a lazy list appending rows), up
    /// to `maxTries` scrolls since the content last grew, and stops at a scroll that changes
    /// nothing (the end of the content), all within `ElementConfiguration.defaultTimeout`.
    /// The failure says how many scrolls were made, why they stopped, and what the element
    /// was last seen to be.
    ///
    /// Waiting for the element to show (`.visible`, `.hittable`, `.visibleIn`), an engine that
    /// can already locate it inside the scrollable (a browser, whose page holds the rows that
    /// are scrolled out of view) scrolls once, in `direction`, as far as centres it, instead
    /// of flick after flick; a row that is not there yet (a lazy list) is reached by flicks.
    public func scroll<S: Scrollable, E: Element>(
        _ scrollable: S,
        _ direction: ElementAttributes.Direction,
        until element: E,
        is states: ElementAttributes.State...,
        maxTries: Int = 10,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        // Scrolling until it shows may go straight to it, where the engine can locate it.
        let seeksView = states.contains { state in
            switch state {
            case .visible, .hittable, .visibleIn: return true
            default: return false
            }
        }
        ScrollLoop(scrollable: scrollable, direction: direction, element: element, maxTries: maxTries, site: site,
                   mayScrollToElement: seeksView)
            .run(shortfall: "is still not: \(Describing.states(states))", expected: Describing.states(states)) { driver in
                let seen = StateObservation.check(states, wanted: true, of: element, driver: driver)
                return (seen.satisfied, seen.observed)
            }
    }

    /// Scrolls `scrollable` in `direction` until `element` is in none of `states`, with
    /// the bounds of ``scroll(_:_:until:is:maxTries:fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// When(I: scroll(screen.table, .downwards, until: screen.firstCell, isNot: .visible))
    /// ```
    public func scroll<S: Scrollable, E: Element>(
        _ scrollable: S,
        _ direction: ElementAttributes.Direction,
        until element: E,
        isNot states: ElementAttributes.State...,
        maxTries: Int = 10,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        ScrollLoop(scrollable: scrollable, direction: direction, element: element, maxTries: maxTries, site: site)
            .run(shortfall: "is still: \(Describing.states(states))", expected: "not \(Describing.states(states))") { driver in
                let seen = StateObservation.check(states, wanted: false, of: element, driver: driver)
                return (seen.satisfied, seen.observed)
            }
    }

    /// Scrolls `scrollable` in `direction` until `element`'s value equals `expected`
    /// (same bounds as scrolling until a state): a picker wheel, a page indicator, a counter.
    public func scroll<S: Scrollable, E: Element & ValueRepresentable>(
        _ scrollable: S,
        _ direction: ElementAttributes.Direction,
        until element: E,
        valueIs expected: E.Value,
        maxTries: Int = 10,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        ScrollLoop(scrollable: scrollable, direction: direction, element: element, maxTries: maxTries, site: site)
            .run(shortfall: "still does not have the value \(Describing.value(expected))", expected: Describing.value(expected)) { driver in
                let seen = ValueObservation<E.Value>.read(element, driver: driver) { element.value }
                if case .value(let value) = seen, value == expected { return (true, seen.description) }
                return (false, seen.description)
            }
    }
}

extension InteractionContext {
    /// Scrolls `scrollable` in `direction` until `element`'s accessibility value reads
    /// `expected` (same bounds as scrolling until a state): TABTestKit 1.8's form, for any element (elements
    /// with a typed value use the overload above).
    @_disfavoredOverload
    public func scroll<S: Scrollable, E: Element>(
        _ scrollable: S,
        _ direction: ElementAttributes.Direction,
        until element: E,
        valueIs expected: String,
        maxTries: Int = 10,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        ScrollLoop(scrollable: scrollable, direction: direction, element: element, maxTries: maxTries, site: site)
            .run(shortfall: "still does not have the value \(Describing.value(expected))", expected: Describing.value(expected)) { driver in
                let seen = ValueObservation<String?>.read(element, driver: driver) { element.accessibilityValue }
                if case .value(let value) = seen, value == expected { return (true, seen.description) }
                return (false, seen.description)
            }
    }
}
