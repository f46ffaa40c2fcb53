import Biometrics
import ElementCore

/// Functions for the device's biometrics (Face ID, Touch ID, or a platform authenticator on
/// the web), delegating to the `Biometrics` package on the current engine.
///
/// ```swift
/// Given(the: deviceBiometricsAreEnabled)
/// When(I: successfullyAuthenticateBiometrics)
/// Then(I: see(homeScreen))
/// ```
public protocol BiometricsContext {}

extension BiometricsContext {
    /// Enrols the device's biometrics, as the simulator's Enrolled menu item does.
    public func deviceBiometricsAreEnabled<Kind: ContextCallKind>(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ kind: Kind.Type = DirectCall.self
    ) {
        Biometrics.enrolled(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Unenrols the device's biometrics.
    public func deviceBiometricsAreDisabled<Kind: ContextCallKind>(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ kind: Kind.Type = DirectCall.self
    ) {
        Biometrics.unenrolled(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Answers the biometric prompt with a matching face or finger.
    public func successfullyAuthenticateBiometrics<Kind: ContextCallKind>(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ kind: Kind.Type = DirectCall.self
    ) {
        Biometrics.successfulAuthentication(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Answers the biometric prompt with a face or finger that does not match.
    public func failToAuthenticateBiometrics<Kind: ContextCallKind>(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ kind: Kind.Type = DirectCall.self
    ) {
        Biometrics.unsuccessfulAuthentication(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
