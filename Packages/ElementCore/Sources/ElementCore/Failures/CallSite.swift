/// A place in the test's source: where a failure should point.
///
/// Most APIs take `fileID`/`filePath`/`line`/`column` parameters. The few protocol
/// requirements kept without them for TABTestKit compatibility (`scroll(_:)`,
/// `adjust(to:)`, `dismiss()`, `complete()`, `refresh()`) read the call site that the caller
/// scoped with ``with(fileID:filePath:line:column:operation:)`` — the Contexts do so — and
/// otherwise the running BDD step's.
public struct CallSite: Sendable {
    /// `#fileID`.
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

    @TaskLocal private static var scoped: CallSite?

    /// The scoped call site, if any.
    public static var current: CallSite? { scoped }

    /// Runs `operation` with failures of location-less calls pointing at the given place.
    public static func with<Result>(
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt,
        operation: () throws -> Result
    ) rethrows -> Result {
        try $scoped.withValue(CallSite(fileID: fileID, filePath: filePath, line: line, column: column), operation: operation)
    }

    /// The scoped call site, or `fallback`.
    public static func current(or fallback: CallSite) -> CallSite {
        scoped ?? fallback
    }
}
