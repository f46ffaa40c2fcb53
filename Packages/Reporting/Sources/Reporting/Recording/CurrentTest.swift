import Foundation
#if canImport(XCTest)
import XCTest
#endif

/// Which test an event belongs to: the one the test case or trait announced, else the running
/// Swift Testing test, else the running XCTest test case.
enum CurrentTest {
    static var name: String {
        if let test = TestContext.current.test { return test.name }
        if let key = RunningFramework.swiftTestingCaseKey { return key }
        #if canImport(XCTest)
        if let testCase = XCTestTracking.currentTestCase { return readable(testCase.name) }
        #endif
        return "Tests"
    }

    /// `LoginTests.test_logIn` from XCTest's `-[LoginTests test_logIn]` (Apple) or
    /// `LoginTests.test_logIn` (Linux).
    static func readable(_ name: String) -> String {
        let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
        return trimmed.replacingOccurrences(of: " ", with: ".")
    }
}
