#if !canImport(Darwin)
import ElementCore
import Foundation
import XCTest
import XCUIEngine
import XCUIShim

/// Launching, backgrounding, screenshots and URLs.
final class AppLifecycleTests: ShimTestCase {
    func testLaunchPassesArgumentsAndEnvironment() throws {
        let engine = XCUIEngine()
        try engine.launch(.underTest, configuration: LaunchConfiguration(arguments: ["-uiTests", "YES"], environment: ["LANG": "fr", "A": "1"]))
        XCTAssertEqual(calls, [
            "app.launchArguments = [\"-uiTests\", \"YES\"]",
            "app.launchEnvironment = [\"A\": \"1\", \"LANG\": \"fr\"]",
            "app.launch()",
        ])
        let launch = try XCTUnwrap(XCUIShimHarness.launches().last)
        XCTAssertEqual(launch.kind, .launch)
        XCTAssertEqual(launch.arguments, ["-uiTests", "YES"])
        XCTAssertEqual(launch.environment, ["LANG": "fr", "A": "1"])
        XCTAssertEqual(try engine.state(of: .underTest), .runningForeground)

        try engine.launch(.underTest, configuration: LaunchConfiguration(arguments: ["-second"]))
        XCTAssertEqual(XCUIShimHarness.launches().last?.arguments, ["-second"], "each launch replaces the previous configuration")
    }

    func testAnApplicationInstanceKeepsItsOwnLaunchArguments() throws {
        let engine = MainActor.assumeIsolated { () -> XCUIEngine in
            let app = XCUIApplication(bundleIdentifier: "com.example.shop")
            app.launchArguments = ["-base"]
            app.launchEnvironment = ["BASE": "1", "LANG": "en"]
            return XCUIEngine(application: app)
        }
        try engine.launch(.underTest, configuration: LaunchConfiguration(arguments: ["-extra"], environment: ["LANG": "de"]))
        let launch = try XCTUnwrap(XCUIShimHarness.launches(forBundleIdentifier: "com.example.shop").last)
        XCTAssertEqual(launch.arguments, ["-base", "-extra"])
        XCTAssertEqual(launch.environment, ["BASE": "1", "LANG": "de"])
        try engine.launch(.underTest, configuration: LaunchConfiguration())
        XCTAssertEqual(XCUIShimHarness.launches(forBundleIdentifier: "com.example.shop").last?.arguments, ["-base"])
    }

    func testTheAppUnderTestCanBeNamedByBundleIdentifier() throws {
        let engine = XCUIEngine(bundleIdentifier: "com.example.shop")
        try engine.launch(.underTest, configuration: LaunchConfiguration())
        try engine.launch(.bundleIdentifier("com.apple.Preferences"), configuration: LaunchConfiguration())
        XCTAssertEqual(calls.filter { $0.hasSuffix("launch()") }, [
            "app(\"com.example.shop\").launch()",
            "app(\"com.apple.Preferences\").launch()",
        ])
    }

    func testBackgroundPressesHome() throws {
        let engine = XCUIEngine()
        try engine.launch(.underTest, configuration: LaunchConfiguration())
        XCUIShimRecorder.shared.reset()
        try engine.background(.underTest)
        XCTAssertEqual(calls, ["app.state", "device.press(.home)"])
        XCTAssertEqual(try engine.state(of: .underTest), .runningBackground)
        try engine.activate(.underTest)
        XCTAssertEqual(calls.last, "app.activate()")
        XCTAssertEqual(try engine.state(of: .underTest), .runningForeground)
    }

    func testBackgroundingAnAppThatIsNotRunningIsNotActionable() {
        guard case .notActionable(let reason)? = failure({ try XCUIEngine().background(.underTest) }) else { return XCTFail() }
        XCTAssertEqual(reason, "App is not running")
        XCTAssertFalse(calls.contains("device.press(.home)"))
    }

    func testTerminateAndState() throws {
        let engine = XCUIEngine()
        XCTAssertEqual(try engine.state(of: .underTest), .notRunning)
        try engine.launch(.underTest, configuration: LaunchConfiguration())
        try engine.terminate(.underTest)
        XCTAssertEqual(calls.last, "app.terminate()")
        XCTAssertEqual(try engine.state(of: .underTest), .notRunning)
        XCUIShimHarness.setState(.runningBackgroundSuspended)
        XCTAssertEqual(try engine.state(of: .underTest), .runningBackgroundSuspended)
    }

    func testOpenURLUsesXCUIApplicationOpen() throws {
        let url = try XCTUnwrap(URL(string: "shop://product/42?ref=test"))
        try XCUIEngine().open(url)
        XCTAssertEqual(calls, ["app.open(\"shop://product/42?ref=test\")"])
        XCTAssertEqual(XCUIShimHarness.launches().last?.kind, .open(url))
        XCTAssertEqual(XCUIShimHarness.state(), .runningForeground)
    }

    func testScreenshotIsThePNGOfTheMainScreen() throws {
        let png = try XCUIEngine().screenshot()
        XCTAssertEqual(calls, ["screen.screenshot()"])
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}
#endif
