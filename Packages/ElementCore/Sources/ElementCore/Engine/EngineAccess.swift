import Foundation

/// Finds the engine of the running test, or reports why there is none.
///
/// Plumbing for the packages built on ElementCore (Contexts, SystemApps, XCUIStyleExtensions),
/// not for tests: it is SPI, imported with `@_spi(TABTestKitInternals) import ElementCore`.
/// Tests reach the engine through elements and contexts, which fail the same way.
@_spi(TABTestKitInternals)
public enum EngineAccess {
    /// The current engine; records a failure explaining how to provide one when missing.
    public static func engine(
        for what: @autoclosure () -> String,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) -> (any Engine)? {
        if let engine = currentEngine { return engine }
        Failures.record(
            ElementFailure(.noEngine, attempt: what(), query: nil),
            fileID: fileID, filePath: filePath, line: line, column: column
        )
        return nil
    }
}
