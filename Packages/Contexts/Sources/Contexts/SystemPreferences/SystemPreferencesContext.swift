import ElementCore
import Foundation
import SystemApps

/// Functions for the Settings app: open and terminate it, and reset every privacy prompt so
/// the app under test asks for its permissions again.
///
/// ```swift
/// override func preLaunchSetup(_ launch: @escaping () -> Void) {
///     resetAllPrivacyPrompts()
///     launch()
/// }
/// ```
///
/// The rows and buttons are found by the labels of `SystemLabels.current`. An
/// engine without Settings (the web engine) fails at once, saying so.
public protocol SystemPreferencesContext {}

extension SystemPreferencesContext {
    /// Launches Settings afresh (at its root screen) and waits until it is in the foreground.
    public func openSystemPreferences<Kind: ContextCallKind>(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ kind: Kind.Type = DirectCall.self
    ) {
        SystemPreferences().launch(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Terminates Settings and waits until it no longer runs.
    public func terminateSystemPreferences<Kind: ContextCallKind>(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ kind: Kind.Type = DirectCall.self
    ) {
        SystemPreferences().terminate(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Resets the location and privacy warnings: General → Reset → Reset Location & Privacy →
    /// Reset Warnings, then terminates Settings. Stops at the first step that fails.
    public func resetAllPrivacyPrompts<Kind: ContextCallKind>(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ kind: Kind.Type = DirectCall.self
    ) {
        let settings = SystemPreferences()
        let root = systemPreferencesRootScreen
        let general = systemPreferencesGeneralScreen
        let reset = systemPreferencesResetScreen
        let steps: [() -> Bool] = [
            { settings.launch(fileID: fileID, filePath: filePath, line: line, column: column) },
            { root.waitFor(fileID: fileID, filePath: filePath, line: line, column: column) },
            { ElementOperations.perform(.tap, on: root.generalCell, fileID: fileID, filePath: filePath, line: line, column: column) },
            { general.waitFor(fileID: fileID, filePath: filePath, line: line, column: column) },
            { ElementOperations.perform(.tap, on: general.resetCell, fileID: fileID, filePath: filePath, line: line, column: column) },
            { reset.waitFor(fileID: fileID, filePath: filePath, line: line, column: column) },
            { ElementOperations.perform(.tap, on: reset.resetCell, fileID: fileID, filePath: filePath, line: line, column: column) },
            { ElementOperations.perform(.tap, on: reset.resetWarningsButton, fileID: fileID, filePath: filePath, line: line, column: column) },
            { reset.confirmResetSheet.waitFor(not: .exists, fileID: fileID, filePath: filePath, line: line, column: column) },
            { settings.terminate(fileID: fileID, filePath: filePath, line: line, column: column) },
        ]
        for step in steps where !step() { return }
    }
}
