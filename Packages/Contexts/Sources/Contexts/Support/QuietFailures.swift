import ElementCore
import Foundation

/// Runs code whose failures are only evidence (a read that may fail while an assertion is
/// still waiting), keeping them from the test and from the running BDD step.
enum QuietFailures {
    /// `body`'s result and the failures it raised, none of them reported.
    static func capture<Result>(_ body: () -> Result) -> (Result, [RecordedFailure]) {
        Failures.capture(returning: body)
    }

    /// Runs `body` with no waiting: element reads check once.
    static func withoutWaiting<Result>(_ body: () -> Result) -> Result {
        var configuration = ElementConfiguration.current
        configuration.defaultTimeout = 0
        configuration.actionTimeout = 0
        return ElementConfiguration.with(configuration, operation: body)
    }
}
