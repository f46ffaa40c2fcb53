import Foundation

/// Repeats a check until it succeeds or one deadline passes, without fixed sleeps: between
/// checks it lets the engine wait for the interface to change (engines that observe changes
/// return early) for at most the next interval of ``ElementConfiguration/pollIntervals``.
public struct Poller: Sendable {
    /// The engine whose changes are awaited between checks.
    public let engine: any Engine
    /// The moment after which the check is not repeated.
    public let deadline: Date
    /// The pauses between checks.
    public let intervals: [TimeInterval]

    /// Creates a poller with a timeout from now.
    public init(engine: any Engine, timeout: TimeInterval, intervals: [TimeInterval] = ElementConfiguration.current.pollIntervals) {
        self.engine = engine
        self.deadline = Date(timeIntervalSinceNow: max(0, timeout))
        self.intervals = intervals.isEmpty ? [0.1] : intervals
    }

    /// Runs `check` until it returns a value or the deadline passes. The check always runs
    /// at least once, and once more at the deadline.
    public func poll<Value>(_ check: () -> Value?) -> Value? {
        var attempt = 0
        while true {
            if let value = check() { return value }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return nil }
            let interval = intervals[min(attempt, intervals.count - 1)]
            attempt += 1
            engine.waitForChange(timeout: min(interval, remaining))
        }
    }
}
