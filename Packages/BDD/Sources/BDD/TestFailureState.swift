/// Remembers which tests already have a failed step or scenario, so that the
/// rest of their steps and scenarios are skipped (`continueAfterFailure = false`
/// semantics).
enum TestFailureState {
    private static let failed = Locked<Set<TestIdentity>>([])

    /// Whether `test` already failed.
    static func hasFailed(_ test: TestIdentity) -> Bool {
        failed.withLock { $0.contains(test) }
    }

    /// Records that `test` failed.
    static func markFailed(_ test: TestIdentity) {
        failed.withLock { _ = $0.insert(test) }
    }

    /// Forgets every XCTest generation older than `generation`.
    static func forgetXCTestGenerations(before generation: UInt64) {
        failed.withLock { failed in
            failed = failed.filter { identity in
                if case .xctest(let old) = identity { return old >= generation }
                return true
            }
        }
    }
}
