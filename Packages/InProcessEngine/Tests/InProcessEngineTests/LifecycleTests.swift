import ElementCore
import Foundation
import InProcessEngine
import Testing

/// Launching, terminating and backgrounding the controller a driver shows, and calls made
/// from threads other than the main one.
@Suite struct LifecycleTests {
    @Test @MainActor func eachLaunchShowsAFreshControllerMadeFromTheLaunchConfiguration() throws {
        let driver = InProcessEngine { configuration in
            let controller = RootViewController()
            controller.title = configuration.arguments.first
            return controller
        }
        #expect(try driver.state(of: .underTest) == .notRunning)
        #expect(try driver.resolve(Label(id: "Label text").query).snapshot == nil)
        try driver.launch(.underTest, configuration: LaunchConfiguration(arguments: ["-first"]))
        try withEngine(driver) {
            Button(id: "Button title").tap()
            #expect(Label(id: "Changed label text").determine(.exists, timeout: 0))
            try driver.launch(.underTest, configuration: LaunchConfiguration(arguments: ["-second"]))
            #expect(Label(id: "Changed label text").determine(not: .exists, timeout: 0))
            #expect(Label(id: "Label text").determine(.exists, timeout: 0))
        }
        #expect(driver.launchHistory.map(\.arguments) == [["-first"], ["-second"]])
        try driver.background(.underTest)
        #expect(try driver.state(of: .underTest) == .runningBackground)
        #expect(try driver.resolve(Label(id: "Label text").query).snapshot == nil)
        try driver.activate(.underTest)
        #expect(try driver.resolve(Label(id: "Label text").query).snapshot != nil)
        try driver.terminate(.underTest)
        #expect(try driver.state(of: .underTest) == .notRunning)
        try driver.activate(.underTest)
        #expect(driver.launchHistory.count == 3)
    }

    @Test @MainActor func aDriverOverAnAppKeepsItsControllerAcrossLaunches() throws {
        let controller = RootViewController()
        let driver = MemoryApp(controller: controller).engine
        controller.statusLabel.text = "Kept"
        try driver.launch(.underTest, configuration: LaunchConfiguration(environment: ["KEY": "value"]))
        #expect(try driver.resolve(Label(id: "Kept").query).snapshot != nil)
        #expect(driver.launchHistory.first?.environment == ["KEY": "value"])
    }

    @Test @MainActor func otherAppsAndMissingAbilitiesAreReportedNotPretended() throws {
        let driver = MemoryApp(controller: RootViewController()).engine
        #expect(try driver.resolve(Label(id: "Label text", parent: Application(.bundleIdentifier("com.apple.springboard"))).query).snapshot == nil)
        #expect(throws: EngineError.self) { try driver.launch(.bundleIdentifier("com.apple.Preferences"), configuration: LaunchConfiguration()) }
        #expect(throws: EngineError.self) { try driver.screenshot() }
        #expect(throws: EngineError.self) { try driver.open(URL(fileURLWithPath: "/deeplink")) }
    }

    @Test @MainActor func deepLinksGoToTheOpenURLHandler() throws {
        let navigation = InMemoryNavigationController(rootViewController: TableViewController())
        let driver = InProcessEngine(host: InMemoryToolkit.host(navigation)) { url in
            guard url.path == "/detail" else { return false }
            let detail = InMemoryViewController()
            detail.title = "Detail"
            navigation.pushViewController(detail, animated: false)
            return true
        }
        try driver.open(URL(fileURLWithPath: "/detail"))
        #expect(try driver.resolve(NavBar().header.query).snapshot?.label == "Detail")
        #expect(throws: EngineError.self) { try driver.open(URL(fileURLWithPath: "/elsewhere")) }
    }

    /// A test that is not on the main actor: each call is handed to the main queue.
    @Test func callsFromOtherThreadsRunOnTheMainQueue() async throws {
        let driver = InProcessEngine { _ in FormViewController() }
        try driver.launch(.underTest, configuration: LaunchConfiguration())
        withEngine(driver) {
            Switch(id: "A switch").adjust(to: .on)
            #expect(Label(id: "Enabled").determine(.exists, timeout: 0))
        }
        #expect(driver.actionLog == ["launch App", "tap switch \"A switch\""])
    }
}
