import TABTestKit
import Testing

/// The umbrella routes the choice of engine at the top: Appium capabilities make an
/// `AppiumEngine`, browser capabilities (or none) a `WebDriverEngine`. Neither engine opens a
/// session until it launches, so no server is needed here.
@Suite("Engine choice: Appium or the web")
struct EngineChoiceTests {
    static let server = "http://127.0.0.1:9/wd/hub"
    static let appURL = "http://127.0.0.1:8080/"

    @Test(arguments: [TABTestKitEngine.Platform.macOS, .other])
    func appiumCapabilitiesChooseTheAppiumEngine(on platform: TABTestKitEngine.Platform) throws {
        let preset = ["TABTESTKIT_WEBDRIVER_URL": Self.server, "TABTESTKIT_CAPABILITIES": "appium-ios"]
        #expect(try TABTestKitEngine.platformDefault(for: platform, environment: preset) is AppiumEngine)
        // JSON capabilities too; a web app URL left in the environment does not make it a web engine.
        let json = ["TABTESTKIT_WEBDRIVER_URL": Self.server, "TABTESTKIT_APP_URL": Self.appURL,
                    "TABTESTKIT_CAPABILITIES": #"{"platformName": "iOS", "appium:bundleId": "com.example.app"}"#]
        #expect(try TABTestKitEngine.platformDefault(for: platform, environment: json) is AppiumEngine)
    }

    @Test(arguments: [TABTestKitEngine.Platform.macOS, .other])
    func browserCapabilitiesChooseTheWebEngine(on platform: TABTestKitEngine.Platform) throws {
        let remote = ["TABTESTKIT_WEBDRIVER_URL": Self.server, "TABTESTKIT_CAPABILITIES": "chromium", "TABTESTKIT_APP_URL": Self.appURL]
        let driver = try TABTestKitEngine.platformDefault(for: platform, environment: remote)
        #expect(driver is WebDriverEngine)
        #expect(!(driver is AppiumEngine))
        #expect((driver as? WebDriverEngine)?.configuration.baseURL?.absoluteString == Self.appURL)
    }

    @Test func appiumCapabilitiesWithoutAServerAreAnError() {
        let error = #expect(throws: (any Error).self) {
            try TABTestKitEngine.platformDefault(for: .other, environment: ["TABTESTKIT_CAPABILITIES": "appium-ios"])
        }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("TABTESTKIT_WEBDRIVER_URL") && message.contains("TABTESTKIT_CAPABILITIES"), "\(message)")
    }
}
