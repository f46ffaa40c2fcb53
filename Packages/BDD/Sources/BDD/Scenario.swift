import Foundation

/// A named group of steps describing one behaviour.
///
/// A scenario runs its steps immediately, as soon as it is created:
///
/// ```swift
/// Scenario("Logging out") {
///     Given(I: logIn(as: .standardUser))
///     When(I: tap(profileScreen.logOutButton))
///     Then(I: see(loginScreen))
/// }
/// ```
///
/// When a step fails, the rest of the scenario's steps are skipped (their
/// bodies are not evaluated), and so are later scenarios and steps of the
/// same test.
public struct Scenario: Sendable {
    /// Everything recorded about the scenario.
    public let record: ScenarioRecord

    /// The scenario's description.
    public var description: String { record.description }
    /// The `#fileID` of the scenario's call site.
    public var fileID: String { record.fileID }
    /// The `#filePath` of the scenario's call site.
    public var filePath: String { record.filePath }
    /// The line of the scenario's call site.
    public var line: UInt { record.line }
    /// The column of the scenario's call site.
    public var column: UInt { record.column }
    /// When the scenario started.
    public var startTime: Date { record.startTime }
    /// How long the scenario ran, in seconds.
    public var duration: TimeInterval { record.duration }
    /// The steps written directly in the scenario.
    public var steps: [StepRecord] { record.steps }
    /// How the scenario ended.
    public var outcome: StepOutcome { record.outcome }
    /// Why it failed, typed: every failure recorded while it ran, its steps' included.
    public var failures: [Failure] { record.failures }

    /// Runs a scenario right away.
    ///
    /// If the closure throws, the scenario fails and the error is reported at
    /// the scenario's call site.
    ///
    /// - Parameters:
    ///   - description: What the scenario is about, e.g. `"Logging out"`.
    ///   - fileID: The call site's file ID; leave the default.
    ///   - filePath: The call site's file path; leave the default.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - steps: The scenario's steps.
    @discardableResult
    public init(
        _ description: String,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ steps: () throws -> Void
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        record = ScenarioRunner.run(description: description, site: site, steps: steps)
    }

    /// The scenario running now, as it stands (its steps and outcome so far); `nil` outside a
    /// scenario. Each test and task sees its own.
    public static var current: Scenario? {
        RunningScenario.current.map { Scenario(record: $0.snapshot(finished: false)) }
    }

    private init(record: ScenarioRecord) {
        self.record = record
    }
}
