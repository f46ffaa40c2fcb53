import Foundation

/// Finds the driver of the running test, or reports why there is none.
///
/// Plumbing for the packages built on ElementCore (Contexts, SystemApps, XCUIStyleExtensions),
/// not for tests: it is SPI, imported with `@_spi(TABTestKitInternals) import ElementCore`.
/// Tests reach the engine through elements and contexts, which fail the same way.
@_spi(TABTestKitInternals)
public enum EngineAccess {
    /// The current driver; records a failure explaining how to provide one when missing.
    public static func driver(
        for what: @autoclosure () -> String,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) -> (any Driver)? {
        if let driver = Engine.current { return driver }
        Failures.record(
            ElementFailure(.noEngine, attempt: what(), query: nil),
            fileID: fileID, filePath: filePath, line: line, column: column
        )
        return nil
    }
}
