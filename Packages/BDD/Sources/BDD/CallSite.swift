/// A call site: where a step or scenario was written.
///
/// The `StaticString` forms are kept because XCTest's `XCTFail` and the step-context channel
/// (read by ElementCore, whose failures point at the running step) need them.
struct CallSite: Sendable {
    var staticFileID: StaticString
    var staticFilePath: StaticString
    var line: UInt
    var column: UInt

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.staticFileID = fileID
        self.staticFilePath = filePath
        self.line = line
        self.column = column
    }

    var fileID: String { "\(staticFileID)" }
    var filePath: String { "\(staticFilePath)" }
}
