/// A place in a test's source: where a step was written, where a failing call was made, where a
/// failure should point.
///
/// Most APIs take `fileID`/`filePath`/`line`/`column` parameters with the caller's defaults. The
/// few protocol requirements kept without them for TABTestKit compatibility (`scroll(_:)`,
/// `adjust(to:)`, `dismiss()`…) read the call site a caller scoped with
/// ``with(fileID:filePath:line:column:operation:)`` — the Contexts do — else the running step's.
public struct CallSite: Sendable {
    /// `#fileID`, e.g. `MyAppUITests/LoginTests.swift`.
    public var fileID: StaticString
    /// `#filePath`.
    public var filePath: StaticString
    /// `#line`.
    public var line: UInt
    /// `#column`.
    public var column: UInt

    /// Creates a call site; the defaults capture the caller's.
    public init(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The file ID as a `String`.
    public var fileIDText: String { "\(fileID)" }
    /// The file path as a `String`.
    public var filePathText: String { "\(filePath)" }

    /// `LoginTests.swift:12`-style text: the file ID and line.
    public var shortDescription: String { "\(fileID):\(line)" }

    /// The call site scoped by ``with(fileID:filePath:line:column:operation:)``, if any.
    public static var current: CallSite? { TestContext.current.callSite }

    /// The scoped call site, or `fallback`.
    public static func current(or fallback: CallSite) -> CallSite {
        TestContext.current.callSite ?? fallback
    }

    /// Runs `operation` with failures of location-less calls pointing at the given place.
    public static func with<Result>(
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt,
        operation: () throws -> Result
    ) rethrows -> Result {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return try TestContext.with({ $0.callSite = site }, operation)
    }
}
