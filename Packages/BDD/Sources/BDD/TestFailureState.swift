/// Remembers which tests already have a failed step or scenario, so that the rest of their
/// steps and scenarios are skipped (`continueAfterFailure = false` semantics).
enum TestFailureState {
    private static let failed = Locked<(tests: Set<TestIdentity>, generation: UInt64)>(([], 0))

    /// Whether `test` already failed.
    static func hasFailed(_ test: TestIdentity) -> Bool {
        forgetOldXCTestGenerations()
        return failed.withLock { $0.tests.contains(test) }
    }

    /// Whether the running test was stopped (``TestRun``): its app did not launch, so no
    /// step may run — an absence check would pass against no app at all.
    static var isStopped: Bool {
        TestContext.current.run?.isStopped == true
    }

    /// Records that `test` failed.
    static func markFailed(_ test: TestIdentity) {
        failed.withLock { _ = $0.tests.insert(test) }
    }

    /// XCTest tests run one after another: once a new one started, older ones are done.
    private static func forgetOldXCTestGenerations() {
        #if canImport(XCTest)
        let generation = XCTestTracking.generation
        failed.withLock { state in
            guard state.generation != generation else { return }
            state.generation = generation
            state.tests = state.tests.filter { identity in
                if case .xctest(let old) = identity { return old >= generation }
                return true
            }
        }
        #endif
    }
}
