/// An engine capability: simulating the device's biometrics (Face ID, Touch ID, or a
/// platform authenticator on the web).
///
/// Ask the driver for it with `driver.capability(BiometricsControlling.self)`; the
/// `Biometrics` package offers the test-facing API and the backends of the engines that do
/// not implement it themselves.
public protocol BiometricsControlling: Sendable {
    /// Enrols (`true`) or unenrols (`false`) the device's biometrics.
    func setBiometricsEnrolled(_ enrolled: Bool) throws(EngineError)
    /// Answers the pending (or next) biometric prompt with a match or a non-match.
    func authenticateBiometrics(successfully: Bool) throws(EngineError)
}
