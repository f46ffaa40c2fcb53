import ElementCore
import Foundation
import WebDriver
import XCUIEngine

/// The engines TABTestKit picks by itself. The umbrella chooses them because it is the one
/// package that imports every engine; `Contexts` knows only ElementCore's `Engine`.
enum PlatformEngines {
    /// Headless Chromium (or the browser at the remote end in `TABTESTKIT_WEBDRIVER_URL`) on the
    /// web app at `TABTESTKIT_APP_URL`.
    static func chromium(environment: [String: String]) throws -> any Engine {
        let variable = TABTestKitEngine.appURLVariable
        guard let raw = environment[variable]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else {
            throw TABTestKitEngineError.missingAppURL(variable: variable)
        }
        guard let url = URL(string: raw), url.scheme != nil, url.host != nil else {
            throw TABTestKitEngineError.invalidAppURL(variable: variable, value: raw)
        }
        return try WebDriverEngine.chromium(baseURL: url, environment: environment)
    }

    /// The Appium engine, when `TABTESTKIT_WEBDRIVER_URL` is set and `TABTESTKIT_CAPABILITIES`
    /// asks for Appium (`appium-ios`, or JSON with `appium:` keys or an iOS or Android
    /// `platformName`); `nil` otherwise, so the web engine or XCUI is chosen instead. Remote
    /// variables that are invalid, or capabilities without a server URL, are an error.
    static func appium(environment: [String: String]) throws -> (any Engine)? {
        try AppiumEngine.fromEnvironment(environment)
    }

    /// The XCUITest engine on the test target's app. Off Apple platforms it drives the XCUI
    /// shim, which is how the choice is tested here.
    static func xcui() -> any Engine {
        XCUIEngine()
    }
}
