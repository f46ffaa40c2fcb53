import Contexts
import ElementCore
import Foundation
import InMemoryEngine
import Testing

@Suite("BiometricsContext")
struct BiometricsContextTests: BiometricsContext, NavigationContext {
    @Test func enrolAndUnenrol() {
        let driver = biometricDriver()
        expectNoFailures(on: driver) { deviceBiometricsAreEnabled() }
        #expect(driver.biometricsEnrolled)
        expectNoFailures(on: driver) { deviceBiometricsAreDisabled() }
        #expect(!driver.biometricsEnrolled)
    }

    @Test func aSuccessfulAuthentication() {
        expectNoFailures(on: biometricDriver()) {
            deviceBiometricsAreEnabled()
            successfullyAuthenticateBiometrics()
            see(View(id: "Welcome"))
        }
    }

    @Test func aFailedAuthentication() {
        expectNoFailures(on: biometricDriver()) {
            deviceBiometricsAreEnabled()
            failToAuthenticateBiometrics()
            see(View(id: "Login failed"))
        }
    }

    // The failure messages are the Biometrics package's: these tests check their opening and
    // that each is reported once, at the context call.

    @Test func enrollingOnAnEngineWithoutBiometrics() {
        let line: UInt = #line + 1
        let recorded = failures(on: LimitedDriver(biometricDriver())) { deviceBiometricsAreEnabled() }
        expectFailure(recorded, at: line, startingWith: "Could not enrol biometrics: limited cannot simulate biometrics")
    }

    @Test func unenrollingWithoutAnEngine() {
        let line: UInt = #line + 1
        let recorded = failures(on: nil) { deviceBiometricsAreDisabled() }
        expectFailure(recorded, at: line, startingWith: "Could not unenrol biometrics: no engine is running")
    }

    @Test func authenticatingOnAnEngineWithoutBiometrics() {
        let line: UInt = #line + 1
        let recorded = failures(on: LimitedDriver(biometricDriver())) { successfullyAuthenticateBiometrics() }
        expectFailure(recorded, at: line, startingWith: "Could not authenticate with biometrics: limited cannot simulate biometrics")
    }

    @Test func failingToAuthenticateOnAnEngineWithoutBiometrics() {
        let line: UInt = #line + 1
        let recorded = failures(on: LimitedDriver(biometricDriver())) { failToAuthenticateBiometrics() }
        expectFailure(recorded, at: line, startingWith: "Could not fail biometric authentication: limited cannot simulate biometrics")
    }
}
