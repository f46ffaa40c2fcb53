@testable import Biometrics
import ElementCore
import Testing

@Suite("iOS simulator backend (Darwin notifications)")
struct SimulatorBackendTests {
    let enrollment = "com.apple.BiometricKit.enrollmentChanged"

    @Test func enrollingSetsTheStateToOneAndPosts() throws {
        let notifier = RecordingNotifier(token: 42)
        try SimulatorBiometrics(notifier: notifier).setBiometricsEnrolled(true)
        #expect(notifier.calls == [.registerCheck(enrollment), .setState(1, token: 42), .post(enrollment), .cancel(42)])
    }

    @Test func unenrollingSetsTheStateToZeroAndPosts() throws {
        let notifier = RecordingNotifier(token: 3)
        try SimulatorBiometrics(notifier: notifier).setBiometricsEnrolled(false)
        #expect(notifier.calls == [.registerCheck(enrollment), .setState(0, token: 3), .post(enrollment), .cancel(3)])
    }

    @Test func aMatchPostsTouchIDThenFaceID() throws {
        let notifier = RecordingNotifier()
        try SimulatorBiometrics(notifier: notifier).authenticateBiometrics(successfully: true)
        #expect(notifier.calls == [
            .post("com.apple.BiometricKit_Sim.fingerTouch.match"),
            .post("com.apple.BiometricKit_Sim.pearl.match"),
        ])
    }

    @Test func aNonMatchPostsTheNoMatchVariants() throws {
        let notifier = RecordingNotifier()
        try SimulatorBiometrics(notifier: notifier).authenticateBiometrics(successfully: false)
        #expect(notifier.calls == [
            .post("com.apple.BiometricKit_Sim.fingerTouch.nomatch"),
            .post("com.apple.BiometricKit_Sim.pearl.nomatch"),
        ])
    }

    @Test func aFailedRegistrationStopsEverything() {
        let notifier = RecordingNotifier { $0 == .registerCheck("com.apple.BiometricKit.enrollmentChanged") ? 2 : nil }
        let error = #expect(throws: EngineError.self) { try SimulatorBiometrics(notifier: notifier).setBiometricsEnrolled(true) }
        #expect(error?.description == "The iOS simulator backend could not register for \(enrollment): notify status 2.")
        #expect(notifier.calls == [.registerCheck(enrollment)])
    }

    @Test func aFailedStateChangeStillCancelsTheToken() {
        let notifier = RecordingNotifier(token: 9) { call in
            if case .setState = call { return 1 }
            return nil
        }
        let error = #expect(throws: EngineError.self) { try SimulatorBiometrics(notifier: notifier).setBiometricsEnrolled(false) }
        #expect(error?.description == "The iOS simulator backend could not set the state of \(enrollment): notify status 1.")
        #expect(notifier.calls == [.registerCheck(enrollment), .setState(0, token: 9), .cancel(9)])
    }

    @Test func aFailedPostStopsTheMatch() {
        let notifier = RecordingNotifier { $0 == .post("com.apple.BiometricKit_Sim.fingerTouch.match") ? 1_000_000 : nil }
        let error = #expect(throws: EngineError.self) { try SimulatorBiometrics(notifier: notifier).authenticateBiometrics(successfully: true) }
        #expect(error?.description.contains("post com.apple.BiometricKit_Sim.fingerTouch.match: notify status 1000000") == true)
        #expect(notifier.calls == [.post("com.apple.BiometricKit_Sim.fingerTouch.match")])
    }
}
