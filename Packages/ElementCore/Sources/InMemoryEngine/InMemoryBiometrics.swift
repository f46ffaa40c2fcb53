import ElementCore
import Foundation

/// Simulated biometrics for in-memory apps: an enrolment flag, and a handler the app
/// registers to hear about authentication attempts.
extension InMemoryEngine: BiometricsControlling {
    /// Whether biometrics are enrolled.
    public var biometricsEnrolled: Bool { biometrics.current.enrolled }

    public func setBiometricsEnrolled(_ enrolled: Bool) throws(EngineError) {
        biometrics.withLock { $0.enrolled = enrolled }
    }

    /// Runs the app's `onBiometrics` handler with the outcome: a match fails when biometrics
    /// are not enrolled.
    public func authenticateBiometrics(successfully: Bool) throws(EngineError) {
        let enrolled = biometrics.current.enrolled
        update { ui in
            self.app(.underTest)?.definition.onBiometrics?(enrolled ? (successfully ? .match : .noMatch) : .notEnrolled, ui)
        }
    }
}

/// What an in-memory app hears when the test answers a biometric prompt.
public enum InMemoryBiometricOutcome: Sendable, Equatable {
    /// The face or finger matched.
    case match
    /// It did not match.
    case noMatch
    /// Biometrics are not enrolled on the device.
    case notEnrolled
}

/// The driver's biometric state.
struct InMemoryBiometricsState {
    var enrolled = false
}
