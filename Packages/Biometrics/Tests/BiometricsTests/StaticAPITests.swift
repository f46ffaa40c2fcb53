import Biometrics
import ElementCore
import Testing

@Suite("Biometrics.* without a usable engine")
struct StaticAPITests {
    @Test func noEngineFailsAtTheCallSite() {
        let failures = Failures.capture { Biometrics.enrolled() }; let callLine: UInt = #line
        #expect(failures.count == 1)
        #expect(failures.first?.message == """
        Could not enrol biometrics: no engine is running: run the test inside Engine.using(_:) or set \
        Engine.setDefault(_:) (TABTestCase and the Contexts trait do it for you).
        """)
        #expect(failures.first?.fileID == #fileID)
        #expect(failures.first?.line == callLine)
    }

    @Test func everyCallNamesWhatItCouldNotDo() {
        let failures = Engine.using(StubDriver(name: "Custom engine")) {
            Failures.capture {
                Biometrics.enrolled()
                Biometrics.unenrolled()
                Biometrics.successfulAuthentication()
                Biometrics.unsuccessfulAuthentication()
            }
        }
        let reason = "Custom engine cannot simulate biometrics: the engine offers no BiometricsControlling capability."
        #expect(failures.map(\.message) == [
            "Could not enrol biometrics: ", "Could not unenrol biometrics: ",
            "Could not authenticate with biometrics: ", "Could not fail biometric authentication: ",
        ].map { $0 + reason + " Biometrics can be simulated on an iOS simulator (XCUI, or Appium's XCUITest driver), "
            + "in Chromium through WebDriver (a WebAuthn virtual authenticator), and by the in-memory engine." })
    }

    @Test func xcuiOffAppleSaysSo() {
        let failures = Engine.using(StubDriver(name: "XCUI")) { Failures.capture { Biometrics.enrolled() } }
        #if os(Linux)
        #expect(failures.first?.message.hasPrefix(
            "Could not enrol biometrics: XCUI cannot simulate biometrics: the iOS simulator backend needs an Apple platform.") == true)
        #endif
        #expect(failures.count == 1)
    }
}
