import Foundation
#if canImport(XCTest)
import XCTest
#endif

/// What BDD knows about the running XCTest test case, learned through
/// ``XCTestFailureObserver``.
///
/// XCTest offers no public "current test case", so BDD registers an
/// `XCTestObservation` observer (on first use, or earlier through
/// ``XCTestIntegration/install()``) and remembers the test case between
/// `testCaseWillStart(_:)` and `testCaseDidFinish(_:)`. Each test case start
/// begins a new *generation*, which is how stop-on-failure state is scoped to
/// one XCTest test.
enum XCTestTracker {
    private struct State {
        var generation: UInt64 = 0
        var isObserverInstalled = false
        #if canImport(XCTest)
        weak var testCase: XCTestCase?
        #endif
    }

    private static let state = Locked(State())

    /// The number of XCTest test cases started since BDD began observing.
    static var generation: UInt64 {
        state.withLock { $0.generation }
    }

    #if canImport(XCTest)
    /// Called when an XCTest test case starts.
    static func testCaseWillStart(_ testCase: XCTestCase) {
        let generation = state.withLock { state in
            state.generation += 1
            state.testCase = testCase
            return state.generation
        }
        TestFailureState.forgetXCTestGenerations(before: generation)
    }

    /// Called when an XCTest test case finishes.
    static func testCaseDidFinish(_ testCase: XCTestCase) {
        state.withLock { state in
            if state.testCase === testCase {
                state.testCase = nil
            }
        }
    }

    /// Called when XCTest records a failure: marks the step it belongs to as
    /// failed, unless the failure is BDD's own report.
    ///
    /// - Parameter testCase: The test case the failure was recorded on. If BDD
    ///   did not know the running test case yet (its observer was registered
    ///   after the test started), it adopts this one.
    static func failureObserved(_ description: String, in testCase: XCTestCase? = nil) {
        if let testCase {
            state.withLock { state in
                if state.testCase == nil {
                    state.testCase = testCase
                }
            }
        }
        guard !FailureReporter.isReporting else { return }
        RunningStep.blamedForXCTestFailure()?.noteFailure(description)
    }

    /// Records a failure on the running XCTest test case at `site`.
    /// - Returns: `false` when no test case is known.
    static func recordFailure(_ message: String, at site: CallSite) -> Bool {
        guard let testCase = state.withLock({ $0.testCase }) else { return false }
        let line = max(1, Int(clamping: site.line))
        #if BDD_APPLE_XCTEST
        let location = XCTSourceCodeLocation(filePath: site.filePath, lineNumber: line)
        let issue = XCTIssue(
            type: .assertionFailure,
            compactDescription: message,
            sourceCodeContext: XCTSourceCodeContext(location: location)
        )
        testCase.record(issue)
        #else
        testCase.recordFailure(withDescription: message, inFile: site.filePath, atLine: line, expected: true)
        #endif
        return true
    }

    /// Registers ``XCTestFailureObserver`` with XCTest, once per process.
    /// Does nothing under Swift Testing, which XCTest observers cannot see.
    static func installObserverIfNeeded() {
        guard !TestIdentity.isSwiftTesting else { return }
        let shouldInstall = state.withLock { state in
            defer { state.isObserverInstalled = true }
            return !state.isObserverInstalled
        }
        guard shouldInstall else { return }
        #if BDD_APPLE_XCTEST
        // Apple's XCTest only accepts observers on the main thread.
        if Thread.isMainThread {
            MainActor.assumeIsolated {
                XCTestObservationCenter.shared.addTestObserver(XCTestFailureObserver.shared)
            }
        } else {
            Task { @MainActor in
                XCTestObservationCenter.shared.addTestObserver(XCTestFailureObserver.shared)
            }
        }
        #else
        XCTestObservationCenter.shared.addTestObserver(XCTestFailureObserver.shared)
        #endif
    }
    #else
    /// XCTest is not available: nothing to install.
    static func installObserverIfNeeded() {}
    #endif
}
