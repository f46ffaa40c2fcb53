import ElementCore
import Foundation
import InMemoryEngine
import SystemApps
import Testing

// Helpers shared by the test files: short timeouts, running code against an in-memory
// driver with fresh launch settings, and collecting the failures it records.

extension ElementConfiguration {
    /// Short timeouts for tests that expect a failure (or succeed at once).
    static let fast = ElementConfiguration(defaultTimeout: 0.3, actionTimeout: 0.3, appTimeout: 0.3)
}

/// Runs `body` with `driver` as the engine, fresh launch settings and the fast
/// configuration, and returns the failures it recorded instead of failing the test.
func failures(
    on driver: (any Engine)?,
    settings: AppLaunchSettings = .forNewTest(),
    _ body: () -> Void
) -> [RecordedFailure] {
    Failures.capture {
        scoped(driver, settings: settings) { body() }
    }
}

/// Runs `body` like ``failures(on:settings:_:)``, expects no failure and returns its result.
@discardableResult
func expectNoFailures<Result>(
    on driver: any Engine,
    settings: AppLaunchSettings = .forNewTest(),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () -> Result
) -> Result {
    let (result, recorded) = Failures.capture(returning: {
        scoped(driver, settings: settings) { body() }
    })
    #expect(recorded.map(\.message) == [], sourceLocation: sourceLocation)
    return result
}

private func scoped<Result>(_ driver: (any Engine)?, settings: AppLaunchSettings, _ body: () -> Result) -> Result {
    AppLaunchSettings.using(settings) {
        ElementConfiguration.with(.fast) {
            guard let driver else { return body() }
            return withEngine(driver) { body() }
        }
    }
}

/// Seconds taken by `body`.
func measure(_ body: () -> Void) -> TimeInterval {
    let start = Date()
    body()
    return Date().timeIntervalSince(start)
}

/// A thread-safe list of strings, for behaviours to record what happened.
final class EventLog: @unchecked Sendable {
    private let storage = Locked<[String]>([])
    func append(_ event: String) { storage.withLock { $0.append(event) } }
    var events: [String] { storage.current }
}

/// The cause of a failure about an app the engine does not have (or failed for); `nil` when it
/// is anything else.
func appEngineFailure(_ failure: RecordedFailure?) -> AppEngineFailure? {
    failure?.cause as? AppEngineFailure
}
