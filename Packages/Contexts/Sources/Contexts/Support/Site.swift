@_spi(TABTestKitInternals) import ElementCore

extension CallSite {
    /// Records a failure with a typed cause at this place (a cause caught from another call is
    /// handed on as it is, not as text).
    func record(_ cause: any FailureCause) {
        Failures.record(cause, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The current engine, or `nil` after recording why there is none.
    func driver(for what: @autoclosure () -> String) -> (any Engine)? {
        EngineAccess.engine(for: what(), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Runs `operation` with location-less calls (`scroll(_:)`, `dismiss()`…) pointing here.
    func scope<Result>(_ operation: () throws -> Result) rethrows -> Result {
        try CallSite.with(fileID: fileID, filePath: filePath, line: line, column: column, operation: operation)
    }
}

/// The call site of a bare function reference used as a step body (`Given(I: backgroundTheApp)`):
/// it has no caller location of its own. Inside a BDD step, failures point at the step
/// anyway; elsewhere they point at the scoped call site, if any, else here.
func referenceSite(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> CallSite {
    CallSite.current(or: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}
