@_spi(TABTestKitInternals) import ElementCore
import Foundation

/// Sending lifecycle commands and waiting for app states, within one deadline, with the
/// typed failures of ``BaseApp`` (``AppFailureCauses``).
enum AppLifecycle {
    /// Sends `command` (retrying while the engine says it may work later), then waits for the
    /// state it promises, all before one deadline.
    static func run(_ command: AppCommand, on app: BaseApp, timeout: TimeInterval?, at site: CallSite) -> Bool {
        guard let driver = EngineAccess.engine(
            for: command.phrase(app.displayName),
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
        ) else { return false }
        let timeout = timeout ?? ElementConfiguration.current.appTimeout
        let poller = Poller(engine: driver, timeout: timeout)
        var lastError: EngineError?
        let sent = poller.poll { () -> Bool? in
            do throws(EngineError) {
                try command.send(to: driver, for: app.appTarget)
                return true
            } catch {
                lastError = error
                return error.isRetryable ? nil : false
            }
        } ?? false
        guard sent else {
            let error = lastError ?? .engineFailure("the engine did not answer")
            record(AppFailureCauses.commandFailed(command, app: app, driver: driver, error: error, timeout: timeout), at: site)
            return false
        }
        return wait(for: command.expectation, of: app, driver: driver, poller: poller, timeout: timeout, at: site)
    }

    /// Waits until the app meets `expectation` or the poller's deadline passes; records a
    /// failure naming the expected and observed states when it does not.
    static func wait(
        for expectation: AppStateExpectation,
        of app: BaseApp,
        driver: any Engine,
        poller: Poller,
        timeout: TimeInterval,
        at site: CallSite
    ) -> Bool {
        var observed: Result<AppState, EngineError> = .success(.unknown)
        let outcome = poller.poll { () -> Bool? in
            do throws(EngineError) {
                let state = try driver.state(of: app.appTarget)
                observed = .success(state)
                return expectation.isMet(by: state) ? true : nil
            } catch {
                observed = .failure(error)
                return error.isRetryable ? nil : false
            }
        } ?? false
        if outcome { return true }
        switch observed {
        case .failure(let error) where !error.isRetryable:
            record(AppFailureCauses.unavailable(app, driver: driver, error: error, doing: "wait for it to be \(expectation)"), at: site)
        default:
            record(AppFailureCauses.timedOut(app, expectation: expectation, observed: observed, driver: driver, timeout: timeout), at: site)
        }
        return false
    }

    /// The app's state now, or `nil` (with a recorded failure) when the engine cannot tell.
    static func state(of app: BaseApp, at site: CallSite) -> AppState? {
        guard let driver = EngineAccess.engine(
            for: "read the state of \(app.displayName)",
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
        ) else { return nil }
        do throws(EngineError) {
            return try driver.state(of: app.appTarget)
        } catch {
            record(AppFailureCauses.unavailable(app, driver: driver, error: error, doing: "read its state"), at: site)
            return nil
        }
    }

    static func record(_ cause: any FailureCause, at site: CallSite) {
        Failures.record(cause, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}
