import Foundation

extension Capabilities {
    /// The Chromium features every ``chromium(headless:binary:extraArguments:)`` session turns
    /// off: work a test never sees that costs CPU in every test.
    ///
    /// - `WebUIOmniboxPopup`, `WebUIOmniboxAimPopup`, `WebUIOmniboxFullPopup`: Chromium loads the
    ///   address bar's suggestion popup, two WebUI pages in a renderer of their own, for every
    ///   window, and each test's fresh browser context opens a window. On two cores this was
    ///   about 40% of the browser's CPU and a fifth of the wall time of a suite of short tests.
    /// - `SpareRendererForSitePerProcess`: Chromium starts a renderer ahead of the next
    ///   navigation, for the browser context that just used one; a test's context is closed
    ///   before it navigates elsewhere, so the spare is started for nothing.
    ///
    /// Pages behave the same: these are the browser's own interface and process scheduling.
    public static let chromiumDisabledFeatures = [
        "WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup", "SpareRendererForSitePerProcess",
    ]

    /// The Chromium arguments every ``chromium(headless:binary:extraArguments:)`` session gets
    /// (besides `--headless=new` when headless), ``chromiumDisabledFeatures`` included.
    /// chromedriver merges a `--disable-features` in `extraArguments` with these.
    public static let chromiumDefaultArguments = [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--window-size=1280,900",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--password-store=basic",
        "--disable-features=" + chromiumDisabledFeatures.joined(separator: ","),
    ]

    /// Chromium driven by chromedriver.
    ///
    /// Sets `goog:chromeOptions` with `--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage
    /// --window-size=1280,900` (and a few switches that keep the browser quiet), and
    /// `unhandledPromptBehavior: "ignore"` so native `alert()`/`confirm()`/`prompt()` dialogs stay open
    /// until the test handles them.
    ///
    /// - Parameters:
    ///   - headless: run without a window (the default). `false` needs a display.
    ///   - binary: the browser executable; `nil` lets chromedriver find it.
    ///   - extraArguments: more command-line switches, appended.
    public static func chromium(
        headless: Bool = true,
        binary: String? = nil,
        extraArguments: [String] = []
    ) -> Capabilities {
        var arguments: [String] = headless ? ["--headless=new"] : []
        arguments += chromiumDefaultArguments + extraArguments
        var options: [String: JSONValue] = ["args": .array(arguments.map(JSONValue.string))]
        if let binary { options["binary"] = .string(binary) }
        return Capabilities(alwaysMatch: [
            "browserName": "chrome",
            "goog:chromeOptions": .object(options),
            "unhandledPromptBehavior": "ignore",
            "pageLoadStrategy": "normal",
            "webauthn:virtualAuthenticators": true,
        ])
    }

    /// WebKitGTK's MiniBrowser driven by WebKitWebDriver (needs an X display, e.g. Xvfb).
    ///
    /// - Parameter binary: the MiniBrowser executable; `nil` uses the default location.
    public static func webKitGTK(binary: String? = nil) -> Capabilities {
        var options: [String: JSONValue] = ["args": ["--automation"]]
        if let binary { options["binary"] = .string(binary) }
        return Capabilities(alwaysMatch: [
            "browserName": "MiniBrowser",
            "webkitgtk:browserOptions": .object(options),
            "unhandledPromptBehavior": "ignore",
        ])
    }

    /// An iOS app (or simulator) driven by Appium's XCUITest driver.
    ///
    /// - Parameters:
    ///   - bundleId: the bundle identifier of an installed app to launch.
    ///   - app: a path or URL of an `.app`/`.ipa` to install.
    ///   - udid: the device or simulator UDID.
    ///   - deviceName: e.g. `"iPhone 16"`.
    ///   - platformVersion: e.g. `"18.2"`.
    public static func appiumIOS(
        bundleId: String? = nil,
        app: String? = nil,
        udid: String? = nil,
        deviceName: String? = nil,
        platformVersion: String? = nil
    ) -> Capabilities {
        appium(platform: "iOS", automation: "XCUITest", app: app, udid: udid, deviceName: deviceName,
               platformVersion: platformVersion, launching: ["appium:bundleId": bundleId])
    }

    /// An Android app driven by Appium's UiAutomator2 driver.
    ///
    /// - Parameters:
    ///   - appPackage: the package of an installed app, e.g. `"com.example.app"`.
    ///   - appActivity: the activity to launch, e.g. `".MainActivity"`.
    ///   - app: a path or URL of an `.apk` to install.
    ///   - udid: the device serial.
    ///   - deviceName: a descriptive device name.
    ///   - platformVersion: e.g. `"15"`.
    public static func appiumAndroid(
        appPackage: String? = nil,
        appActivity: String? = nil,
        app: String? = nil,
        udid: String? = nil,
        deviceName: String? = nil,
        platformVersion: String? = nil
    ) -> Capabilities {
        appium(platform: "Android", automation: "UiAutomator2", app: app, udid: udid, deviceName: deviceName,
               platformVersion: platformVersion, launching: ["appium:appPackage": appPackage, "appium:appActivity": appActivity])
    }

    /// What every Appium preset says: the platform, its driver, and the device and app
    /// options given (`launching`: the platform's own way to name an installed app).
    private static func appium(
        platform: String, automation: String, app: String?, udid: String?, deviceName: String?,
        platformVersion: String?, launching: [String: String?]
    ) -> Capabilities {
        var always: [String: JSONValue] = ["platformName": .string(platform), "appium:automationName": .string(automation)]
        let given = launching.merging(["appium:app": app, "appium:udid": udid, "appium:deviceName": deviceName,
                                       "appium:platformVersion": platformVersion]) { first, _ in first }
        for case let (key, value?) in given { always[key] = .string(value) }
        return Capabilities(alwaysMatch: always)
    }

    /// The preset called `name`: `chromium` (also `chrome`), `webkit` (also `webkitgtk`), `appium-ios`
    /// or `appium-android`; `nil` for any other name.
    public static func preset(named name: String) -> Capabilities? {
        switch name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
        case "chromium", "chrome": return .chromium()
        case "webkit", "webkitgtk", "webkit-gtk": return .webKitGTK()
        case "appium-ios", "ios": return .appiumIOS()
        case "appium-android", "android": return .appiumAndroid()
        default: return nil
        }
    }
}
