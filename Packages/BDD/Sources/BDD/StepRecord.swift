import Foundation

/// Everything BDD recorded about one step: what it was, where it was written,
/// when it ran, how long it took and how it ended.
///
/// Records are plain values, safe to keep and to send across threads; a
/// ``StepObserver`` receives one when a step starts and another when it
/// finishes.
public struct StepRecord: Sendable, Hashable {
    /// The keyword the step was written with.
    public var keyword: Step.Keyword
    /// The argument label the step was written with (`I`, `the`, `a`), if any.
    public var label: Step.Label?
    /// The readable name, e.g. `When I tap(profileScreen.logOutButton)`.
    public var name: String
    /// The description of the scenario the step ran in, or `nil` outside a scenario.
    public var scenario: String?
    /// The `#fileID` of the step's call site.
    public var fileID: String
    /// The `#filePath` of the step's call site.
    public var filePath: String
    /// The line of the step's call site.
    public var line: UInt
    /// The column of the step's call site.
    public var column: UInt
    /// The function the step was written in (`#function`), e.g. `testLogOut()`.
    public var function: String
    /// How deeply the step is nested in other steps: 0 for a step written in a
    /// test or scenario, 1 for a step run from inside another step's body, and so on.
    public var depth: Int
    /// When the step started (or, for a skipped step, when it was skipped).
    public var startTime: Date
    /// How long the step's body ran, in seconds; 0 for a step that has not
    /// finished yet or was skipped.
    public var duration: TimeInterval
    /// How the step ended. While the step is still running this is the outcome
    /// so far: ``StepOutcome/passed`` or, once a failure was noted, ``StepOutcome/failed(_:)``.
    public var outcome: StepOutcome
    /// Why it failed, typed, in order: every failure recorded while it ran (nested steps' too),
    /// each with its ``Failure/cause``; empty when it passed or was skipped. ``outcome``'s
    /// messages are their text.
    public var failures: [Failure] = []

    /// Creates a record. BDD creates records itself; this initializer exists so
    /// tools and tests can build records too.
    public init(
        keyword: Step.Keyword,
        label: Step.Label?,
        name: String,
        scenario: String?,
        fileID: String,
        filePath: String,
        line: UInt,
        column: UInt,
        function: String = "",
        depth: Int = 0,
        startTime: Date,
        duration: TimeInterval,
        outcome: StepOutcome
    ) {
        self.keyword = keyword
        self.label = label
        self.name = name
        self.scenario = scenario
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.function = function
        self.depth = depth
        self.startTime = startTime
        self.duration = duration
        self.outcome = outcome
    }
}
