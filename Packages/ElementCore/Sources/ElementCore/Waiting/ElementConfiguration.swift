import Foundation

/// Timeouts and matching rules, configured in one place.
///
/// Change the process-wide defaults with ``ElementConfiguration/default``, or scope a
/// different configuration to some work with ``with(_:operation:)``.
public struct ElementConfiguration: Sendable, Hashable {
    /// How long waits and assertions wait, in seconds, when a call gives no timeout.
    public var defaultTimeout: TimeInterval
    /// How long an action waits for its element to become actionable, in seconds.
    public var actionTimeout: TimeInterval
    /// How long app launches and state changes wait, in seconds.
    public var appTimeout: TimeInterval
    /// Whether an element without an explicit index fails when its query matches several
    /// nodes (on by default). Off restores TABTestKit 1.x's first-match behaviour.
    public var strictMatching: Bool
    /// The pauses between checks while waiting, in seconds; the last one repeats.
    /// Engines that observe changes wake up sooner.
    public var pollIntervals: [TimeInterval]
    /// Whether a recorded failure carries a screenshot and the page source of the moment (on by
    /// default; failures only captured never do).
    public var attachesEvidence: Bool

    /// Creates a configuration.
    public init(
        defaultTimeout: TimeInterval = 10,
        actionTimeout: TimeInterval = 10,
        appTimeout: TimeInterval = 60,
        strictMatching: Bool = true,
        pollIntervals: [TimeInterval] = [0, 0.02, 0.05, 0.1, 0.25, 0.5],
        attachesEvidence: Bool = true
    ) {
        self.defaultTimeout = defaultTimeout
        self.actionTimeout = actionTimeout
        self.appTimeout = appTimeout
        self.strictMatching = strictMatching
        self.pollIntervals = pollIntervals
        self.attachesEvidence = attachesEvidence
    }

    /// The process-wide configuration.
    public static var `default`: ElementConfiguration {
        get { TestContext.defaultValue(for: Key.self) }
        set { TestContext.setDefault(newValue, for: Key.self) }
    }

    /// The configuration in force: the scoped one, else the process-wide one.
    public static var current: ElementConfiguration {
        TestContext.current[Key.self]
    }

    /// Runs `operation` with `configuration` in force.
    public static func with<Result>(
        _ configuration: ElementConfiguration,
        operation: () throws -> Result
    ) rethrows -> Result {
        try TestContext.with({ $0[Key.self] = configuration }, operation)
    }

    private enum Key: TestContextKey {
        static let defaultValue = ElementConfiguration()
    }
}
