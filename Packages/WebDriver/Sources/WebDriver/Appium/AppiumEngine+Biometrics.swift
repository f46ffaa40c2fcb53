import ElementCore
import Foundation
import WebDriverClient

/// Simulated biometrics through the XCUITest driver: `mobile: enrollBiometric` and
/// `mobile: sendBiometricMatch` (iOS simulators only; a physical device or Android says so).
///
/// The simulator keeps its enrolment across sessions, so enrol after launching.
extension AppiumEngine: BiometricsControlling {
    /// Enrols (`true`) or unenrols (`false`) the simulator's biometrics. Unenrolling while the
    /// app is not running does nothing.
    public func setBiometricsEnrolled(_ enrolled: Bool) throws(EngineError) {
        guard let session = sessions.liveSession else {
            if enrolled { throw .unsupported(BiometricsMessages.notRunning(name)) }
            return
        }
        try biometrics([.enrollBiometric(enrolled)], in: session, what: enrolled ? "enrol biometrics" : "unenrol biometrics")
    }

    /// Sends a Face ID and a Touch ID match (or non-match) to the pending prompt.
    public func authenticateBiometrics(successfully: Bool) throws(EngineError) {
        guard let session = sessions.liveSession else {
            throw .unsupported(BiometricsMessages.notRunning(name))
        }
        let what = successfully ? "send a biometric match" : "send a biometric non-match"
        try biometrics(AppiumMobileCommand.sendBiometricMatch(successfully), in: session, what: what)
    }

    /// Sends the commands, each counted. A command the driver refuses means this device cannot
    /// simulate biometrics; only a session that ended is an engine failure.
    private func biometrics(_ commands: [AppiumMobileCommand], in session: WebDriverSession, what: String) throws(EngineError) {
        if let platform = (session.capabilities["platformName"]?.stringValue ?? session.requestedCapabilities.platformName)?.lowercased(),
           platform != "ios" {
            throw .unsupported("""
            \(name) cannot simulate biometrics on \(platform) through Appium: only the XCUITest driver's \
            `mobile: enrollBiometric` and `mobile: sendBiometricMatch` (iOS simulators) are supported.
            """)
        }
        do {
            for command in commands {
                sessions.countRequest()
                try session.executeSync(command.script, arguments: [command.body])
            }
        } catch let error as WebDriverError {
            if error.isSessionGone { throw EngineErrors.translate(error, while: what) }
            throw .unsupported("""
            \(name) could not \(what) through Appium: \(error). Appium simulates biometrics on iOS \
            simulators only (not on physical devices).
            """)
        } catch {
            throw .engineFailure("Could not \(what) through Appium: \(error)")
        }
    }
}
