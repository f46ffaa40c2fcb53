import Foundation
import TestRuntime

/// Runs an engine's main-actor work for the synchronous, non-isolated ``Engine`` API.
///
/// Engines that drive views (UIKit in process, XCUITest's `@MainActor` types) must touch them
/// on the main actor, while ``Engine`` is called from whatever thread the test runs on. A call
/// made on the main actor (XCTest runs test methods on the main thread; a `@MainActor` Swift
/// Testing test runs on the main queue, which on Linux is not always the process's first
/// thread) runs at once. A call from elsewhere is handed to the main queue and waits for it,
/// blocking the calling thread as every synchronous driver does for its I/O. When the main
/// queue does not take the work within the timeout (it is blocked, maybe waiting for this very
/// thread), the call fails with ``EngineError/engineFailure(_:)`` instead of deadlocking, and
/// the work is dropped, never run late.
public enum MainActorHandoff {
    /// Marks the main queue, so a block running on it is recognised whatever the thread.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main actor (the main thread, or the main queue).
    public static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }

    /// Runs `body` on the main actor and returns its result.
    ///
    /// - Parameters:
    ///   - timeout: how long a call from another thread waits for the main queue to take it.
    ///   - engine: who hands the work over, for the failure's first sentence (`"The in-process
    ///     engine"`).
    ///   - advice: what the user can do when the main queue stays blocked, said after it.
    ///   - body: the work, which may throw an ``EngineError``.
    /// - Throws: what `body` throws, or ``EngineError/engineFailure(_:)`` when the main queue did
    ///   not take the work within `timeout`.
    public static func run<Value: Sendable>(
        timeout: TimeInterval,
        engine: String,
        advice: String,
        _ body: @escaping @MainActor @Sendable () throws(EngineError) -> Value
    ) throws(EngineError) -> Value {
        if isOnMainActor {
            return try MainActor.assumeIsolated { () -> Result<Value, EngineError> in Handoff<Value>.capture(body) }.get()
        }
        let handoff = Handoff<Value>()
        DispatchQueue.main.async {
            MainActor.assumeIsolated { handoff.run(body) }
        }
        return try handoff.wait(timeout: timeout, engine: engine, advice: advice)
    }
}

/// One piece of work handed to the main queue, and its result.
private final class Handoff<Value: Sendable>: Sendable {
    private enum Phase {
        case pending
        case running
        case finished(Result<Value, EngineError>)
        case abandoned
    }

    private let phase = Locked(Phase.pending)
    private let finished = DispatchSemaphore(value: 0)

    @MainActor
    static func capture(_ body: @MainActor () throws(EngineError) -> Value) -> Result<Value, EngineError> {
        do throws(EngineError) {
            return .success(try body())
        } catch {
            return .failure(error)
        }
    }

    /// Runs the work unless the caller gave up waiting for it.
    @MainActor
    func run(_ body: @MainActor () throws(EngineError) -> Value) {
        let proceed = phase.withLock { phase -> Bool in
            guard case .pending = phase else { return false }
            phase = .running
            return true
        }
        guard proceed else { return }
        let result = Self.capture(body)
        phase.withLock { $0 = .finished(result) }
        finished.signal()
    }

    /// Waits for the result. Work that has started is always awaited to its end.
    func wait(timeout: TimeInterval, engine: String, advice: String) throws(EngineError) -> Value {
        if finished.wait(timeout: .now() + max(0, timeout)) == .timedOut {
            let gaveUp = phase.withLock { phase -> Bool in
                guard case .pending = phase else { return false }
                phase = .abandoned
                return true
            }
            if gaveUp {
                throw .engineFailure(
                    "\(engine) works on the main thread, and the main thread did not take this call within \(timeout) s: "
                        + "it is blocked. \(advice)"
                )
            }
            finished.wait()
        }
        guard case .finished(let result) = phase.current else {
            throw .engineFailure("\(engine) got no result from the main thread, which finished its work.")
        }
        return try result.get()
    }
}
