import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// App lifecycle through the Appium engine: the exact `mobile:` commands.
@Suite("Appium engine: apps")
struct AppiumAppsTests {
    let server = FakeAppiumServer()
    let app = #"{"bundleId":"com.example.app"}"#

    @Test func launchingARunningSessionRelaunchesWithArgumentsAndEnvironment() throws {
        let engine = try AppiumTesting.launched(server)
        try engine.launch(.underTest, configuration: LaunchConfiguration(arguments: ["-UITests", "-reset"],
                                                                        environment: ["API": "http://stub"]))
        #expect(server.requests == [
            AppiumTesting.mobile("mobile: terminateApp", app),
            AppiumTesting.mobile("mobile: launchApp",
                                 #"{"arguments":["-UITests","-reset"],"bundleId":"com.example.app","environment":{"API":"http://stub"}}"#),
        ])
    }

    @Test func launchingWithoutASessionPassesProcessArguments() throws {
        let engine = AppiumEngine(serverURL: FakeAppiumServer.url, capabilities: .appiumIOS(bundleId: "com.example.app"),
                                  transport: server)
        #expect(try engine.state(of: .underTest) == .notRunning)
        try engine.launch(.underTest, configuration: LaunchConfiguration(arguments: ["-UITests"], environment: ["K": "V"]))
        let capabilities = try #require(server.sessionRequests.first?["capabilities"]?["alwaysMatch"])
        #expect(capabilities["appium:processArguments"] == ["args": ["-UITests"], "env": ["K": "V"]])
        #expect(capabilities["appium:bundleId"] == "com.example.app")
        #expect(server.requests.isEmpty)  // the session started the app with them: no relaunch
    }

    @Test func anOpaqueSessionFactoryGetsARelaunchWithTheArguments() throws {
        let engine = AppiumEngine(configuration: .init { [server] in
            try WebDriverSession.create(serverURL: FakeAppiumServer.url, capabilities: .appiumIOS(), transport: server)
        })
        try engine.launch(.underTest, configuration: LaunchConfiguration(arguments: ["-UITests"]))
        #expect(server.requests == [
            AppiumTesting.mobile("mobile: terminateApp", app),
            AppiumTesting.mobile("mobile: launchApp", #"{"arguments":["-UITests"],"bundleId":"com.example.app"}"#),
        ])
    }

    @Test func terminateActivateAndSystemApps() throws {
        let engine = try AppiumTesting.launched(server)
        try engine.terminate(.underTest)
        try engine.activate(.underTest)
        try engine.launch(.bundleIdentifier("com.apple.Preferences"), configuration: LaunchConfiguration())
        try engine.activate(.bundleIdentifier("com.apple.springboard"))
        #expect(server.requests == [
            AppiumTesting.mobile("mobile: terminateApp", app),
            AppiumTesting.mobile("mobile: activateApp", app),
            AppiumTesting.mobile("mobile: terminateApp", #"{"bundleId":"com.apple.Preferences"}"#),
            AppiumTesting.mobile("mobile: launchApp", #"{"bundleId":"com.apple.Preferences"}"#),
            AppiumTesting.mobile("mobile: activateApp", #"{"bundleId":"com.apple.springboard"}"#),
        ])
    }

    @Test func activatingAnAppThatIsNotRunningLaunchesIt() throws {
        let engine = try AppiumTesting.launched(server)
        try engine.launch(.underTest, configuration: LaunchConfiguration(arguments: ["-UITests"]))
        server.fail("mobile: activateApp")
        server.appState("com.example.app", 1)
        server.clear()
        try engine.activate(.underTest)
        #expect(server.requests == [
            AppiumTesting.mobile("mobile: activateApp", app),
            AppiumTesting.mobile("mobile: queryAppState", app),
            AppiumTesting.mobile("mobile: launchApp", #"{"arguments":["-UITests"],"bundleId":"com.example.app"}"#),
        ])
    }

    @Test func queryAppStateNumbersAreAppStates() throws {
        let engine = try AppiumTesting.launched(server)
        for number in 0...4 {
            server.appState("com.apple.Preferences", number)
            #expect(try engine.state(of: .bundleIdentifier("com.apple.Preferences")) == AppState(rawValue: UInt(number)))
        }
        server.appState("com.example.app", 7)
        #expect(try engine.state(of: .underTest) == .unknown)
        #expect(server.requests.first == AppiumTesting.mobile("mobile: queryAppState", #"{"bundleId":"com.apple.Preferences"}"#))
    }

    @Test func backgroundingSendsTheForegroundAppAway() throws {
        let engine = try AppiumTesting.launched(server)
        try engine.background(.underTest)
        #expect(server.requests == [
            AppiumTesting.mobile("mobile: queryAppState", app),
            AppiumTesting.mobile("mobile: backgroundApp", #"{"seconds":-1}"#),
        ])
        server.clear()
        server.appState("com.example.app", 3)
        try engine.background(.underTest)
        #expect(server.requests == [AppiumTesting.mobile("mobile: queryAppState", app)])
        server.appState("com.example.app", 1)
        let error = #expect(throws: EngineError.self) { try engine.background(.underTest) }
        #expect(error?.description == "not actionable: App is not running")
    }

    @Test func deepLinks() throws {
        let engine = try AppiumTesting.launched(server)
        try engine.open(URL(string: "myapp://detail/5")!)
        try engine.open(URL(string: "https://example.com/offer")!)
        #expect(server.requests == [
            AppiumTesting.mobile("mobile: deepLink", #"{"bundleId":"com.example.app","url":"myapp://detail/5"}"#),
            AppiumTesting.mobile("mobile: deepLink", #"{"url":"https://example.com/offer"}"#),
        ])
    }

    @Test func aMissingBundleIdentifierIsAClearError() throws {
        let server = FakeAppiumServer(capabilities: ["platformName": "iOS", "automationName": "XCUITest"])
        let engine = try AppiumTesting.launched(server)
        let error = #expect(throws: EngineError.self) { try engine.terminate(.underTest) }
        #expect(error?.description.contains("does not know the bundle identifier of the app under test") == true)
        #expect(server.requests.isEmpty)
    }

    @Test func webSessionsStayOnTheWebPath() throws {
        let server = FakeAppiumServer(capabilities: ["browserName": "chrome"])
        let engine = WebDriverEngine(configuration: .init(baseURL: URL(string: "http://app.test/")) { [server] in
            try WebDriverSession.create(serverURL: FakeAppiumServer.url, capabilities: .chromium(), transport: server)
        })
        try engine.launch(.underTest, configuration: LaunchConfiguration())
        #expect(server.requests.first?.hasPrefix(#"POST /session/s1/url {"url":"http://app.test/?__tabtestkit="#) == true)
    }

    @Test func theAppiumEngineRefusesABrowserSession() throws {
        let server = FakeAppiumServer(capabilities: ["browserName": "chrome"])
        let engine = AppiumEngine(configuration: .init { [server] in
            try WebDriverSession.create(serverURL: FakeAppiumServer.url, capabilities: .chromium(), transport: server)
        })
        let error = #expect(throws: EngineError.self) { try engine.launch(.underTest, configuration: LaunchConfiguration()) }
        #expect(error?.description.contains("opened a session that is not an Appium session") == true)
        #expect(error?.description.contains("drive browsers with WebDriverEngine") == true)
        #expect(server.requests == ["DELETE /session/s1"])  // the browser session is ended, nothing else is sent
        #expect(engine.currentSession == nil)
        #expect(try engine.state(of: .underTest) == .notRunning)
    }
}
