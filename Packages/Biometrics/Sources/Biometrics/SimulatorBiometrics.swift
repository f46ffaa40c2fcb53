import ElementCore

/// The iOS simulator backend: the Darwin notifications the simulator's BiometricKit listens to.
///
/// - A match posts `com.apple.BiometricKit_Sim.fingerTouch.match` then
///   `com.apple.BiometricKit_Sim.pearl.match` (Touch ID and Face ID, so either kind of
///   simulated device hears it); a non-match posts the `.nomatch` variants.
/// - Enrolment sets the state of `com.apple.BiometricKit.enrollmentChanged` to 1 (enrolled) or
///   0 and posts it.
struct SimulatorBiometrics: BiometricsControlling {
    static let enrollmentChanged = "com.apple.BiometricKit.enrollmentChanged"

    /// The notifications that answer a prompt, in the order they are posted.
    static func matchNotifications(successfully: Bool) -> [String] {
        let outcome = successfully ? "match" : "nomatch"
        return ["fingerTouch", "pearl"].map { "com.apple.BiometricKit_Sim.\($0).\(outcome)" }
    }

    let notifier: any DarwinNotifying

    func setBiometricsEnrolled(_ enrolled: Bool) throws(EngineError) {
        let name = Self.enrollmentChanged
        let registration = notifier.registerCheck(name)
        try Self.check(registration.status, "register for \(name)")
        defer { _ = notifier.cancel(registration.token) }
        try Self.check(notifier.setState(enrolled ? 1 : 0, token: registration.token), "set the state of \(name)")
        try Self.check(notifier.post(name), "post \(name)")
    }

    func authenticateBiometrics(successfully: Bool) throws(EngineError) {
        for name in Self.matchNotifications(successfully: successfully) {
            try Self.check(notifier.post(name), "post \(name)")
        }
    }

    /// Throws unless `status` is `NOTIFY_STATUS_OK` (0).
    private static func check(_ status: UInt32, _ what: String) throws(EngineError) {
        guard status == 0 else {
            throw .engineFailure("The iOS simulator backend could not \(what): notify status \(status).")
        }
    }
}
