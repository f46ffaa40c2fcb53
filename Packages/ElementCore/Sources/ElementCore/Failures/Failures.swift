import Foundation

/// A failure as it was recorded: the message and the place it points at.
public struct RecordedFailure: Sendable, CustomStringConvertible {
    /// The full message.
    public var message: String
    /// The `#fileID` the failure points at.
    public var fileID: String
    /// The line the failure points at.
    public var line: UInt

    /// `File.swift:12: message`.
    public var description: String { "\(fileID):\(line): \(message)" }
}

/// The one place where ElementCore (and the packages above it) report test failures.
///
/// Failures reach XCTest or Swift Testing, whichever runs the test. Inside a BDD step they point at the step's call site, name the step and
/// its scenario, mention where the failing call was made, and stop the scenario.
public enum Failures {
    @TaskLocal private static var collector: Locked<[RecordedFailure]>?

    /// Records a failure at the caller's location (or the running step's).
    public static func record(
        _ message: String,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        var message = message
        var location = (fileID: fileID, filePath: filePath, line: line, column: column)
        if let step = StepContextReader.current {
            message += "\n  Step:      \(step.name.isEmpty ? step.keyword : step.name)"
            if !step.scenario.isEmpty { message += "\n  Scenario:  \(step.scenario)" }
            message += "\n  Called at: \(fileID):\(line)"
            if let stepFileID = step.fileID, let stepFilePath = step.filePath {
                location = (stepFileID, stepFilePath, step.line, step.column)
            }
            // A captured failure is only observed: it does not fail the step.
            if collector == nil { step.noteFailure?(message) }
        }
        if let collector {
            let failure = RecordedFailure(message: message, fileID: "\(location.fileID)", line: location.line)
            collector.withLock { $0.append(failure) }
            return
        }
        TestFrameworkReporter.report(
            message,
            fileID: location.fileID,
            filePath: location.filePath,
            line: location.line,
            column: location.column
        )
    }

    /// Runs `body` and returns the failures it recorded, instead of failing the test.
    ///
    /// Useful to test Screens, Contexts and custom elements: assert on the messages a
    /// wrong expectation produces.
    @discardableResult
    public static func capture(_ body: () throws -> Void) rethrows -> [RecordedFailure] {
        let collector = Locked<[RecordedFailure]>([])
        try $collector.withValue(collector, operation: body)
        return collector.current
    }

    /// Runs `body` and returns its result with the failures it recorded.
    @_disfavoredOverload
    public static func capture<Result>(returning body: () throws -> Result) rethrows -> (Result, [RecordedFailure]) {
        let collector = Locked<[RecordedFailure]>([])
        let result = try $collector.withValue(collector, operation: body)
        return (result, collector.current)
    }
}
