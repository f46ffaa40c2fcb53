import Foundation
import BDD

/// An error thrown by failing steps in these tests.
struct TestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Throws `TestError(message)`.
func explode(_ message: String = "boom") throws {
    throw TestError(message)
}

/// Does nothing; a step body for tests that only look at the record.
func noop() {}

/// Does nothing with its argument; reads like a UI action in step names.
func tap(_ element: String) {}

/// A thread-safe list, for capturing things from `@Sendable` closures.
final class SendableList<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Element] = []

    func append(_ element: Element) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(element)
    }

    var elements: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// Records every event it receives as a line of text.
final class RecordingObserver: StepObserver {
    let events = SendableList<String>()
    /// Only events whose step or scenario mentions this text are recorded
    /// (nil: all). Lets a process-wide observer ignore other tests' events.
    let filter: String?

    init(filter: String? = nil) {
        self.filter = filter
    }

    private func record(_ event: String, about subject: String) {
        if let filter, !subject.contains(filter) { return }
        events.append(event)
    }

    func scenarioWillStart(_ scenario: ScenarioRecord) {
        record("scenarioWillStart \(scenario.description)", about: scenario.description)
    }

    func scenarioDidFinish(_ scenario: ScenarioRecord) {
        record("scenarioDidFinish \(scenario.description) \(Self.describe(scenario.outcome)) steps=\(scenario.steps.count)", about: scenario.description)
    }

    func stepWillStart(_ step: StepRecord) {
        record("stepWillStart \(step.name)", about: (step.scenario ?? "") + step.name)
    }

    func stepDidFinish(_ step: StepRecord) {
        record("stepDidFinish \(step.name) \(Self.describe(step.outcome))", about: (step.scenario ?? "") + step.name)
    }

    static func describe(_ outcome: StepOutcome) -> String {
        switch outcome {
        case .passed: return "passed"
        case .skipped: return "skipped"
        case .failed: return "failed"
        }
    }
}

/// Marks the running step failed with a failure the test framework "already reported", the
/// way TestRuntime's XCTest observer does for an `XCTAssert` in a step's body.
func noteFailureThroughContext(_ message: String) {
    TestContext.current.failureSink?.noteRecordedElsewhere(message)
}
