import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Starts the managed Chromium itself (not through chromedriver), so that the DevTools control
/// can connect the moment the browser listens, while chromedriver starts and attaches to the
/// same browser (`goog:chromeOptions.debuggerAddress`) on a thread of its own.
///
/// The browser runs under the same watchdog as the drivers (``SupervisedProcess``): its own
/// process group and private folder (`TMPDIR`, XDG folders, and the profile in `profile/`), all
/// killed and removed by ``LaunchedDriver/shutDown()``, at exit, or by the watchdog when the test
/// process dies. It listens for DevTools on an ephemeral loopback port (`--remote-debugging-port=0`;
/// headless Chromium binds 127.0.0.1 only), which it writes to `DevToolsActivePort` in the profile.
enum ChromiumLauncher {
    /// What chromedriver adds to the command line of a browser it launches (besides logging),
    /// so a browser started here behaves as one chromedriver started: no popup blocker, no
    /// hang monitor, `navigator.webdriver` set, throttling off.
    static let automationArguments = [
        "--allow-pre-commit-input",
        "--disable-background-timer-throttling",
        "--disable-backgrounding-occluded-windows",
        "--disable-client-side-phishing-detection",
        "--disable-default-apps",
        "--disable-features=IgnoreDuplicateNavs,Prewarm",
        "--disable-hang-monitor",
        "--disable-popup-blocking",
        "--disable-prompt-on-repost",
        "--enable-automation",
        "--no-service-autorun",
        "--test-type=webdriver",
        "--use-mock-keychain",
    ]

    /// The command line: headless, ``Capabilities/chromiumDefaultArguments``, chromedriver's
    /// switches, DevTools on an ephemeral port (for chromedriver) and on a pipe (for the
    /// DevTools control, see `DevToolsPipe`), the private profile, and one blank tab.
    static func arguments(profile: String) -> [String] {
        var arguments = ["--headless=new"]
        for argument in mergingFeatureSwitches(Capabilities.chromiumDefaultArguments + automationArguments)
        where !arguments.contains(argument) {
            arguments.append(argument)
        }
        return arguments + ["--remote-debugging-port=0", "--remote-debugging-pipe", "--user-data-dir=\(profile)", "about:blank"]
    }

    /// `arguments` with every `--disable-features=` (and every `--enable-features=`) joined
    /// into one switch where the first stood. Chromium reads only the last of repeated switches,
    /// so a second one would silently turn the first one's features back on; chromedriver
    /// joins them the same way for a browser it starts.
    static func mergingFeatureSwitches(_ arguments: [String]) -> [String] {
        var merged: [String] = []
        var features: [String: [String]] = [:]
        for argument in arguments {
            guard let prefix = ["--disable-features=", "--enable-features="].first(where: argument.hasPrefix) else {
                merged.append(argument)
                continue
            }
            if features[prefix] == nil { merged.append(prefix) }
            for name in argument.dropFirst(prefix.count).split(separator: ",").map(String.init)
            where !(features[prefix]?.contains(name) ?? false) {
                features[prefix, default: []].append(name)
            }
        }
        return merged.map { argument in
            features[argument].map { argument + $0.joined(separator: ",") } ?? argument
        }
    }

    /// Starts Chromium and returns once it listens for DevTools (its ``LaunchedDriver/port``).
    ///
    /// - Throws: ``WebDriverError/driverFailedToStart(driver:reason:logTail:)`` naming the
    ///   browser, with the tail of its output, when it exits or does not open its DevTools port
    ///   within `startupTimeout`.
    static func launch(executable: String, startupTimeout: TimeInterval, parentPID: pid_t = getpid()) throws -> LaunchedDriver {
        try DriverLauncher.launch(
            name: "Chromium",
            executable: executable,
            arguments: { _, root in arguments(profile: profileFolder(in: root)) },
            startupTimeout: startupTimeout,
            notReady: "it did not open its DevTools port (DevToolsActivePort in its profile)",
            parentPID: parentPID,
            devToolsPipe: true
        ) { starting, _ in
            activePort(profile: profileFolder(in: starting.root))
        }
    }

    static func profileFolder(in root: String) -> String {
        (root as NSString).appendingPathComponent("profile")
    }

    /// The port in `DevToolsActivePort`, or `nil` while it is missing or half written.
    static func activePort(profile: String) -> Int? {
        activeEndpoint(profile: profile)?.port
    }

    /// What `DevToolsActivePort` says (first line: the port; second: the browser's WebSocket
    /// path, `/devtools/browser/<id>`), or `nil` while it is missing or half written.
    static func activeEndpoint(profile: String) -> (port: Int, browserPath: String)? {
        guard let data = FileManager.default.contents(atPath: (profile as NSString).appendingPathComponent("DevToolsActivePort")) else {
            return nil
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard lines.count >= 2, lines[1].hasPrefix("/devtools/browser/"),
              let port = Int(lines[0]), (1...65_535).contains(port) else { return nil }
        return (port, String(lines[1]).trimmingCharacters(in: .whitespaces))
    }

    /// What chromedriver is asked for to attach to a browser started here: the same
    /// session settings as ``Capabilities/chromium(headless:binary:extraArguments:)``, and the
    /// browser's DevTools address. `args` is the browser's actual command line (chromedriver
    /// launches nothing when given an address, and ignores it): so the session's
    /// `requestedCapabilities` still tell which profile its browser runs in, as for a browser
    /// chromedriver started.
    static func attachCapabilities(debuggerAddress: String, browser: LaunchedDriver) -> Capabilities {
        var capabilities = Capabilities.chromium()
        capabilities.alwaysMatch["goog:chromeOptions"] = [
            "debuggerAddress": .string(debuggerAddress),
            "args": .array(arguments(profile: profileFolder(in: browser.root)).map(JSONValue.string)),
        ]
        return capabilities
    }
}
