import ElementCore
import Foundation

/// Functions for moving around the app and checking where you are: see a screen or an
/// element, complete and dismiss things, open links.
///
/// Conform a test case to it (`TABTestCase` does) and write:
///
/// ```swift
/// Given(I: see(loginScreen))
/// When(I: complete(loginScreen))
/// Then(I: doNotSee(loginScreen))
/// ```
///
/// Every function waits within one deadline and reports failures at its call site (or at the
/// running BDD step).
public protocol NavigationContext {}

extension NavigationContext {
    /// Waits until `screen` is shown: its trait exists, is hittable and visible.
    ///
    /// `timeout` is in seconds; `nil` uses `ElementConfiguration.defaultTimeout`.
    public func see<S: Screen>(
        _ screen: S,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard AppAvailability.driver(for: screen.trait, doing: "see", at: site) != nil else { return }
        screen.waitFor(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Waits until `screen` is shown; reads `see(the: loginScreen)`.
    public func see<S: Screen>(
        the screen: S,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        see(screen, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Waits until `screen` is gone: its trait no longer exists.
    public func doNotSee<S: Screen>(
        _ screen: S,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard AppAvailability.driver(for: screen.trait, doing: "check the absence of", at: site) != nil else { return }
        screen.waitForAbsence(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Waits until `screen` is gone; reads `doNotSee(the: loginScreen)`.
    public func doNotSee<S: Screen>(
        the screen: S,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        doNotSee(screen, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
