import Foundation

/// A value guarded by a lock. Used instead of `Mutex` because it must run on macOS 13.
///
/// The same fifteen lines as `TestRuntime.LockedValue`, on purpose: TestRuntime links XCTest and
/// Swift Testing, and this client is also used outside tests (`webdriver-latency`, the
/// `tabtestkit` tool's recorder), so it shares no module with them for a lock.
package final class LockedValue<Value>: @unchecked Sendable {
    // @unchecked: every access to `value` happens under `lock`.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    package var current: Value { withLock { $0 } }
}
