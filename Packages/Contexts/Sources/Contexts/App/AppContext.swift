import ElementCore
import Foundation
import SystemApps

/// Functions for controlling the app under test: send it to the background and back,
/// terminate, launch and relaunch it, wait for a state, open Safari.
///
/// ```swift
/// Given(I: backgroundTheApp)       // no parentheses needed in a step
/// When(I: foregroundTheApp)
/// Then(I: see(loginScreen))
/// ```
///
/// Each function waits for the app to reach the state it promises (within
/// `ElementConfiguration.appTimeout`) and reports failures at its call site.
/// Used by reference (`Given(I: backgroundTheApp)`), a zero-argument overload runs instead:
/// inside a BDD step its failures point at the step.
public protocol AppContext {}

extension AppContext {
    /// Sends the app under test to the background and waits until it is there.
    public func backgroundTheApp<Kind: ContextCallKind>(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ kind: Kind.Type = DirectCall.self
    ) {
        App.shared.background(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Brings the app under test to the foreground and waits until it is there.
    public func foregroundTheApp<Kind: ContextCallKind>(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ kind: Kind.Type = DirectCall.self
    ) {
        App.shared.activate(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Terminates the app under test and waits until it no longer runs.
    public func terminateTheApp<Kind: ContextCallKind>(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ kind: Kind.Type = DirectCall.self
    ) {
        App.shared.terminate(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Launches (or relaunches) the app under test, clean or not (see `App.launch(clean:)`),
    /// and waits until it runs in the foreground.
    public func launchTheApp<Kind: ContextCallKind>(
        clean: Bool = false,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ kind: Kind.Type = DirectCall.self
    ) {
        App.shared.launch(clean: clean, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Terminates the app under test, then launches it again (not clean), keeping the other
    /// launch settings.
    public func relaunchTheApp<Kind: ContextCallKind>(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ kind: Kind.Type = DirectCall.self
    ) {
        guard App.shared.terminate(fileID: fileID, filePath: filePath, line: line, column: column) else { return }
        App.shared.launch(clean: false, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Asserts that the app under test reaches `state` within `timeout` seconds
    /// (`ElementConfiguration.appTimeout` when `nil`). Waiting for
    /// `.runningBackground` also accepts `.runningBackgroundSuspended`.
    public func waitForApp(
        toBe state: AppState,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        App.shared.waitFor(state: state, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Brings Safari to the foreground (launching it when needed). Engines without Safari
    /// fail at once, saying so.
    public func openSafari<Kind: ContextCallKind>(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ kind: Kind.Type = DirectCall.self
    ) {
        Safari().activate(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
