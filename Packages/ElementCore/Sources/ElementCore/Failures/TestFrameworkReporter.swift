import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Hands a failure to the test framework that runs the current test: Swift Testing when a
/// Swift Testing test is running, else XCTest.
///
/// IssueReporting was tried first (as the issue suggested): on Linux with Swift 6.3 it does not
/// reach Swift Testing — a failing check in a `@Test` function passed silently — so the
/// framework calls both test libraries directly. ElementCore is only ever linked into test
/// bundles, where both are available.
enum TestFrameworkReporter {
    static func report(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation(fileID, filePath, line, column))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        FileHandle.standardError.write(Data("\(filePath):\(line): error: \(message)\n".utf8))
        #endif
    }

    #if canImport(Testing)
    /// A location Swift Testing accepts: it traps on a file ID without a module prefix or on a
    /// line or column below 1, and locations can come from anyone's code.
    private static func sourceLocation(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) -> SourceLocation {
        var id = "\(fileID)"
        if !id.contains("/") { id = "Unknown/" + (id.isEmpty ? "Unknown.swift" : id) }
        return SourceLocation(fileID: id, filePath: "\(filePath)", line: max(1, Int(clamping: line)), column: max(1, Int(clamping: column)))
    }
    #endif
}
