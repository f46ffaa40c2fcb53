// Internal plumbing: locks, the global tree lock and the canonical text renderer used by the
// call log. Nothing in this file is part of Apple's API.
#if !canImport(Darwin)
import Foundation

/// A value protected by a lock. Used for every piece of shared shim state.
final class ShimLocked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// The single (recursive) lock guarding every `ShimNode`. Tree reads and writes are tiny, so one lock
/// keeps query resolution consistent without any lock-ordering concerns.
enum ShimTree {
    static let lock = NSRecursiveLock()

    static func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// Canonical rendering of values inside recorded calls.
enum ShimRender {
    /// A Swift-style double-quoted string literal with escaping.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0xE000...0xF8FF).contains(scalar.value) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func optionalString(_ text: String?) -> String {
        text.map(string) ?? "nil"
    }

    static func number(_ value: Double) -> String {
        String(describing: value)
    }

    static func number(_ value: CGFloat) -> String {
        number(Double(value))
    }

    static func type(_ type: XCUIElement.ElementType) -> String {
        "." + type.shimName
    }

    static func strings(_ values: [String]) -> String {
        "[" + values.map(string).joined(separator: ", ") + "]"
    }

    static func environment(_ values: [String: String]) -> String {
        if values.isEmpty { return "[:]" }
        let pairs = values.keys.sorted().map { string($0) + ": " + string(values[$0] ?? "") }
        return "[" + pairs.joined(separator: ", ") + "]"
    }

    static func vector(_ vector: CGVector) -> String {
        "dx: " + number(vector.dx) + ", dy: " + number(vector.dy)
    }
}

/// Spins the current run loop (so timers, main-queue blocks and main-actor jobs can run) until
/// `condition` holds or `timeout` elapses. Mirrors how XCTest waits.
func shimPoll(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(max(0, timeout))
    while true {
        if condition() { return true }
        let now = Date()
        if now >= deadline { return false }
        let next = min(deadline, now.addingTimeInterval(0.01))
        if !RunLoop.current.run(mode: .default, before: next) {
            Thread.sleep(until: next)
        }
    }
}
#endif
