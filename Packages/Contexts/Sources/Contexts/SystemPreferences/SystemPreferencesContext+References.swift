// Zero-argument overloads, so the functions can be step bodies by reference:
// `Given(I: resetAllPrivacyPrompts)`. See AppContext+References.swift for how.

extension SystemPreferencesContext {
    /// ``openSystemPreferences(fileID:filePath:line:column:_:)`` as a step body by reference.
    @_disfavoredOverload
    public func openSystemPreferences() {
        let site = referenceSite()
        openSystemPreferences(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }

    /// ``terminateSystemPreferences(fileID:filePath:line:column:_:)`` as a step body by reference.
    @_disfavoredOverload
    public func terminateSystemPreferences() {
        let site = referenceSite()
        terminateSystemPreferences(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }

    /// ``resetAllPrivacyPrompts(fileID:filePath:line:column:_:)`` as a step body by reference.
    @_disfavoredOverload
    public func resetAllPrivacyPrompts() {
        let site = referenceSite()
        resetAllPrivacyPrompts(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}
