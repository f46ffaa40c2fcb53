import Foundation

/// How each launch of the app under test gets a clean browser: cookies, storage and
/// permissions of one test never reach the next.
///
/// `TABTESTKIT_ISOLATION=session` forces ``newSession`` for the managed Chromium (to compare, or
/// to work around a browser that mishandles user contexts).
public enum SessionIsolation: String, Sendable, Hashable, CustomStringConvertible {
    /// A fresh isolated context (with its own cookies, storage, permissions and cache) and a
    /// tab in it, in a browser kept for the worker and reused by the next test: a CDP browser
    /// context, or a WebDriver BiDi user context (the same thing inside Chromium) with
    /// `TABTESTKIT_ISOLATION_CHANNEL=bidi`. Classic commands target the tab (chromedriver's
    /// window handles are the tabs' ids); ending the launch removes the context. About a third
    /// of the cost of a new browser. The managed Chromium uses it on Linux.
    case userContext = "user-context"
    /// A new WebDriver session (a new browser, or app, with a fresh profile) per launch: for
    /// remote ends without BiDi (Appium, many grids) and on Apple platforms.
    case newSession = "new-session"

    /// The environment variable that forces a mode for the managed Chromium.
    public static let environmentVariable = "TABTESTKIT_ISOLATION"

    /// What the mode means, for the log line and messages.
    public var description: String {
        switch self {
        case .userContext: return "a fresh user context per launch in a browser reused by the worker"
        case .newSession: return "a new browser session per launch"
        }
    }

    /// The mode the managed Chromium uses: ``userContext`` where the WebSocket client is linked
    /// (Linux) unless `TABTESTKIT_ISOLATION` is `session`.
    public static func forManagedChromium(environment: [String: String] = ProcessInfo.processInfo.environment) -> SessionIsolation {
        let requested = environment[environmentVariable]?.lowercased()
        guard ManagedChromium.supportsUserContexts, requested != "session", requested != newSession.rawValue else {
            return .newSession
        }
        return .userContext
    }

    private static let announced = LockedValue(Set<SessionIsolation>())

    /// Logs once per process and mode which isolation the engines use, and for
    /// ``userContext`` over which `channel`.
    public func announce(for name: String, channel: IsolationChannel = .fromEnvironment()) {
        let isFirst = Self.announced.withLock { $0.insert(self).inserted }
        guard isFirst else { return }
        let control = self == .userContext ? ", controlled over \(channel.rawValue) (\(IsolationChannel.environmentVariable)=cdp|bidi)" : ""
        webDriverLogger.info("TABTestKit \(name): isolation \(rawValue): \(description)\(control) (\(Self.environmentVariable)=session|user-context)")
    }
}
