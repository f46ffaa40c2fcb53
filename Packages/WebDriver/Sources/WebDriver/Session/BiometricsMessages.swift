/// What the engines built on WebDriver say about biometrics, in the same words on the web and
/// on Appium.
enum BiometricsMessages {
    /// Why `engine` cannot enrol or answer a prompt before the app is launched.
    static func notRunning(_ engine: String) -> String {
        """
        \(engine) cannot simulate biometrics while the app is not running: launch the app first \
        (the virtual authenticator, or Appium's biometric commands, live in the session each launch opens).
        """
    }
}
