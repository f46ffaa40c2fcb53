import ElementCore
import Foundation

/// The typed causes of app lifecycle failures, each naming the app and the engine.
enum AppFailureCauses {
    /// A command the engine refused or failed: the app is missing (``AppEngineFailure``), or the
    /// engine's error (`ElementFailure`'s `engine` reason, with the deadline when retrying
    /// could have helped).
    static func commandFailed(
        _ command: AppCommand, app: BaseApp, driver: any Engine, error: EngineError, timeout: TimeInterval
    ) -> any FailureCause {
        if case .unsupported = error {
            return AppEngineFailure(app: app.displayName, engine: driver.name, attempt: command.phrase("it"), error: error)
        }
        return ElementFailure(
            .engine(error), attempt: command.phrase(app.displayName), query: nil,
            timeout: error.isRetryable ? timeout : nil, observations: [engineLine(driver)]
        )
    }

    /// The engine does not have the app, or failed while reading its state.
    static func unavailable(_ app: BaseApp, driver: any Engine, error: EngineError, doing what: String) -> any FailureCause {
        AppEngineFailure(app: app.displayName, engine: driver.name, attempt: what, error: error)
    }

    /// The app did not reach the expected state in time (`ElementFailure`'s `timedOut`
    /// reason): the state expected and the one seen last.
    static func timedOut(
        _ app: BaseApp,
        expectation: AppStateExpectation,
        observed: Result<AppState, EngineError>,
        driver: any Engine,
        timeout: TimeInterval
    ) -> any FailureCause {
        let seen: String
        switch observed {
        case .success(let state): seen = state.description
        case .failure(let error): seen = "the engine could not tell (\(error))"
        }
        return ElementFailure(
            .timedOut(expected: expectation.description, observed: seen),
            attempt: "\(app.displayName) to be \(expectation)", query: nil, timeout: timeout,
            observations: [engineLine(driver)]
        )
    }

    /// The line naming the engine, under the failure's headline.
    private static func engineLine(_ driver: any Engine) -> String {
        "Engine:    \(driver.name)"
    }
}
