import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// The single place where BDD reports a test failure.
///
/// - Under Swift Testing (`Test.current != nil`) it records an `Issue` at the
///   given source location.
/// - Otherwise it records the failure on the running XCTest test case at the
///   given file and line (see ``XCTestTracker``).
/// - If no XCTest test case is known either (the step runs on a thread
///   outside any Swift Testing task, or in the first XCTest test before BDD's
///   observer was registered), it tries every channel that might reach a
///   running test: `XCTFail` with the location in the message (reaches a
///   running XCTest test), `Issue.record` at the location (reaches a Swift
///   Testing run as an issue outside any test), and standard error, so the
///   failure is never lost silently.
///
/// While reporting, ``isReporting`` is true on the current thread, so BDD's
/// XCTest observer does not mistake BDD's own report for a new failure.
enum FailureReporter {
    private static let reportingDepth = ThreadLocalStack<Bool>(key: "BDD.Reporting")

    /// Whether BDD is reporting a failure on the current thread right now.
    static var isReporting: Bool {
        reportingDepth.top ?? false
    }

    /// Records a failure with `message` at `site`.
    static func recordFailure(_ message: String, at site: CallSite) {
        reportingDepth.with(true) {
            #if canImport(Testing)
            if Test.current != nil {
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation(for: site))
                return
            }
            #endif
            #if canImport(XCTest)
            if XCTestTracker.recordFailure(message, at: site) {
                return
            }
            XCTFail(message, file: site.staticFilePath, line: site.line)
            #endif
            #if canImport(Testing)
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation(for: site))
            #endif
            FileHandle.standardError.write(Data("\(site.filePath):\(site.line): error: \(message)\n".utf8))
        }
    }

    #if canImport(Testing)
    /// A Swift Testing source location for `site`.
    ///
    /// `SourceLocation` traps on a `fileID` without a `/` or on a line or column
    /// below 1; call sites come from users (the parameters have defaults but can
    /// be passed explicitly), so they are made valid first.
    static func sourceLocation(for site: CallSite) -> SourceLocation {
        var fileID = site.fileID
        if !fileID.contains("/") {
            fileID = "Unknown/" + (fileID.isEmpty ? "Unknown.swift" : fileID)
        }
        return SourceLocation(
            fileID: fileID,
            filePath: site.filePath,
            line: max(1, Int(clamping: site.line)),
            column: max(1, Int(clamping: site.column))
        )
    }
    #endif
}
