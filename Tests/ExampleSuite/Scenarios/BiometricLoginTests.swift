import BDD
import Contexts
import ElementCore
import XCTest

/// Logging in with biometrics: a WebAuthn platform authenticator stands for Face ID.
final class BiometricLoginTests: ExampleAppTestCase {
    func test_biometricLogin_succeeds() {
        Scenario("Logging in successfully with biometrics") {
            Given(I: see(loginScreen.biometricLogInButton))
            And(the: deviceBiometricsAreEnabled)
            When(I: tap(loginScreen.biometricLogInButton))
            And(I: successfullyAuthenticateBiometrics)
            Then(I: see(profileScreen))
            And(the: value(of: profileScreen.usernameLabel, is: "My username"))
            And(the: value(of: profileScreen.loginMethodLabel, is: "Logged in with biometrics"))
        }
    }

    func test_biometricLogin_fails() {
        Scenario("Failing to authenticate with biometrics") {
            Given(the: deviceBiometricsAreEnabled)
            When(I: failToAuthenticateBiometrics)
            And(I: tap(loginScreen.biometricLogInButton))
            Then(I: see(loginScreen.loginFailedAlert))
            And(the: message(in: loginScreen.loginFailedAlert, is: "Failed to authenticate"))
            When(I: dismiss(loginScreen.loginFailedAlert))
            Then(I: see(loginScreen))
        }
    }

    func test_biometricLogin_unavailable() {
        Scenario("Logging in with biometrics on a device without them") {
            Given(the: deviceBiometricsAreDisabled)
            When(I: tap(loginScreen.biometricLogInButton))
            Then(the: message(in: loginScreen.loginFailedAlert, is: "Biometrics are unavailable on this device"))
        }
    }
}
