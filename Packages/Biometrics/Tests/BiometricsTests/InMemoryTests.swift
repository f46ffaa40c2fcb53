import Biometrics
import ElementCore
import InMemoryDriver
import Testing

@Suite("Biometrics on the in-memory engine")
struct InMemoryTests {
    /// An app that shows the last outcome it heard in a label, and keeps them all.
    final class App: Sendable {
        let heard = Locked<[InMemoryBiometricOutcome]>([])
        var driver: InMemoryDriver {
            InMemoryDriver(app: InMemoryApp(onBiometrics: { [heard] outcome, ui in
                heard.withLock { $0.append(outcome) }
                ui.setLabel("\(outcome)", of: "Outcome")
            }) {
                InMemoryNode(.staticText, id: "Outcome", label: "none")
            })
        }
    }

    @Test func outcomesReachTheApp() {
        let app = App()
        let driver = app.driver
        let failures = Engine.using(driver) {
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
        let driver = app.driver
        let biometrics = BiometricsController(driver: driver)
        #expect(biometrics.unavailableReason == nil)
        try biometrics.enrol()
        try biometrics.fail()
        try biometrics.succeed()
        try biometrics.unenrol()
        try biometrics.succeed()
        #expect(app.heard.current == [.noMatch, .match, .notEnrolled])
    }
}
