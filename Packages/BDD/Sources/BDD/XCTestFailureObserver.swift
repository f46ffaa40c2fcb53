#if canImport(XCTest)
import Foundation
import XCTest

/// BDD's XCTest observer: tracks the running test case and turns every
/// failure XCTest records while a step runs into a failure of that step.
final class XCTestFailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
    /// The one instance BDD registers.
    static let shared = XCTestFailureObserver()

    func testCaseWillStart(_ testCase: XCTestCase) {
        XCTestTracker.testCaseWillStart(testCase)
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        XCTestTracker.testCaseDidFinish(testCase)
    }

    #if BDD_APPLE_XCTEST
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
        XCTestTracker.failureObserved(issue.compactDescription, in: testCase)
    }
    #else
    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        XCTestTracker.failureObserved(description, in: testCase)
    }
    #endif
}
#endif
