import ElementCore
import Foundation

/// Runs code whose failures are only evidence (a read that may fail while an assertion is
/// still waiting), keeping them from the test *and* from the running BDD step.
///
/// `Failures.capture` alone keeps failures from XCTest and Swift Testing, but
/// `Failures.record` still tells the running step that it failed. So this also lifts the
/// step-context channel (`StepContextReader.key` in the thread dictionary)
/// while `body` runs and puts it back afterwards — as BDD does for nested steps.
enum QuietFailures {
    static func capture<Result>(_ body: () -> Result) -> (Result, [RecordedFailure]) {
        let dictionary = Thread.current.threadDictionary
        let saved = dictionary[StepContextReader.key]
        dictionary[StepContextReader.key] = nil
        defer { dictionary[StepContextReader.key] = saved }
        return Failures.capture(returning: body)
    }

    /// Runs `body` with no waiting: element reads check once.
    static func withoutWaiting<Result>(_ body: () -> Result) -> Result {
        var configuration = ElementConfiguration.current
        configuration.defaultTimeout = 0
        configuration.actionTimeout = 0
        return ElementConfiguration.with(configuration, operation: body)
    }
}
