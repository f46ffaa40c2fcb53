import ElementCore
import Foundation

extension InteractionContext {
    /// Scrolls `scrollable` in `direction` until `element` is in every one of `states`, at most
    /// `maxTries` times.
    ///
    /// ```swift
    /// When(I: scroll(screen.table, .downwards, until: screen.lastCell, is: .exists, .visible))
    /// ```
    ///
    /// The element is checked before each scroll, so no scroll happens when it is already
    /// there. When it is not there after `maxTries` scrolls, the failure says how many
    /// scrolls were made and what the element was last seen to be.
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
        ScrollLoop(scrollable: scrollable, direction: direction, element: element, maxTries: maxTries, site: site)
            .run(shortfall: "is still not: \(Describing.states(states))", expected: Describing.states(states)) { driver in
                let seen = StateObservation.check(states, wanted: true, of: element, driver: driver)
                return (seen.satisfied, seen.observed)
            }
    }

    /// Scrolls `scrollable` in `direction` until `element` is in none of `states`, at most
    /// `maxTries` times.
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

    /// Scrolls `scrollable` in `direction` until `element`'s value equals `expected`, at most
    /// `maxTries` times: a picker wheel, a page indicator, a counter.
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
    /// `expected`, at most `maxTries` times: TABTestKit 1.8's form, for any element (elements
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
