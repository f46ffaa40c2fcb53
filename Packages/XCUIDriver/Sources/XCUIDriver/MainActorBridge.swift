import ElementCore
import Foundation

/// Runs XCUI work on the main actor for the synchronous, non-isolated `Driver` API.
///
/// Since Xcode 16 the XCUI types are `@MainActor`. XCUITest runs test methods on the main
/// thread, so the usual call arrives there and runs at once, under
/// `MainActor.assumeIsolated`. A call from another thread is handed to the main queue and
/// waits for it; if the main thread does not pick the work up within the timeout (it is
/// blocked, for example waiting for that very thread), the call fails with
/// `DriverError.engineFailure(_:)` instead of deadlocking, and the work is
/// dropped, never run late.
enum MainActorBridge {
    static func run<Value: Sendable>(
        timeout: TimeInterval,
        _ body: @escaping @MainActor @Sendable () throws(DriverError) -> Value
    ) throws(DriverError) -> Value {
        if Thread.isMainThread {
            let result = MainActor.assumeIsolated { () -> Result<Value, DriverError> in
                Handoff<Value>.capture(body)
            }
            return try result.get()
        }
        let handoff = Handoff<Value>()
        DispatchQueue.main.async {
            MainActor.assumeIsolated { handoff.run(body) }
        }
        return try handoff.wait(timeout: timeout)
    }
}

/// One piece of work handed to the main thread, and its result.
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
                    XCUI calls run on the main thread, and the main thread did not take this one within \
                    \(timeout) s: it is blocked. Call the engine from the test's main thread (XCUITest \
                    test methods run there), or keep the main thread free while another thread uses it.
                    """
                )
            }
            finished.wait()
        }
        guard case .finished(let result) = phase.current else {
            throw .engineFailure("The main thread finished XCUI work without a result.")
        }
        return try result.get()
    }
}
