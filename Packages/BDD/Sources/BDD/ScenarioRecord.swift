import Foundation

/// Everything BDD recorded about one scenario: its description, where it was
/// written, when it ran, how long it took, its steps and how it ended.
public struct ScenarioRecord: Sendable, Hashable {
    /// The scenario's description, e.g. `"Logging out"`.
    public var description: String
    /// The `#fileID` of the scenario's call site.
    public var fileID: String
    /// The `#filePath` of the scenario's call site.
    public var filePath: String
    /// The line of the scenario's call site.
    public var line: UInt
    /// The column of the scenario's call site.
    public var column: UInt
    /// When the scenario started (or, for a skipped scenario, when it was skipped).
    public var startTime: Date
    /// How long the scenario ran, in seconds; 0 until it finishes, and for a
    /// skipped scenario.
    public var duration: TimeInterval
    /// The steps written directly in the scenario, in the order they ran
    /// (including the ones skipped after a failure). Steps run from inside
    /// other steps are reported to observers but not listed here.
    public var steps: [StepRecord]
    /// How the scenario ended: failed if a step failed or the scenario's body
    /// threw, skipped if an earlier failure in the same test prevented it from
    /// running. While it is still running, this is ``StepOutcome/passed``.
    public var outcome: StepOutcome
    /// Why it failed, typed, in order: every failure recorded while it ran (nested steps' too),
    /// each with its ``Failure/cause``; empty when it passed or was skipped. ``outcome``'s
    /// messages are their text.
    public var failures: [Failure] = []
    /// Its tags, e.g. `@smoke` (scenarios from `.feature` files).
    public var tags: [String] = []
    /// The feature it belongs to (scenarios from `.feature` files).
    public var feature: String?

    /// Creates a record. BDD creates records itself; this initializer exists so
    /// tools and tests can build records too.
    public init(
        description: String,
        fileID: String,
        filePath: String,
        line: UInt,
        column: UInt,
        startTime: Date,
        duration: TimeInterval,
        steps: [StepRecord],
        outcome: StepOutcome
    ) {
        self.description = description
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.startTime = startTime
        self.duration = duration
        self.steps = steps
        self.outcome = outcome
    }
}
