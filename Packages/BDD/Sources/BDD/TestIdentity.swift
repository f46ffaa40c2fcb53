#if canImport(Testing)
import Testing
#endif

/// Which test is running, as far as stop-on-failure bookkeeping is concerned.
///
/// - Under Swift Testing, a test case is identified by `Test.current`'s id
///   (plus a description of `Test.Case.current` for parameterized tests, whose
///   cases share the test's id).
/// - Under XCTest, tests run one at a time and BDD counts
///   `testCaseWillStart(_:)` notifications: every XCTest test case gets its
///   own generation number.
/// - Outside any test, everything shares generation 0 of the XCTest kind.
enum TestIdentity: Hashable, Sendable {
    /// A Swift Testing test case.
    case swiftTesting(String)
    /// An XCTest test case (or no test at all), by generation.
    case xctest(UInt64)

    /// The test running on the current task or thread.
    static var current: TestIdentity {
        #if canImport(Testing)
        if let test = Test.current {
            var key = String(describing: test.id)
            if let testCase = Test.Case.current, testCase.isParameterized {
                key += " " + String(describing: testCase)
            }
            return .swiftTesting(key)
        }
        #endif
        return .xctest(XCTestTracker.generation)
    }

    /// Whether a Swift Testing test is running on the current task.
    static var isSwiftTesting: Bool {
        #if canImport(Testing)
        return Test.current != nil
        #else
        return false
        #endif
    }
}
