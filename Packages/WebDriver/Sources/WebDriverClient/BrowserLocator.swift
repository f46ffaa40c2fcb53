import Foundation

/// Finds browser and driver executables from environment overrides and `PATH`.
public enum BrowserLocator {
    /// The environment variable that overrides the Chromium executable.
    public static let chromiumVariable = "TABTESTKIT_CHROMIUM"
    /// The environment variable that overrides the chromedriver executable.
    public static let chromedriverVariable = "TABTESTKIT_CHROMEDRIVER"

    /// The Chromium executable: `$TABTESTKIT_CHROMIUM`, else the first of `chromium`, `chromium-browser`,
    /// `google-chrome` on `PATH`.
    ///
    /// - Throws: ``WebDriverError/browserNotInstalled(what:searched:)`` naming the install script.
    public static func chromium(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        try locate(
            what: "Chromium",
            override: environment[chromiumVariable], overrideName: chromiumVariable,
            names: ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"],
            environment: environment
        )
    }

    /// The chromedriver executable: `$TABTESTKIT_CHROMEDRIVER`, else `chromedriver` on `PATH`.
    public static func chromedriver(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        try locate(
            what: "chromedriver",
            override: environment[chromedriverVariable], overrideName: chromedriverVariable,
            names: ["chromedriver"],
            environment: environment
        )
    }

    /// The first executable called one of `names` in the `PATH` of `environment`, or `nil`.
    public static func which(_ names: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        let directories = path.split(separator: ":").map(String.init)
        for name in names {
            for directory in directories {
                let candidate = (directory as NSString).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    private static func locate(
        what: String,
        override: String?,
        overrideName: String,
        names: [String],
        environment: [String: String]
    ) throws -> String {
        if let override, !override.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: override) else {
                throw WebDriverError.browserNotInstalled(what: "\(what) (\(overrideName)=\(override) is not an executable file)",
                                                         searched: [override])
            }
            return override
        }
        if let found = which(names, environment: environment) { return found }
        throw WebDriverError.browserNotInstalled(what: what, searched: ["$\(overrideName)"] + names.map { "\($0) on PATH" })
    }
}
