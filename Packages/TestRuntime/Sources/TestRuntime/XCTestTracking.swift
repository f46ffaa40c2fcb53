#if canImport(XCTest)
import Foundation
import XCTest

/// What the framework knows about the running XCTest test case, learned through an
/// `XCTestObservation` observer: XCTest has no public "current test case".
///
/// It lets failures be recorded on the running test case from any thread, counts test cases
/// (each start begins a new *generation*, which scopes BDD's stop-on-failure state to one test),
/// and routes failures XCTest recorded by itself (an `XCTAssert` in a step's body) to the
/// ``FailureSink`` of the context they were raised in.
public enum XCTestTracking {
    private struct State {
        var generation: UInt64 = 0
        var isInstalled = false
        weak var testCase: XCTestCase?
        var fallbackSink: (any FailureSink)?
    }

    private static let state = Locked(State())

    /// How many XCTest test cases started since observation began.
    public static var generation: UInt64 { state.withLock { $0.generation } }

    /// The running XCTest test case, if one is known.
    public static var currentTestCase: XCTestCase? { state.withLock { $0.testCase } }

    /// The sink told of failures XCTest records on a thread where no context names one (say,
    /// from a background queue).
    public static func setFallbackSink(_ sink: (any FailureSink)?) {
        state.withLock { $0.fallbackSink = sink }
    }

    /// Registers the observer with XCTest, once per process. Does nothing under Swift Testing,
    /// which XCTest observers cannot see.
    public static func installIfNeeded() {
        #if canImport(Testing)
        if RunningFramework.isSwiftTesting { return }
        #endif
        let shouldInstall = state.withLock { state in
            defer { state.isInstalled = true }
            return !state.isInstalled
        }
        guard shouldInstall else { return }
        #if TABTESTKIT_APPLE_XCTEST
        // Apple's XCTest only accepts observers on the main thread.
        if Thread.isMainThread {
            MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(Observer.shared) }
        } else {
            Task { @MainActor in XCTestObservationCenter.shared.addTestObserver(Observer.shared) }
        }
        #else
        XCTestObservationCenter.shared.addTestObserver(Observer.shared)
        #endif
    }

    /// Makes `testCase` the running test case when XCTest's observer has not named one: the
    /// observer is registered by the first test that needs it, after XCTest announced that test,
    /// so without this its failures could not be recorded at their own file and line.
    public static func noteRunning(_ testCase: XCTestCase) {
        state.withLock { state in
            if state.testCase == nil { state.testCase = testCase }
        }
    }

    /// Records a failure on the running test case at `site`.
    /// - Returns: `false` when no test case is known.
    static func record(_ message: String, at site: CallSite, attachments: [FailureAttachment]) -> Bool {
        guard let testCase = currentTestCase else { return false }
        let line = max(1, Int(clamping: site.line))
        #if TABTESTKIT_APPLE_XCTEST
        let location = XCTSourceCodeLocation(filePath: site.filePathText, lineNumber: line)
        var issue = XCTIssue(type: .assertionFailure, compactDescription: message, sourceCodeContext: XCTSourceCodeContext(location: location))
        for attachment in attachments {
            let xctAttachment = XCTAttachment(data: attachment.data, uniformTypeIdentifier: AppleTypes.identifier(for: attachment.mediaType))
            xctAttachment.name = attachment.name
            xctAttachment.lifetime = .keepAlways
            issue.add(xctAttachment)
        }
        testCase.record(issue)
        #else
        testCase.recordFailure(withDescription: message, inFile: site.filePathText, atLine: line, expected: true)
        #endif
        return true
    }

    /// Begins a new test case, as XCTest's observer does (for the framework's own tests).
    @_spi(Testing) public static func simulateTestCaseStart(_ testCase: XCTestCase) {
        testCaseWillStart(testCase)
    }

    /// Reports a failure as XCTest's observer would (for the framework's own tests).
    @_spi(Testing) public static func simulateObservedFailure(_ description: String, in testCase: XCTestCase? = nil) {
        failureObserved(description, in: testCase)
    }

    fileprivate static func testCaseWillStart(_ testCase: XCTestCase) {
        state.withLock { state in
            state.generation += 1
            state.testCase = testCase
        }
    }

    fileprivate static func testCaseDidFinish(_ testCase: XCTestCase) {
        state.withLock { state in
            if state.testCase === testCase { state.testCase = nil }
        }
    }

    /// XCTest recorded a failure: unless it is the framework's own report, record it in the
    /// test's run of the context it was raised in (else tell that context's sink).
    fileprivate static func failureObserved(_ description: String, in testCase: XCTestCase?) {
        let fallback = state.withLock { state -> (any FailureSink)? in
            if state.testCase == nil, let testCase { state.testCase = testCase }
            return state.fallbackSink
        }
        let context = TestContext.current
        guard !context.isReportingFailure else { return }
        guard let run = context.run else {
            (context.failureSink ?? fallback)?.noteRecordedElsewhere(description)
            return
        }
        // Raised where a test's run is known: it is that run's failure (the step running, if
        // any, sees it there), already reported by XCTest.
        let site = context.step?.site ?? context.callSite ?? CallSite(fileIDText: "", filePathText: "", line: 0, column: 0)
        run.record(Failure(
            cause: FailureText(description, isRecordedByTestFramework: true), origin: site,
            step: context.step, scenario: context.scenario, test: context.test
        ))
    }

    /// The observer registered with XCTest.
    private final class Observer: NSObject, XCTestObservation, @unchecked Sendable {
        // @unchecked: stateless; XCTest calls it on its own threads.
        static let shared = Observer()

        func testCaseWillStart(_ testCase: XCTestCase) {
            XCTestTracking.testCaseWillStart(testCase)
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
            XCTestTracking.testCaseDidFinish(testCase)
        }

        #if TABTESTKIT_APPLE_XCTEST
        func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
            XCTestTracking.failureObserved(issue.compactDescription, in: testCase)
        }
        #else
        func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
            XCTestTracking.failureObserved(description, in: testCase)
        }
        #endif
    }
}
#endif
