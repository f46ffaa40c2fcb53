/// Which test is running, as far as stop-on-failure bookkeeping is concerned.
///
/// - Under Swift Testing, a test case is identified by `Test.current`'s id (plus its arguments
///   for parameterized tests, whose cases share the test's id).
/// - Under XCTest, tests run one at a time and every test case start begins a new generation
///   (counted by TestRuntime's `XCTestTracking`).
/// - Outside any test, everything shares generation 0 of the XCTest kind.
enum TestIdentity: Hashable, Sendable {
    /// A Swift Testing test case.
    case swiftTesting(String)
    /// An XCTest test case (or no test at all), by generation.
    case xctest(UInt64)

    /// The test running on the current task or thread.
    static var current: TestIdentity {
        if let key = RunningFramework.swiftTestingCaseKey { return .swiftTesting(key) }
        #if canImport(XCTest)
        return .xctest(XCTestTracking.generation)
        #else
        return .xctest(0)
        #endif
    }

    /// Whether a Swift Testing test is running on the current task.
    static var isSwiftTesting: Bool { RunningFramework.isSwiftTesting }
}
