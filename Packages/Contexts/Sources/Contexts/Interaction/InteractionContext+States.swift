import ElementCore
import Foundation

extension InteractionContext {
    /// Asserts that `element` is in every one of `states`, waiting for them within one
    /// deadline (`.exists` when none is given).
    ///
    /// ```swift
    /// Then(the: state(of: loginScreen.logInButton, is: .enabled, .hittable))
    /// ```
    public func state<E: Element>(
        of element: E,
        is states: ElementAttributes.State...,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard AppAvailability.driver(for: element, doing: "check the state of", at: site) != nil else { return }
        element.waitFor(states: states, wanted: true, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Asserts that `element` is in none of `states`, waiting within one deadline.
    ///
    /// ```swift
    /// Then(the: state(of: loginScreen.logInButton, isNot: .enabled))
    /// ```
    public func state<E: Element>(
        of element: E,
        isNot states: ElementAttributes.State...,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard AppAvailability.driver(for: element, doing: "check the state of", at: site) != nil else { return }
        element.waitFor(states: states, wanted: false, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
