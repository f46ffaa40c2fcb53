import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// The sink at the end of the failure path: hands a failure to the test framework running the
/// test — Swift Testing when a Swift Testing test is running, else XCTest — once.
///
/// While it reports, ``TestContext/isReportingFailure`` is true, so XCTest observers (BDD's
/// steps) do not take the framework's own report for a second failure.
public final class FrameworkReporter: FailureSink {
    /// The reporter.
    public static let shared = FrameworkReporter()

    private init() {}

    /// Reports `failure` at its ``Failure/location``, records it in the context's ``TestRun``,
    /// then tells the ``FailureListeners``. A failure the test framework recorded itself is only
    /// recorded in the run.
    public func record(_ failure: Failure) {
        TestContext.current.run?.record(failure)
        if failure.isRecordedByTestFramework { return }
        var reporting = TestContext.current
        reporting.isReportingFailure = true
        TestContext.$current.withValue(reporting) {
            Self.report(failure)
        }
        FailureListeners.notify(failure)
    }

    private static func report(_ failure: Failure) {
        let message = failure.fullMessage
        let site = failure.location
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation(site))
            SwiftTestingAttachments.record(failure.attachments)
            return
        }
        #endif
        #if canImport(XCTest)
        if XCTestTracking.record(message, at: site, attachments: failure.attachments) { return }
        if site.isStatic {
            XCTFail(message, file: site.filePath, line: site.line)
        } else {
            XCTFail("\(site.filePathText):\(site.line): \(message)")
        }
        #else
        FileHandle.standardError.write(Data("\(site.filePath):\(site.line): error: \(TerminalText.sanitize(message))\n".utf8))
        #endif
    }

    #if canImport(Testing)
    /// A location Swift Testing accepts: it traps on a file ID without a module prefix or on a
    /// line or column below 1, and locations can come from anyone's code.
    static func sourceLocation(_ site: CallSite) -> SourceLocation {
        var id = site.fileIDText
        if !id.contains("/") { id = "Unknown/" + (id.isEmpty ? "Unknown.swift" : id) }
        return SourceLocation(
            fileID: id,
            filePath: site.filePathText,
            line: max(1, Int(clamping: site.line)),
            column: max(1, Int(clamping: site.column))
        )
    }
    #endif
}
