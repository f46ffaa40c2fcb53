import ElementCore
import Foundation
import WebDriver

/// The engines TABTestKit picks by itself.
enum PlatformEngines {
    /// Headless Chromium (or the remote end in `TABTESTKIT_WEBDRIVER_URL`) on the web app at
    /// `TABTESTKIT_APP_URL`.
    static func chromium(environment: [String: String]) throws -> any Driver {
        let variable = TABTestKitEngine.appURLVariable
        guard let raw = environment[variable]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else {
            throw TABTestKitEngineError.missingAppURL(variable: variable)
        }
        guard let url = URL(string: raw), url.scheme != nil, url.host != nil else {
            throw TABTestKitEngineError.invalidAppURL(variable: variable, value: raw)
        }
        return try WebDriverEngine.chromium(baseURL: url, environment: environment)
    }

    /// The XCUI engine, on Apple platforms.
    static func xcui() throws -> any Driver {
        #if canImport(XCTest) && (os(iOS) || os(tvOS) || os(macOS))
        // ┌─ XCUI HOOK ────────────────────────────────────────────────────────────────────┐
        // │ When XCUIDriver lands, add it to Contexts' dependencies (Apple platforms only) │
        // │ and return its engine here instead of throwing.                                │
        // └────────────────────────────────────────────────────────────────────────────────┘
        throw TABTestKitEngineError.xcuiUnavailable
        #else
        throw TABTestKitEngineError.xcuiUnavailable
        #endif
    }
}
