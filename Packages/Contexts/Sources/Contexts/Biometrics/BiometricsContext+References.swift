// Zero-argument overloads, so the functions can be step bodies by reference:
// `Given(the: deviceBiometricsAreEnabled)`. See AppContext+References.swift for how.

extension BiometricsContext {
    /// ``deviceBiometricsAreEnabled(fileID:filePath:line:column:_:)`` as a step body by reference.
    @_disfavoredOverload
    public func deviceBiometricsAreEnabled() {
        let site = referenceSite()
        deviceBiometricsAreEnabled(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }

    /// ``deviceBiometricsAreDisabled(fileID:filePath:line:column:_:)`` as a step body by reference.
    @_disfavoredOverload
    public func deviceBiometricsAreDisabled() {
        let site = referenceSite()
        deviceBiometricsAreDisabled(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }

    /// ``successfullyAuthenticateBiometrics(fileID:filePath:line:column:_:)`` as a step body by
    /// reference.
    @_disfavoredOverload
    public func successfullyAuthenticateBiometrics() {
        let site = referenceSite()
        successfullyAuthenticateBiometrics(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }

    /// ``failToAuthenticateBiometrics(fileID:filePath:line:column:_:)`` as a step body by
    /// reference.
    @_disfavoredOverload
    public func failToAuthenticateBiometrics() {
        let site = referenceSite()
        failToAuthenticateBiometrics(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}
