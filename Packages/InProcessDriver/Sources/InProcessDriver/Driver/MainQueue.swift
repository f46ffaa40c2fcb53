import ElementCore
import Foundation

/// Runs the engine's work on the main actor, for the synchronous, non-isolated `Driver` API.
///
/// Views belong to the main actor. A call made there (XCTest runs test methods on the main
/// thread; a `@MainActor` Swift Testing test runs on the main queue, which on Linux is not
/// always the process's first thread) runs at once. A call from elsewhere is handed to the
/// main queue and waits for it, blocking the calling thread as every synchronous driver does
/// for its I/O; when the main queue does not take the work within the timeout (it is blocked,
/// maybe waiting for this very thread), the call fails with `DriverError.engineFailure`
/// instead of deadlocking, and the work is dropped, never run late.
enum MainQueue {
    /// Marks the main queue, so a block running on it is recognised whatever the thread.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main actor.
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }

    static func run<Value: Sendable>(
        timeout: TimeInterval = 10,
        _ body: @escaping @MainActor @Sendable () throws(DriverError) -> Value
    ) throws(DriverError) -> Value {
        if isCurrent {
            return try MainActor.assumeIsolated { () -> Result<Value, DriverError> in Handoff<Value>.capture(body) }.get()
        }
        let handoff = Handoff<Value>()
        DispatchQueue.main.async {
            MainActor.assumeIsolated { handoff.run(body) }
        }
        return try handoff.wait(timeout: timeout)
    }
}

/// One piece of work handed to the main queue, and its result.
private final class Handoff<Value: Sendable>: Sendable {
    private enum Phase {
        case pending
        case running
        case finished(Result<Value, DriverError>)
        case abandoned
    }

    private let phase = Locked(Phase.pending)
    private let finished = DispatchSemaphore(value: 0)

    @MainActor
    static func capture(_ body: @MainActor () throws(DriverError) -> Value) -> Result<Value, DriverError> {
        do throws(DriverError) {
            return .success(try body())
        } catch {
            return .failure(error)
        }
    }

    /// Runs the work unless the caller gave up waiting for it.
    @MainActor
    func run(_ body: @MainActor () throws(DriverError) -> Value) {
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
    func wait(timeout: TimeInterval) throws(DriverError) -> Value {
        if finished.wait(timeout: .now() + max(0, timeout)) == .timedOut {
            let gaveUp = phase.withLock { phase -> Bool in
                guard case .pending = phase else { return false }
                phase = .abandoned
                return true
            }
            if gaveUp {
                throw .engineFailure(
                    """
                    The in-process engine drives views on the main queue, and the main queue did not take \
                    this call within \(timeout) s: it is blocked. Call the engine from the main actor \
                    (XCTest methods and @MainActor tests run there), or keep the main queue free.
                    """
                )
            }
            finished.wait()
        }
        guard case .finished(let result) = phase.current else {
            throw .engineFailure("The main queue finished the in-process engine's work without a result.")
        }
        return try result.get()
    }
}
