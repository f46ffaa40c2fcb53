import ElementCore
import Foundation

/// How a test without an engine of its own gets one.
///
/// `TABTestCase` and the `.tabTestKit()` trait ask, in order:
/// 1. the test itself (`TABTestCase.makeEngine()` overridden, ``TABTestCaseEngineProviding``,
///    or the trait's `engine:` closure);
/// 2. ``defaultFactory``, when set — one place to choose the engine of a whole test bundle;
/// 3. the driver in force (`currentEngine`: one scoped around the run, or set
///    with `setDefaultEngine(_:)`);
/// 4. ``platformDefault(environment:)``.
///
/// Each test gets its own driver from the factory, so parallel tests never share an
/// engine's state, unless the factory returns the same driver each time.
public enum TABTestKitEngine {
    /// The environment variable holding the URL of the web app under test, for the default
    /// web engine.
    public static let appURLVariable = "TABTESTKIT_APP_URL"

    private static let factory = Locked<(@Sendable () throws -> any Engine)?>(nil)

    /// A process-wide way to make a driver for each test, used when the test chooses none.
    /// Lock-protected; set it once, before the tests run (for example in a test bundle's
    /// principal class or the first suite's `init`).
    public static var defaultFactory: (@Sendable () throws -> any Engine)? {
        get { factory.current }
        set { factory.withLock { $0 = newValue } }
    }

    /// A driver for a test that chooses none: ``defaultFactory``, else the driver in force,
    /// else ``platformDefault(environment:)``.
    public static func makeDefaultEngine(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> any Engine {
        if let factory = defaultFactory { return try factory() }
        if let current = currentEngine { return current }
        return try platformDefault(environment: environment)
    }

    /// The platform's engine: XCUI on iOS, tvOS and visionOS. On macOS and elsewhere (Linux),
    /// `AppiumEngine` when `TABTESTKIT_WEBDRIVER_URL` names a server and `TABTESTKIT_CAPABILITIES`
    /// asks for Appium (`appium-ios`, or JSON capabilities with `appium:` keys); else, on macOS,
    /// headless Chromium on the web app at ``appURLVariable`` when that variable is set, and XCUI
    /// when it is not; elsewhere, headless Chromium (or the remote browser) on the web app at
    /// ``appURLVariable``.
    public static func platformDefault(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> any Engine {
        try platformDefault(for: .current, environment: environment)
    }

    /// The engine ``platformDefault(environment:)`` chooses on `platform`.
    public static func platformDefault(
        for platform: Platform,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> any Engine {
        switch platform {
        case .iOS, .tvOS, .visionOS:
            return PlatformEngines.xcui()
        case .macOS:
            if let appium = try PlatformEngines.appium(environment: environment) { return appium }
            if environment[appURLVariable] != nil { return try PlatformEngines.chromium(environment: environment) }
            return PlatformEngines.xcui()
        case .other:
            if let appium = try PlatformEngines.appium(environment: environment) { return appium }
            return try PlatformEngines.chromium(environment: environment)
        }
    }

    /// A platform, as far as the choice of engine is concerned.
    public enum Platform: Sendable, CaseIterable {
        /// iOS and iPadOS.
        case iOS
        /// tvOS.
        case tvOS
        /// visionOS.
        case visionOS
        /// macOS.
        case macOS
        /// Every other platform (Linux, Windows…).
        case other

        /// The platform this code was compiled for.
        public static var current: Platform {
            #if os(iOS)
            return .iOS
            #elseif os(tvOS)
            return .tvOS
            #elseif os(visionOS)
            return .visionOS
            #elseif os(macOS)
            return .macOS
            #else
            return .other
            #endif
        }
    }
}
