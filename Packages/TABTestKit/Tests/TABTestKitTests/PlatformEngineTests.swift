#if !canImport(Darwin)
import TABTestKit
import XCTest
import XCUIShim

/// The platform's engine is chosen at the top, by the umbrella. On Apple platforms it is XCUI;
/// here, the same choice made "for iOS" yields the XCUI engine over the shim, and a whole
/// TABTestCase scenario runs through it.
final class PlatformEngineChoiceTests: XCTestCase {
    func test_applePlatformsGetTheXCUIEngine() throws {
        for platform in [TABTestKitEngine.Platform.iOS, .tvOS, .visionOS] {
            XCTAssertTrue(try TABTestKitEngine.platformDefault(for: platform, environment: [:]) is XCUIEngine, "\(platform)")
        }
        XCTAssertTrue(try TABTestKitEngine.platformDefault(for: .macOS, environment: [:]) is XCUIEngine,
                      "macOS without TABTESTKIT_APP_URL tests an app with XCUI")
    }

    func test_elsewhereTheWebEngineNeedsTheAppURL() {
        XCTAssertThrowsError(try TABTestKitEngine.platformDefault(for: .other, environment: [:])) { error in
            XCTAssertEqual(error as? TABTestKitEngineError, .missingAppURL(variable: "TABTESTKIT_APP_URL"))
        }
        XCTAssertThrowsError(try TABTestKitEngine.platformDefault(for: .other, environment: ["TABTESTKIT_APP_URL": "not a url"]))
        XCTAssertEqual(TABTestKitEngine.Platform.current, .other)
    }
}

/// A plain TABTestCase whose engine is the platform default for iOS: XCUI, over the shim.
final class XCUIByDefaultTests: TABTestCase {
    override func makeEngine() throws -> any Engine {
        XCUIShimHarness.reset()
        let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        XCUIShimHarness.setLaunchHandler { _ in
            let root = XCUIShimHarness.install(ShimNode(.application, frame: frame) {
                ShimNode(.other, identifier: "Profile", label: "Profile", frame: CGRect(x: 0, y: 40, width: 390, height: 44))
                ShimNode(.button, identifier: "Log out", label: "Log out", frame: CGRect(x: 0, y: 100, width: 390, height: 44))
            })
            root.firstDescendant("Log out")?.onTap { _ in
                root.removeAllChildren()
                root.append(ShimNode(.other, identifier: "Login", label: "Log in", frame: CGRect(x: 0, y: 40, width: 390, height: 44)))
            }
        }
        return try TABTestKitEngine.platformDefault(for: .iOS, environment: [:])
    }

    func test_aScenarioRunsThroughXCUI() {
        XCTAssertTrue(currentEngine is XCUIEngine)
        let scenario = Scenario("Logging out on iOS") {
            Given(I: see(Header(id: "Profile")))
            When(I: tap(Button(id: "Log out")))
            Then(I: see(Header(id: "Login")))
        }
        XCTAssertEqual(scenario.outcome, .passed)
        XCTAssertEqual(XCUIShimHarness.launches().count, 1, "the test case launched the app through XCUI")
        XCTAssertTrue(XCUIShimRecorder.shared.calls.contains { $0.hasSuffix(".tap()") }, "the tap went through XCUIElement")
    }
}

#endif
