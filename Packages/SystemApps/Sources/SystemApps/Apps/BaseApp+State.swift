@_spi(TABTestKitInternals) import ElementCore
import Foundation

extension BaseApp {
    /// The app's running state now. Records a failure (pointing at the call site scoped with
    /// `CallSite.with(fileID:filePath:line:column:operation:)`) and returns
    /// `.unknown` when there is no engine or the engine does not have the app.
    public var state: AppState {
        let site = CallSite.current(or: CallSite())
        return AppLifecycle.state(of: self, at: site) ?? .unknown
    }

    /// The app's running state now; failures point at the caller.
    public func state(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> AppState {
        AppLifecycle.state(of: self, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) ?? .unknown
    }

    /// Waits, within one deadline, until the app is in `state`, and records a failure naming
    /// the app, the expected state and the last observed one when it is not. Waiting for
    /// `.runningBackground` also accepts `.runningBackgroundSuspended`.
    ///
    /// `timeout` is in seconds; `nil` uses `ElementConfiguration.appTimeout`.
    /// - Returns: whether the state was reached.
    @discardableResult
    public func waitFor(
        state: AppState,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let driver = EngineAccess.engine(
            for: "wait for \(displayName) to be \(state)",
            fileID: fileID, filePath: filePath, line: line, column: column
        ) else { return false }
        let timeout = timeout ?? ElementConfiguration.current.appTimeout
        return AppLifecycle.wait(
            for: AppStateExpectation(exactly: state), of: self, driver: driver,
            poller: Poller(engine: driver, timeout: timeout), timeout: timeout, at: site
        )
    }

    /// Whether the app reaches `state` within the timeout. Never fails the test.
    public func determine(state: AppState, timeout: TimeInterval? = nil) -> Bool {
        guard let driver = currentEngine else { return false }
        let expectation = AppStateExpectation(exactly: state)
        let timeout = timeout ?? ElementConfiguration.current.appTimeout
        return Poller(engine: driver, timeout: timeout).poll { () -> Bool? in
            do throws(EngineError) {
                return expectation.isMet(by: try driver.state(of: appTarget)) ? true : nil
            } catch {
                return error.isRetryable ? nil : false
            }
        } ?? false
    }
}
