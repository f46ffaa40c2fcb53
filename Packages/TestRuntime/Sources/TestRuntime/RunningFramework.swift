#if canImport(Testing)
import Testing
#endif

/// Which test library runs the current test.
public enum RunningFramework {
    /// Whether a Swift Testing test is running on the current task.
    public static var isSwiftTesting: Bool {
        #if canImport(Testing)
        return Test.current != nil
        #else
        return false
        #endif
    }

    /// A key that identifies the running Swift Testing test case (the test's id, plus the
    /// arguments of a parameterized case), or `nil` under XCTest.
    public static var swiftTestingCaseKey: String? {
        #if canImport(Testing)
        guard let test = Test.current else { return nil }
        var key = String(describing: test.id)
        if let testCase = Test.Case.current, testCase.isParameterized {
            key += " " + String(describing: testCase)
        }
        return key
        #else
        return nil
        #endif
    }
}
