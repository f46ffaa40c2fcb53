import Foundation
@_exported import PlatformTypes
@_exported import TestRuntime

/// A failure as it was recorded: the message and the place it points at.
public struct RecordedFailure: Sendable, CustomStringConvertible {
    /// The full message (with the step and scenario when it happened in one).
    public var message: String
    /// The `#fileID` the failure points at.
    public var fileID: String
    /// The line the failure points at.
    public var line: UInt
    /// The failure itself, typed.
    public var failure: Failure
    /// Why it happened, typed (see ``Failure/cause``).
    public var cause: any FailureCause { failure.cause }
    /// The cause when an element could not be found, used or brought to a state.
    public var elementFailure: ElementFailure? { failure.elementFailure }

    init(_ failure: Failure) {
        self.failure = failure
        self.message = failure.fullMessage
        self.fileID = failure.location.fileIDText
        self.line = failure.location.line
    }

    /// `File.swift:12: message`.
    public var description: String { "\(fileID):\(line): \(message)" }
}

/// The one place where ElementCore (and the packages above it) report test failures.
///
/// A failure goes to the sink of the running ``TestContext``: inside a BDD step, the step (which
/// names itself and its scenario, points at its own line, stops the scenario, and reports once);
/// inside ``capture(_:)``, the capture; otherwise XCTest or Swift Testing, whichever runs the
/// test. See `Docs/Architecture.md`, "Failures".
public enum Failures {
    /// Records a failure at the caller's location (or the running step's).
    public static func record(
        _ message: String,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let origin = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        TestFailures.record(message, at: origin, attachments: FailureEvidence.collect())
    }

    /// Records a failure with a typed cause (``ElementFailure``, or a cause of your own) at the
    /// caller's location (or the running step's).
    public static func record(
        _ cause: any FailureCause,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let origin = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        TestFailures.record(cause, at: origin, attachments: FailureEvidence.collect())
    }

    /// Runs `body` and returns the failures it recorded, instead of failing the test.
    ///
    /// Useful to test Screens, Contexts and custom elements: assert on the messages a
    /// wrong expectation produces. Captured failures do not fail the running step.
    @discardableResult
    public static func capture(_ body: () throws -> Void) rethrows -> [RecordedFailure] {
        try TestFailures.capture(body).1.map(RecordedFailure.init)
    }

    /// Runs `body` and returns its result with the failures it recorded.
    @_disfavoredOverload
    public static func capture<Result>(returning body: () throws -> Result) rethrows -> (Result, [RecordedFailure]) {
        let (result, failures) = try TestFailures.capture(body)
        return (result, failures.map(RecordedFailure.init))
    }
}
