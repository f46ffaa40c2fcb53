import Biometrics
import ElementCore
import InMemoryEngine
import Testing

@Suite("Biometrics on the in-memory engine")
struct InMemoryTests {
    /// An app that shows the last outcome it heard in a label, and keeps them all.
    final class App: Sendable {
        let heard = Locked<[InMemoryBiometricOutcome]>([])
        var engine: InMemoryEngine {
            InMemoryEngine(app: InMemoryApp(onBiometrics: { [heard] outcome, ui in
                heard.withLock { $0.append(outcome) }
                ui.setLabel("\(outcome)", of: "Outcome")
            }) {
                InMemoryNode(.staticText, id: "Outcome", label: "none")
            })
        }
    }

    @Test func outcomesReachTheApp() {
        let app = App()
        let driver = app.engine
        let failures = withEngine(driver) {
            Failures.capture {
                Biometrics.successfulAuthentication()
                Biometrics.enrolled()
                #expect(driver.biometricsEnrolled)
                Biometrics.successfulAuthentication()
                #expect(Label(id: "Outcome").value == "match")
                Biometrics.unsuccessfulAuthentication()
                #expect(Label(id: "Outcome").value == "noMatch")
                Biometrics.unenrolled()
                #expect(!driver.biometricsEnrolled)
                Biometrics.successfulAuthentication()
                #expect(Label(id: "Outcome").value == "notEnrolled")
            }
        }
        #expect(failures.isEmpty)
        #expect(app.heard.current == [.notEnrolled, .match, .noMatch, .notEnrolled])
    }

    @Test func theControllerActsOnItsOwnDriver() throws {
        let app = App()
        let driver = app.engine
        let biometrics = BiometricsController(engine: driver)
        #expect(biometrics.unavailableReason == nil)
        try biometrics.enrol()
        try biometrics.fail()
        try biometrics.succeed()
        try biometrics.unenrol()
        try biometrics.succeed()
        #expect(app.heard.current == [.noMatch, .match, .notEnrolled])
    }
}
