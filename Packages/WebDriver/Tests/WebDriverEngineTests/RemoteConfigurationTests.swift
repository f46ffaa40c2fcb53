import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// What the engine makes of `TABTESTKIT_WEBDRIVER_URL` and `TABTESTKIT_CAPABILITIES`.
@Suite("Remote configuration")
struct RemoteConfigurationTests {
    @Test func theKeyOfACredentialURLIsASecretAndNeverInTheEngineName() throws {
        let key = "engine-k3y-\(UUID().uuidString.prefix(8))"
        let engine = try WebDriverEngine.chromium(
            baseURL: URL(string: "http://127.0.0.1:9/")!,
            environment: ["TABTESTKIT_WEBDRIVER_URL": "http://carol:\(key)@127.0.0.1:9/wd/hub"]
        )
        #expect(!engine.name.contains(key), "\(engine.name)")
        #expect(engine.name.contains("127.0.0.1:9"))
        #expect(Secrets.isRegistered(key))
        do throws(EngineError) {
            try engine.launch(.underTest, configuration: LaunchConfiguration())
            Issue.record("nothing listens on port 9: the launch must fail")
        } catch {
            #expect(!"\(error)".contains(key), "\(error)")
        }
    }

    @Test func appiumCapabilitiesMakeAnAppiumEngineAndTheWebEngineSaysSo() throws {
        let key = "appium-k3y-\(UUID().uuidString.prefix(8))"
        let environment = ["TABTESTKIT_WEBDRIVER_URL": "http://dana:\(key)@127.0.0.1:9/wd/hub", "TABTESTKIT_CAPABILITIES": "appium-ios"]
        let engine = try #require(try AppiumEngine.fromEnvironment(environment))
        #expect(engine.name == "Appium (XCUITest)")
        #expect(Secrets.isRegistered(key))
        do {
            _ = try WebDriverEngine.chromium(baseURL: nil, environment: environment)
            Issue.record("a web engine must not be made for Appium capabilities")
        } catch {
            #expect("\(error)".contains("asks for an Appium session"), "\(error)")
            #expect("\(error)".contains("AppiumEngine.fromEnvironment()"), "\(error)")
            #expect(!"\(error)".contains(key))
        }
    }

    @Test func browserCapabilitiesOrNoServerMakeNoAppiumEngine() throws {
        #expect(try AppiumEngine.fromEnvironment([:]) == nil)
        #expect(try AppiumEngine.fromEnvironment(["TABTESTKIT_WEBDRIVER_URL": "http://127.0.0.1:9/"]) == nil)
        #expect(try AppiumEngine.fromEnvironment(["TABTESTKIT_WEBDRIVER_URL": "http://127.0.0.1:9/", "TABTESTKIT_CAPABILITIES": "webkit"]) == nil)
        #expect(throws: WebDriverError.self) { try AppiumEngine.fromEnvironment(["TABTESTKIT_CAPABILITIES": "appium-ios"]) }
    }

    @Test func capabilitiesWithoutARemoteURLAreAClearError() {
        for capabilities in ["appium-ios", #"{"browserName": "firefox"}"#] {
            do {
                _ = try WebDriverEngine.chromium(baseURL: nil, environment: ["TABTESTKIT_CAPABILITIES": capabilities])
                Issue.record("capabilities without TABTESTKIT_WEBDRIVER_URL must not be ignored")
            } catch {
                #expect("\(error)".contains("TABTESTKIT_WEBDRIVER_URL"), "\(error)")
                #expect("\(error)".contains("TABTESTKIT_CAPABILITIES"), "\(error)")
            }
        }
    }
}
