// TEST-ONLY: one test at a time with the shim's process-wide world. Not part of Apple's API.
#if !canImport(Darwin)
/// TEST-ONLY. Turns with the shim's world (its installed apps, call log and device state),
/// which is process-wide like a real device.
///
/// `.serialized` keeps one suite's tests apart, but Swift Testing runs the suites of other
/// modules alongside; test targets whose suites install apps in the shim wrap each test in
/// ``exclusively(_:)`` (a small `TestScoping` trait of their own does it), so no two such
/// tests share the world. Waiting for a turn suspends (an actor); it never blocks a thread.
public enum XCUIShimWorld {
    /// Runs `body` when no other caller is inside `exclusively`, the others waiting in order.
    public static func exclusively(_ body: @Sendable () async throws -> Void) async rethrows {
        await Turns.shared.acquire()
        do {
            try await body()
        } catch {
            await Turns.shared.release()
            throw error
        }
        await Turns.shared.release()
    }

    /// Whose turn it is: one caller at a time, the others suspended in order.
    private actor Turns {
        static let shared = Turns()
        private var busy = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func acquire() async {
            guard busy else {
                busy = true
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        func release() {
            if waiting.isEmpty {
                busy = false
            } else {
                waiting.removeFirst().resume()
            }
        }
    }
}
#endif
