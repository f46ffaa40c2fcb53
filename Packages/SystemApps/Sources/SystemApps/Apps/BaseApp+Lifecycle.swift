import ElementCore
import Foundation

extension BaseApp {
    /// Launches (or relaunches) the app with the launch settings in force, then waits until
    /// it runs in the foreground.
    ///
    /// `timeout` is in seconds for the whole call; `nil` uses `ElementConfiguration.appTimeout`.
    ///
    /// - Returns: whether the app is running in the foreground.
    @discardableResult
    public func launch(
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let launched = AppLifecycle.run(.launch(launchConfiguration), on: self, timeout: timeout,
                                        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        // Remembered for when the app is terminated; app names do not change between tests,
        // so only the first launch of each app spends a request on it.
        if launched, AppNames.shared.withLock({ $0[appTarget] }) == nil { _ = name }
        return launched
    }

    /// Terminates the app, then waits until it is no longer running.
    @discardableResult
    public func terminate(
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        AppLifecycle.run(.terminate, on: self, timeout: timeout,
                         at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Brings the app to the foreground (launching it when it is not running), then waits
    /// until it runs in the foreground.
    @discardableResult
    public func activate(
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        AppLifecycle.run(.activate, on: self, timeout: timeout,
                         at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Sends the app to the background (as pressing the home button would), then waits until
    /// it runs in the background, suspended or not.
    @discardableResult
    public func background(
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        AppLifecycle.run(.background, on: self, timeout: timeout,
                         at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
