import Foundation

/// The outcome of work given a time limit.
struct Bounded<Value: Sendable>: Sendable {
    /// What the work returned or threw; `nil` when it was still running at the limit.
    var result: Result<Value, any Error>?
    /// Seconds until it ended, or the limit.
    var seconds: TimeInterval

    /// The error it threw, if it ended by throwing.
    var error: (any Error)? {
        if case .failure(let error)? = result { return error }
        return nil
    }
}

/// Runs `body` on a thread of its own and waits at most `limit` seconds for it, so a test of
/// a hang cannot hang itself. Work still running at the limit is abandoned.
func bounded<Value: Sendable>(_ limit: TimeInterval, _ body: @escaping @Sendable () throws -> Value) -> Bounded<Value> {
    let box = ResultBox<Value>()
    let done = DispatchSemaphore(value: 0)
    let started = Date()
    let thread = Thread {
        box.set(Result { try body() })
        done.signal()
    }
    thread.start()
    _ = done.wait(timeout: .now() + limit)
    return Bounded(result: box.get(), seconds: Date().timeIntervalSince(started))
}

private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result<Value, any Error>?

    func set(_ value: Result<Value, any Error>) {
        lock.lock()
        defer { lock.unlock() }
        self.value = value
    }

    func get() -> Result<Value, any Error>? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
