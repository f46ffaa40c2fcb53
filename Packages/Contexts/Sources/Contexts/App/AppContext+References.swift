import ElementCore

// Zero-argument overloads, so the functions can be step bodies by reference:
// `Given(I: backgroundTheApp)`. A function reference cannot use default arguments, so the
// located overloads do not fit `() throws -> Void`; and they cannot be referenced without
// their generic `Kind` (see `ContextCallKind`), so a bare name resolves here. These are
// disfavoured, so a call with parentheses, `backgroundTheApp()`, still picks the overload
// that records the caller's location.

extension AppContext {
    /// ``backgroundTheApp(fileID:filePath:line:column:_:)`` as a step body by reference.
    @_disfavoredOverload
    public func backgroundTheApp() {
        let site = referenceSite()
        backgroundTheApp(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }

    /// ``foregroundTheApp(fileID:filePath:line:column:_:)`` as a step body by reference.
    @_disfavoredOverload
    public func foregroundTheApp() {
        let site = referenceSite()
        foregroundTheApp(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }

    /// ``terminateTheApp(fileID:filePath:line:column:_:)`` as a step body by reference.
    @_disfavoredOverload
    public func terminateTheApp() {
        let site = referenceSite()
        terminateTheApp(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }

    /// ``launchTheApp(clean:fileID:filePath:line:column:_:)`` (not clean) as a step body by
    /// reference.
    @_disfavoredOverload
    public func launchTheApp() {
        let site = referenceSite()
        launchTheApp(clean: false, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }

    /// ``relaunchTheApp(fileID:filePath:line:column:_:)`` as a step body by reference.
    @_disfavoredOverload
    public func relaunchTheApp() {
        let site = referenceSite()
        relaunchTheApp(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }

    /// ``openSafari(fileID:filePath:line:column:_:)`` as a step body by reference.
    @_disfavoredOverload
    public func openSafari() {
        let site = referenceSite()
        openSafari(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}
