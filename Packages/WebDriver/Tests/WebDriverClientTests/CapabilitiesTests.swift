import Foundation
import Testing
@testable import WebDriverClient

@Suite("Capabilities")
struct CapabilitiesTests {
    @Test func chromiumPreset() {
        let caps = Capabilities.chromium(binary: "/usr/bin/chromium", extraArguments: ["--lang=en"])
        let args = caps["goog:chromeOptions"]?["args"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(Array(args.prefix(4)) == ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
        #expect(args.contains("--window-size=1280,900"))
        #expect(args.last == "--lang=en")
        #expect(caps["goog:chromeOptions"]?["binary"] == "/usr/bin/chromium")
        #expect(caps["unhandledPromptBehavior"] == "ignore")
        #expect(caps.isAppium == false)
        let headedArgs = Capabilities.chromium(headless: false)["goog:chromeOptions"]?["args"]?.arrayValue ?? []
        #expect(!headedArgs.contains("--headless=new"))
    }

    @Test func theChromiumPresetTurnsOffFeaturesInOneSwitch() {
        let args = Capabilities.chromium()["goog:chromeOptions"]?["args"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let switches = args.filter { $0.hasPrefix("--disable-features=") }
        #expect(switches == ["--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,SpareRendererForSitePerProcess"])
    }

    /// Chromium reads only the last of repeated switches: the browser started here must get one
    /// `--disable-features` carrying the preset's features and chromedriver's.
    @Test func repeatedFeatureSwitchesAreJoinedWhereTheFirstStood() throws {
        let merged = ChromiumLauncher.mergingFeatureSwitches([
            "--a", "--disable-features=X,Y", "--b", "--enable-features=Q", "--disable-features=Y,Z", "--c",
        ])
        #expect(merged == ["--a", "--disable-features=X,Y,Z", "--b", "--enable-features=Q", "--c"])

        let launched = ChromiumLauncher.arguments(profile: "/tmp/profile")
        let disabled = launched.filter { $0.hasPrefix("--disable-features=") }
        try #require(disabled.count == 1)
        let names = disabled.first?.dropFirst("--disable-features=".count).split(separator: ",").map(String.init) ?? []
        #expect(Set(names) == Set(Capabilities.chromiumDisabledFeatures + ["IgnoreDuplicateNavs", "Prewarm"]))
    }

    @Test func webKitPreset() {
        let caps = Capabilities.webKitGTK(binary: "/usr/bin/MiniBrowser")
        #expect(caps["browserName"] == "MiniBrowser")
        #expect(caps["webkitgtk:browserOptions"] == ["binary": "/usr/bin/MiniBrowser", "args": ["--automation"]])
    }

    @Test func appiumPresets() {
        let ios = Capabilities.appiumIOS(bundleId: "com.example.App", udid: "U1", deviceName: "iPhone 16", platformVersion: "18.2")
        #expect(ios.alwaysMatch == [
            "platformName": "iOS", "appium:automationName": "XCUITest", "appium:bundleId": "com.example.App",
            "appium:udid": "U1", "appium:deviceName": "iPhone 16", "appium:platformVersion": "18.2",
        ])
        #expect(ios.isAppium)
        let android = Capabilities.appiumAndroid(appPackage: "com.example", appActivity: ".Main")
        #expect(android["appium:automationName"] == "UiAutomator2")
        #expect(android["appium:appActivity"] == ".Main")
        #expect(android.platformName == "android")
        #expect(Capabilities(alwaysMatch: ["platformName": "iOS"]).isAppium)
    }

    @Test func mergingIsDeepAndConcatenatesArgs() {
        let merged = Capabilities.chromium(extraArguments: ["--a"])
            .addingChromiumArguments(["--b", "--a"])
            .withVirtualAuthenticators()
            .merging(["goog:chromeOptions": ["binary": "/x"], "browserName": "chromium"])
        let args = merged["goog:chromeOptions"]?["args"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(args.suffix(2) == ["--a", "--b"])
        #expect(merged["goog:chromeOptions"]?["binary"] == "/x")
        #expect(merged["webauthn:virtualAuthenticators"] == true)
        #expect(merged["browserName"] == "chromium")
    }

    @Test func fromJSONAcceptsThreeShapes() throws {
        let flat = try Capabilities.fromJSON(#"{"browserName":"firefox"}"#)
        #expect(flat.alwaysMatch == ["browserName": "firefox"])
        let w3c = try Capabilities.fromJSON(#"{"alwaysMatch":{"a":1},"firstMatch":[{"b":2},{"c":3}]}"#)
        #expect(w3c.alwaysMatch == ["a": 1])
        #expect(w3c.firstMatch == [["b": 2], ["c": 3]])
        #expect(w3c["c"] == 3)
        let body = try Capabilities.fromJSON(#"{"capabilities":{"alwaysMatch":{"platformName":"iOS"}}}"#)
        #expect(body.isAppium)
    }

    @Test func fromJSONRejectsInvalidInput() {
        for text in ["{broken", "[1,2]", #"{"firstMatch":[1]}"#] {
            #expect(throws: WebDriverError.self) { try Capabilities.fromJSON(text) }
        }
        do {
            _ = try Capabilities.fromJSON("{broken")
        } catch let error as WebDriverError {
            #expect(error.description.contains("not valid JSON"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func jsonAlwaysHasAFirstMatchEntry() {
        #expect(Capabilities(alwaysMatch: ["a": 1]).json.serialized() == #"{"alwaysMatch":{"a":1},"firstMatch":[{}]}"#)
    }
}

@Suite("RemoteWebDriver")
struct RemoteWebDriverTests {
    @Test func unsetMeansLocal() throws {
        #expect(try RemoteWebDriver.fromEnvironment([:]) == nil)
        #expect(try RemoteWebDriver.fromEnvironment(["TABTESTKIT_WEBDRIVER_URL": "  "]) == nil)
    }

    @Test func urlWithPresetOrJSON() throws {
        let remote = try #require(try RemoteWebDriver.fromEnvironment([
            "TABTESTKIT_WEBDRIVER_URL": "http://grid.local:4444/wd/hub",
            "TABTESTKIT_CAPABILITIES": "appium-ios",
        ]))
        #expect(remote.serverURL.absoluteString == "http://grid.local:4444/wd/hub")
        #expect(remote.capabilities["appium:automationName"] == "XCUITest")

        let json = try #require(try RemoteWebDriver.fromEnvironment([
            "TABTESTKIT_WEBDRIVER_URL": "http://127.0.0.1:4723",
            "TABTESTKIT_CAPABILITIES": #"{"platformName":"Android","appium:automationName":"UiAutomator2"}"#,
        ]))
        #expect(json.capabilities.isAppium)
        let defaulted = try #require(try RemoteWebDriver.fromEnvironment(["TABTESTKIT_WEBDRIVER_URL": "http://h:1"]))
        #expect(defaulted.capabilities == .chromium())
        #expect(try RemoteWebDriver.parseCapabilities("webkit") == .webKitGTK())
    }

    @Test func invalidConfigurationIsAClearError() {
        #expect(throws: WebDriverError.self) {
            try RemoteWebDriver.fromEnvironment(["TABTESTKIT_WEBDRIVER_URL": "http://h:1", "TABTESTKIT_CAPABILITIES": "{nope"])
        }
        #expect(throws: WebDriverError.self) {
            try RemoteWebDriver.fromEnvironment(["TABTESTKIT_WEBDRIVER_URL": "http://h:1", "TABTESTKIT_CAPABILITIES": "safari-tp"])
        }
        #expect(throws: WebDriverError.self) {
            try RemoteWebDriver.fromEnvironment(["TABTESTKIT_WEBDRIVER_URL": "not a url"])
        }
        do {
            _ = try RemoteWebDriver.fromEnvironment(["TABTESTKIT_WEBDRIVER_URL": "http://h:1", "TABTESTKIT_CAPABILITIES": "{nope"])
        } catch {
            #expect("\(error)".contains("TABTESTKIT_CAPABILITIES"))
        }
    }

    @Test func remoteSessionsUseTheBasePath() throws {
        let transport = FakeTransport.session()
        let remote = RemoteWebDriver(serverURL: URL(string: "http://127.0.0.1:4723/wd/hub")!,
                                     capabilities: .appiumIOS(bundleId: "com.x"), transport: transport)
        let session = try remote.newSession()
        #expect(transport.sent[0].request.url.absoluteString == "http://127.0.0.1:4723/wd/hub/session")
        #expect(transport.sent[0].timeout == 120)
        #expect(session.isAppium)
        _ = try session.title()
        #expect(transport.last?.request.url.absoluteString == "http://127.0.0.1:4723/wd/hub/session/S1/title")
    }
}
