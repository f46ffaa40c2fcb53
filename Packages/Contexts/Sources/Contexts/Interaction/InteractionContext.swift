import ElementCore
import Foundation

/// Functions for acting on elements and checking them: tap, type, scroll, adjust, and assert
/// states, values and labels.
///
/// Conform a test case to it (`TABTestCase` does) and write:
///
/// ```swift
/// When(I: type("kane", into: loginScreen.usernameField))
/// And(I: tap(loginScreen.logInButton))
/// Then(the: value(of: profileScreen.usernameLabel, is: "kane"))
/// ```
///
/// The capability protocols decide what each function accepts: you cannot type into a
/// `Button`, the compiler says so. Actions wait for their element to be actionable, checks
/// wait within one deadline, and failures point at the call (or the running BDD step).
public protocol InteractionContext {}

extension InteractionContext {
    /// Taps `element` once.
    ///
    /// `timeout` is how many seconds to wait for the element to be actionable; `nil` uses
    /// `ElementConfiguration.actionTimeout`.
    public func tap<T: Tappable>(
        _ element: T,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        element.tap(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Taps `element` twice in quick succession.
    public func doubleTap<T: Tappable>(
        _ element: T,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        element.doubleTap(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Taps `element` with two fingers.
    public func twoFingerTap<T: Tappable>(
        _ element: T,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        element.twoFingerTap(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Presses `element` for `duration` seconds (half a second by default).
    public func longPress<T: Tappable>(
        _ element: T,
        duration: TimeInterval = 0.5,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        element.longPress(duration: duration, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
