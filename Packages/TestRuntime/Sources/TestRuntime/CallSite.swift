/// A place in a test's source: where a step was written, where a failing call was made, where a
/// failure should point.
///
/// Most APIs take `fileID`/`filePath`/`line`/`column` parameters with the caller's defaults. The
/// few protocol requirements kept without them for TABTestKit compatibility (`scroll(_:)`,
/// `adjust(to:)`, `dismiss()`…) read the call site a caller scoped with
/// ``with(fileID:filePath:line:column:operation:)`` — the Contexts do — else the running step's.
public struct CallSite: Sendable {
    /// `#fileID`. For a place built from text (``init(fileIDText:filePathText:line:column:)``,
    /// e.g. a line of a `.feature` file), `"<dynamic>"`: use ``fileIDText``.
    public var fileID: StaticString { staticFileID ?? "<dynamic>" }
    /// `#filePath`. For a place built from text, `"<dynamic>"`: use ``filePathText``.
    public var filePath: StaticString { staticFilePath ?? "<dynamic>" }
    /// `#line`.
    public var line: UInt
    /// `#column`.
    public var column: UInt
    /// The file ID as a `String`.
    public let fileIDText: String
    /// The file path as a `String`.
    public let filePathText: String
    private let staticFileID: StaticString?
    private let staticFilePath: StaticString?

    /// Creates a call site; the defaults capture the caller's.
    public init(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.staticFileID = fileID
        self.staticFilePath = filePath
        self.fileIDText = "\(fileID)"
        self.filePathText = "\(filePath)"
        self.line = line
        self.column = column
    }

    /// A place known only at run time, such as a line of a `.feature` file.
    public init(fileIDText: String, filePathText: String, line: UInt, column: UInt) {
        self.staticFileID = nil
        self.staticFilePath = nil
        self.fileIDText = fileIDText
        self.filePathText = filePathText
        self.line = line
        self.column = column
    }

    /// Whether the place was written in Swift source (as opposed to built from text).
    public var isStatic: Bool { staticFilePath != nil }

    /// `LoginTests.swift:12`-style text: the file ID and line.
    public var shortDescription: String { "\(fileIDText):\(line)" }

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
