import Foundation
@_exported import TestRuntime

/// One Given/When/Then step of a test.
///
/// A step runs its body immediately, as soon as it is created, and records
/// what happened: its keyword, label and readable name, where it was written,
/// when it started, how long it took and how it ended.
///
/// ```swift
/// Given(I: launchTheApp())
/// When(I: tap(profileScreen.logOutButton))
/// Then(I: see(loginScreen))
/// And(the: value(of: loginScreen.username, is: ""))
/// ```
///
/// `Given`, `When`, `Then` and `And` are type aliases of `Step`. The body can
/// be written as an expression (`When(I: tap(button))`, evaluated lazily
/// through an autoclosure) or as a function or closure
/// (`Given(I: backgroundTheApp)`, `When { tap(button) }`).
///
/// ## Failures
///
/// A step fails when its body throws, when XCTest records a failure while the
/// body runs, or when a library reports a failure through `TestRuntime`'s
/// `TestFailures.record` while the body runs. A failed step stops its scenario: later steps are
/// recorded as skipped and their bodies are not evaluated. See
/// <doc:GettingStarted> for the details.
public struct Step: Sendable {
    /// Everything recorded about the step.
    public let record: StepRecord

    /// The keyword the step was written with, read from its source line.
    public var keyword: Keyword { record.keyword }
    /// The argument label the step was written with (`I`, `the`, `a`), if any.
    public var label: Label? { record.label }
    /// The readable name, e.g. `When I tap(profileScreen.logOutButton)`.
    public var name: String { record.name }
    /// The `#fileID` of the step's call site.
    public var fileID: String { record.fileID }
    /// The `#filePath` of the step's call site.
    public var filePath: String { record.filePath }
    /// The line of the step's call site.
    public var line: UInt { record.line }
    /// The column of the step's call site.
    public var column: UInt { record.column }
    /// The function the step was written in, as `#function` gave it (TABTestKit 1.8's type;
    /// ``record`` has it as a `String`).
    public let function: StaticString
    /// The file the step was written in: its `#filePath` (TABTestKit 1.8's `file`).
    public var file: StaticString { site.filePath }
    /// Where the step was written.
    public let site: CallSite
    /// When the step started.
    public var startTime: Date { record.startTime }
    /// How long the step's body ran, in seconds.
    public var duration: TimeInterval { record.duration }
    /// How the step ended.
    public var outcome: StepOutcome { record.outcome }
    /// Why it failed, typed: every failure recorded while it ran, nested steps' included.
    public var failures: [Failure] { record.failures }

    /// Runs `body` as a step; every public initializer ends up here.
    init(label: Label?, site: CallSite, function: StaticString, body: () throws -> Void) {
        record = StepRunner.run(label: label, site: site, function: function, body: body)
        self.site = site
        self.function = function
    }

    /// The step running now, as it stands (its outcome so far); `nil` outside a step. Read it to
    /// say where a failure happened. Each test, scenario and task sees its own.
    public static var current: Step? {
        RunningStep.current.map { Step(record: $0.snapshot(), site: $0.site, function: $0.function) }
    }

    private init(record: StepRecord, site: CallSite, function: StaticString) {
        self.record = record
        self.site = site
        self.function = function
    }
}
