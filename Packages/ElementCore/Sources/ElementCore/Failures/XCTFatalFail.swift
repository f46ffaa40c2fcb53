import Foundation

/// Fails the test with `message` and stops the test process: `XCTFail` for a `guard` that must
/// not fall through (`guard let user else { XCTFatalFail("No user") }`). TABTestKit 1.8's
/// function, kept for suites written with it.
///
/// The failure is recorded first, at the caller's file and line, through the running step or
/// test like any other. Since the function cannot return, it then ends the process, taking
/// every test still to run with it: prefer `XCTFail(…)` followed by `return`, or a throwing
/// `try #require(…)`, which fail only the test at hand.
public func XCTFatalFail(
    _ message: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Never {
    Failures.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
    fatalError("XCTFatalFail: \(Secrets.mask(message))")
}
