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
        do throws(DriverError) {
            try engine.launch(.underTest, configuration: LaunchConfiguration())
            Issue.record("nothing listens on port 9: the launch must fail")
        } catch {
            #expect(!"\(error)".contains(key), "\(error)")
        }
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
