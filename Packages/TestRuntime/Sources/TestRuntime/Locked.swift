import Foundation

/// A value guarded by a lock, for the few places that share mutable state between threads.
///
/// `Mutex` (Synchronization) needs macOS 15 / iOS 18; the packages support macOS 13 / iOS 16,
/// so this small wrapper around `NSLock` is the one lock of every package.
public final class Locked<Value>: @unchecked Sendable {
    // @unchecked: every access to `value` happens under `lock`.
    private let lock = NSLock()
    private var value: Value

    /// Wraps an initial value.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the current value.
    public var current: Value {
        withLock { $0 }
    }
}
