import Foundation

/// A value protected by a lock.
///
/// `Mutex` from the Synchronization module needs macOS 15 / iOS 18, and BDD
/// supports macOS 13 / iOS 16, so this small wrapper around `NSLock` is used
/// for every piece of shared mutable state in the package.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
