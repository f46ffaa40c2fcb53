/// The ``TestRun`` of each test: the one record of its failures, which says whether the rest of
/// its steps and scenarios are skipped (`continueAfterFailure = false` semantics).
///
/// A test case or trait puts its run in the context (`TestLifecycle`); a test without one gets
/// a run of its own here, by ``TestIdentity``.
enum TestRuns {
    private static let runs = Locked<(runs: [TestIdentity: TestRun], generation: UInt64)>(([:], 0))

    /// The run of the code running now: the context's, else the one kept for `test`.
    static func current(_ test: TestIdentity) -> TestRun {
        if let run = TestContext.current.run { return run }
        forgetOldXCTestGenerations()
        return runs.withLock { state in
            if let run = state.runs[test] { return run }
            let run = TestRun()
            state.runs[test] = run
            return run
        }
    }

    /// Whether the run must not go on: it failed, or it was stopped (its app did not launch,
    /// so no step may run — an absence check would pass against no app at all).
    static func mustSkip(_ run: TestRun) -> Bool {
        run.hasFailed || run.isStopped
    }

    /// XCTest tests run one after another: once a new one started, older ones are done.
    private static func forgetOldXCTestGenerations() {
        #if canImport(XCTest)
        let generation = XCTestTracking.generation
        runs.withLock { state in
            guard state.generation != generation else { return }
            state.generation = generation
            state.runs = state.runs.filter { identity, _ in
                if case .xctest(let old) = identity { return old >= generation }
                return true
            }
        }
        #endif
    }
}
