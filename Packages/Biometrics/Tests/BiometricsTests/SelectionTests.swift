@testable import Biometrics
import ElementCore
import Foundation
import InMemoryEngine
import Testing
import WebDriver

@Suite("Backend selection")
struct SelectionTests {
    @Test func engineCapabilityComesFirst() throws {
        let inMemory = InMemoryEngine(app: InMemoryApp { InMemoryNode(.other, id: "Root") })
        let web = WebDriverEngine(configuration: .init(baseURL: nil) { throw EngineError.unsupported("no browser here") })
        let appium = AppiumEngine(configuration: .init { throw EngineError.unsupported("no Appium server here") })
        let capableXCUI = CapableXCUIEngine()
        for driver in [inMemory, web, appium, capableXCUI] as [any Engine] {
            let backend = BiometricsController(engine: driver, host: BiometricsHost(kind: .simulator, notifier: RecordingNotifier())).backend
            guard case .engine = backend else {
                Issue.record("\(driver.name) should use its own capability, got \(backend)")
                continue
            }
        }
        try BiometricsController(engine: capableXCUI, host: BiometricsHost(kind: .simulator, notifier: RecordingNotifier())).enrol()
        #expect(capableXCUI.log.current == ["enrolled true"])
    }

    @Test func xcuiOnASimulatorPostsDarwinNotifications() throws {
        let notifier = RecordingNotifier()
        let controller = BiometricsController(engine: StubDriver(name: "XCUI"), host: BiometricsHost(kind: .simulator, notifier: notifier))
        guard case .simulator = controller.backend else {
            Issue.record("expected the simulator backend, got \(controller.backend)")
            return
        }
        #expect(controller.unavailableReason == nil)
        try controller.succeed()
        #expect(notifier.calls == [.post("com.apple.BiometricKit_Sim.fingerTouch.match"), .post("com.apple.BiometricKit_Sim.pearl.match")])
    }

    @Test(arguments: [
        (BiometricsHost.Kind.appleDevice, "XCUI cannot simulate biometrics: this is a physical device, whose Face ID and Touch ID cannot be simulated. "),
        (.mac, "XCUI cannot simulate biometrics: this is a Mac, not an iOS simulator. "),
        (.other, "XCUI cannot simulate biometrics: the iOS simulator backend needs an Apple platform. "),
        (.simulator, "XCUI cannot simulate biometrics: Darwin notifications are not available here. "),
    ])
    func xcuiElsewhereSaysWhy(kind: BiometricsHost.Kind, reason: String) {
        let controller = BiometricsController(engine: StubDriver(name: "XCUI"), host: BiometricsHost(kind: kind, notifier: nil))
        let expected = reason + BiometricsBackend.whatCan
        #expect(controller.unavailableReason == expected)
        for action in BiometricAction.allCases {
            let error = #expect(throws: EngineError.self) { try controller.perform(action) }
            #expect(error?.description == expected)
        }
    }

    @Test func anEngineWithoutTheCapabilitySaysWhatCan() {
        let controller = BiometricsController(engine: StubDriver(name: "Custom engine"))
        #expect(controller.unavailableReason == """
        Custom engine cannot simulate biometrics: the engine offers no BiometricsControlling capability. \
        Biometrics can be simulated on an iOS simulator (XCUI, or Appium's XCUITest driver), in Chromium through \
        WebDriver (a WebAuthn virtual authenticator), and by the in-memory engine.
        """)
        #expect(throws: EngineError.self) { try controller.enrol() }
    }

    @Test func theRealHostOfThisMachine() {
        #if os(Linux)
        let host = BiometricsHost.current
        #expect(host.kind == .other)
        #expect(host.notifier == nil)
        #expect(BiometricsController(engine: StubDriver(name: "XCUI")).unavailableReason?
            .hasPrefix("XCUI cannot simulate biometrics: the iOS simulator backend needs an Apple platform.") == true)
        #endif
    }
}
