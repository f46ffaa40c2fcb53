import Contexts
import ElementCore
import Foundation
import InMemoryEngine
import SystemApps
import Testing

// Helpers shared by the test files: short timeouts, running contexts against an in-memory
// driver with fresh launch settings, and collecting the failures they record.

extension ElementConfiguration {
    /// Short timeouts for tests that expect a failure (or succeed at once).
    static let fast = ElementConfiguration(defaultTimeout: 0.3, actionTimeout: 0.3, appTimeout: 0.3)

    /// Long timeouts, for tests showing that a failure does not wait for them.
    static let patient = ElementConfiguration(defaultTimeout: 20, actionTimeout: 20, appTimeout: 20)
}

/// Runs `body` with `driver` as the engine (none when `nil`), fresh launch settings and the
/// fast configuration, and returns the failures it recorded instead of failing the test.
func failures(on driver: (any Engine)?, _ body: () -> Void) -> [RecordedFailure] {
    Failures.capture { scoped(driver, body) }
}

/// Runs `body` like ``failures(on:_:)`` and expects no failure.
func expectNoFailures(on driver: any Engine, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void) {
    let recorded = Failures.capture { scoped(driver, body) }
    #expect(recorded.map(\.message) == [], sourceLocation: sourceLocation)
}

/// Expects exactly one failure, at `line` of this file, whose message is `message`.
func expectFailure(
    _ recorded: [RecordedFailure],
    at line: UInt,
    is message: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(recorded.count == 1, "\(recorded)", sourceLocation: sourceLocation)
    #expect(recorded.first?.line == line, sourceLocation: sourceLocation)
    #expect(recorded.first?.message == message, sourceLocation: sourceLocation)
}

/// Expects exactly one failure, at `line`, whose message starts with `prefix`.
func expectFailure(
    _ recorded: [RecordedFailure],
    at line: UInt,
    startingWith prefix: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(recorded.count == 1, "\(recorded)", sourceLocation: sourceLocation)
    #expect(recorded.first?.line == line, sourceLocation: sourceLocation)
    #expect(recorded.first?.message.hasPrefix(prefix) == true, "\(recorded.first?.message ?? "")", sourceLocation: sourceLocation)
}

/// Expects exactly one failure, at `line`, whose cause is an element's failure that `reason`
/// accepts (`{ if case .notActionable("it is disabled") = $0 { true } else { false } }`).
func expectFailure(
    _ recorded: [RecordedFailure],
    at line: UInt,
    because reason: (ElementFailure.Reason) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(recorded.count == 1, "\(recorded)", sourceLocation: sourceLocation)
    #expect(recorded.first?.line == line, sourceLocation: sourceLocation)
    let cause = recorded.first?.elementFailure
    #expect(cause.map { reason($0.reason) } == true, "\(String(describing: cause?.reason))", sourceLocation: sourceLocation)
}

/// Expects exactly one failure, at `line`, whose cause is an element's failure of `kind`
/// (``ElementFailure/kind``) and, when given, with this attempt, detail (the reason's text: the
/// problem, the refusal, the engine's error, the missing query) and expected and observed values.
func expectFailure(
    _ recorded: [RecordedFailure],
    at line: UInt,
    kind: String,
    attempt: String? = nil,
    detail: String? = nil,
    expected: String? = nil,
    observed: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(recorded.count == 1, "\(recorded)", sourceLocation: sourceLocation)
    #expect(recorded.first?.line == line, sourceLocation: sourceLocation)
    guard let cause = recorded.first?.elementFailure else {
        Issue.record("not an element's failure: \(recorded)", sourceLocation: sourceLocation)
        return
    }
    #expect(cause.kind == kind, "\(cause.reason)", sourceLocation: sourceLocation)
    if let attempt { #expect(cause.attempt == attempt, sourceLocation: sourceLocation) }
    if let detail { #expect(cause.detail == detail, sourceLocation: sourceLocation) }
    if let expected { #expect(cause.expectedAndObserved?.expected == expected, sourceLocation: sourceLocation) }
    if let observed { #expect(cause.expectedAndObserved?.observed == observed, sourceLocation: sourceLocation) }
}

extension ElementFailure {
    /// The reason's text, for tests: the problem, the refusal, the engine's error, the query
    /// that matched nothing.
    var detail: String? {
        switch reason {
        case .invalidArgument(let text), .unsupported(let text), .notActionable(let text): text
        case .engine(let error): error.description
        case .notFound(let query): query.description
        default: nil
        }
    }
}

private func scoped(_ driver: (any Engine)?, _ body: () -> Void) {
    AppLaunchSettings.using(.forNewTest()) {
        ElementConfiguration.with(.fast) {
            guard let driver else { return body() }
            withEngine(driver, operation: body)
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

/// Every context, for Swift Testing suites that are not TABTestKitContexts themselves.
struct AllContexts: TABTestKitContexts {}
