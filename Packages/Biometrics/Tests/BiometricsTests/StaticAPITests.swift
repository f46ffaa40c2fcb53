import Biometrics
import ElementCore
import Testing

@Suite("Biometrics.* without a usable engine")
struct StaticAPITests {
    @Test func noEngineFailsAtTheCallSite() {
        let failures = Failures.capture { Biometrics.enrolled() }; let callLine: UInt = #line
        #expect(failures.count == 1)
        #expect(failures.first?.cause as? BiometricsWithoutEngine == BiometricsWithoutEngine(attempt: "enrol biometrics"))
        // The suite's one check of the text: the cause keeps the package's wording.
        #expect(failures.first?.message == """
        Could not enrol biometrics: no engine is running: run the test inside withEngine(_:) or set \
        setDefaultEngine(_:) (TABTestCase and the Contexts trait do it for you).
        """)
        #expect(failures.first?.fileID == #fileID)
        #expect(failures.first?.line == callLine)
    }

    @Test func everyCallNamesWhatItCouldNotDo() {
        let failures = withEngine(StubDriver(name: "Custom engine")) {
            Failures.capture {
                Biometrics.enrolled()
                Biometrics.unenrolled()
                Biometrics.successfulAuthentication()
                Biometrics.unsuccessfulAuthentication()
            }
        }
        let reason = "Custom engine cannot simulate biometrics: the engine offers no BiometricsControlling capability."
            + " Biometrics can be simulated on an iOS simulator (XCUI, or Appium's XCUITest driver), "
            + "in Chromium through WebDriver (a WebAuthn virtual authenticator), and by the in-memory engine."
        let refusals = failures.map { unsupported($0) }
        #expect(refusals.map { $0?.attempt } == [
            "enrol biometrics", "unenrol biometrics", "authenticate with biometrics", "fail biometric authentication",
        ])
        #expect(refusals.map { $0?.reason } == Array(repeating: reason, count: 4))
    }

    @Test func xcuiOffAppleSaysSo() {
        let failures = withEngine(StubDriver(name: "XCUI")) { Failures.capture { Biometrics.enrolled() } }
        #if os(Linux)
        #expect(unsupported(failures.first)?.reason.hasPrefix(
            "XCUI cannot simulate biometrics: the iOS simulator backend needs an Apple platform.") == true)
        #endif
        #expect(failures.count == 1)
    }
}
