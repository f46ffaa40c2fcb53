import Foundation
import XCTest
@testable import BDD
@_spi(Testing) import TestRuntime

/// A failure XCTest was asked to record.
struct CapturedFailure: Equatable {
    var description: String
    var filePath: String?
    var line: Int?
}

/// An XCTest base class that can capture failures instead of failing the test,
/// so tests can assert on where and how BDD reports failures.
///
/// `XCTExpectFailure` does not exist in swift-corelibs-xctest, so this
/// overrides the hook each XCTest offers: `recordFailure(withDescription:inFile:atLine:expected:)`
/// in corelibs (Linux), `record(_:)` with an `XCTIssue` on Apple platforms.
/// Captured failures are also passed to BDD's observer, exactly as XCTest's
/// own implementation would notify its observers, so BDD sees them as it would
/// see a real failure.
class FailureCapturingTestCase: XCTestCase {
    private var isCapturing = false
    private var captured: [CapturedFailure] = []

    override class func setUp() {
        super.setUp()
        // Register BDD's observer before the first test starts, so BDD knows
        // every test case (see XCTestIntegration).
        XCTestIntegration.install()
    }

    /// Runs `body`, capturing (instead of recording) every failure reported
    /// meanwhile. An error escaping `body` is captured as a failure too.
    ///
    /// `body` may throw because a `try` inside a step's autoclosure
    /// (`When(I: try explode())`) makes Swift infer the enclosing closure as
    /// throwing, even though the step itself never throws.
    func capturingFailures(_ body: () throws -> Void) -> [CapturedFailure] {
        isCapturing = true
        captured = []
        do {
            try body()
        } catch {
            captured.append(CapturedFailure(description: "unexpected error: \(error)", filePath: nil, line: nil))
        }
        isCapturing = false
        return captured
    }

    #if BDD_APPLE_XCTEST
    override func record(_ issue: XCTIssue) {
        guard isCapturing else {
            super.record(issue)
            return
        }
        let location = issue.sourceCodeContext.location
        captured.append(CapturedFailure(
            description: issue.compactDescription,
            filePath: location?.fileURL.path,
            line: location?.lineNumber
        ))
        XCTestTracking.simulateObservedFailure(issue.compactDescription, in: self)
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard isCapturing else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            return
        }
        captured.append(CapturedFailure(description: description, filePath: filePath, line: lineNumber))
        XCTestTracking.simulateObservedFailure(description, in: self)
    }
    #endif
}
