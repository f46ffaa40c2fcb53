import ElementCore
import Foundation

/// Re-reading a value until it is what a matcher expects, or the time is up.
enum Eventually {
    /// What polling saw.
    struct Outcome<Value> {
        /// The last value read, or `nil` when it could never be read.
        var last: Value?
        /// Why the value could not be read the last time, if it could not.
        var unreadable: String?
        /// How long polling waited.
        var timeout: TimeInterval

        /// A description of what was seen, for a failure message.
        func seen(_ describe: (Value) -> String) -> String {
            if let unreadable { return "it could not be read: \(unreadable)" }
            return last.map(describe) ?? "nothing could be read"
        }
    }

    /// Reads `read` until `until` holds or `timeout` passes, waiting between reads for the
    /// engine to report a change (or sleeping briefly when there is no engine).
    ///
    /// Each read runs with ElementCore's timeouts at zero and its failures captured, so an
    /// element that is not there yet is simply read again.
    static func poll<Value>(timeout: TimeInterval?, until: (Value) -> Bool = { _ in true },
                            _ read: () -> Value) -> Outcome<Value> {
        let timeout = timeout ?? ElementConfiguration.current.defaultTimeout
        var outcome = Outcome<Value>(timeout: timeout)
        var immediate = ElementConfiguration.current
        immediate.defaultTimeout = 0
        immediate.actionTimeout = 0
        let deadline = Date(timeIntervalSinceNow: timeout)
        var attempt = 0
        while true {
            let (value, failures) = ElementConfiguration.with(immediate) { Failures.capture(returning: read) }
            if let failure = failures.first {
                outcome.unreadable = failure.message.split(separator: "\n").first.map(String.init) ?? failure.message
            } else {
                outcome.last = value
                outcome.unreadable = nil
                if until(value) { return outcome }
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return outcome }
            let intervals = immediate.pollIntervals.isEmpty ? [0.1] : immediate.pollIntervals
            let pause = min(intervals[min(attempt, intervals.count - 1)], remaining)
            attempt += 1
            if let driver = currentEngine { driver.waitForChange(timeout: pause) } else { Thread.sleep(forTimeInterval: pause) }
        }
    }

    /// A value as a failure shows it: strings quoted, everything else as Swift prints it.
    static func show<Value>(_ value: Value) -> String {
        String(reflecting: value)
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.2f s", value)
    }
}
