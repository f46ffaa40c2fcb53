import ElementCore
import Foundation

/// The failure messages of app lifecycle calls.
enum AppFailureMessage {
    /// A command the engine refused or failed.
    static func commandFailed(_ command: AppCommand, app: BaseApp, driver: any Driver, error: DriverError, timeout: TimeInterval) -> String {
        if case .unsupported = error {
            return unavailable(app, driver: driver, error: error, doing: command.phrase("it"))
        }
        let within = error.isRetryable ? " within \(seconds(timeout))" : ""
        return """
        Could not \(command.phrase(app.displayName))\(within): \(error)
          Engine:    \(driver.name)
        """
    }

    /// The engine does not have the app (or cannot tell its state).
    static func unavailable(_ app: BaseApp, driver: any Driver, error: DriverError, doing what: String) -> String {
        guard case .unsupported = error else {
            return """
            Could not \(what): the engine failed for \(app.displayName): \(error)
              Engine:    \(driver.name)
            """
        }
        return """
        \(app.displayName) is not available on the \(driver.name) engine, so the test cannot \(what).
          Engine:    \(driver.name)
          Reason:    \(error)
        """
    }

    /// The app did not reach the expected state in time.
    static func timedOut(
        _ app: BaseApp,
        expectation: AppStateExpectation,
        observed: Result<AppState, DriverError>,
        driver: any Driver,
        timeout: TimeInterval
    ) -> String {
        let seen: String
        switch observed {
        case .success(let state): seen = state.description
        case .failure(let error): seen = "the engine could not tell (\(error))"
        }
        return """
        Timed out after \(seconds(timeout)) waiting for \(app.displayName) to be \(expectation).
          Expected:  \(expectation)
          Observed:  \(seen)
          Engine:    \(driver.name)
        """
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.2f s", value)
    }
}
