import ElementCore
import WebDriverClient

/// The launch arguments and environment of the launch that is opening an Appium session.
///
/// ``AppiumEngine`` sessions come from an opaque factory (``AppiumEngine/Configuration/openSession``),
/// so when a launch has to open a session, the engine publishes its ``LaunchConfiguration`` here
/// (in the test context) for the duration of the factory call. The factory made by
/// ``AppiumEngine/init(serverURL:capabilities:credentials:transport:timeout:name:)`` passes it on as the
/// `appium:processArguments` capability; custom factories can do the same with
/// ``capabilities(_:)``. When a session arrives without them, the engine relaunches the app with
/// `mobile: launchApp {arguments, environment}` instead.
public enum AppiumLaunchContext {
    /// The launch configuration of the launch in progress, or `nil` outside a launch.
    public static var current: LaunchConfiguration? { TestContext.current[Key.self] }

    /// Runs `operation` with `launch` as the launch in progress.
    public static func with<Result>(_ launch: LaunchConfiguration?, operation: () throws -> Result) rethrows -> Result {
        try TestContext.with({ $0[Key.self] = launch }, operation)
    }

    private enum Key: TestContextKey {
        static let defaultValue: LaunchConfiguration? = nil
    }

    /// The capability that carries launch arguments and environment to the XCUITest driver.
    public static let capabilityName = "appium:processArguments"

    /// `capabilities` with the current launch's arguments and environment added to
    /// `appium:processArguments` (`{"args": […], "env": {…}}`): arguments after any already
    /// there, environment entries over any already there. Unchanged outside a launch, or when
    /// the launch has neither.
    public static func capabilities(_ capabilities: Capabilities) -> Capabilities {
        guard let launch = current, !isEmpty(launch) else { return capabilities }
        var result = capabilities
        let existing = capabilities[capabilityName]?.objectValue ?? [:]
        var merged = existing
        merged["args"] = .array((existing["args"]?.arrayValue ?? []) + launch.arguments.map(JSONValue.string))
        var environment = existing["env"]?.objectValue ?? [:]
        for (key, value) in launch.environment { environment[key] = .string(value) }
        merged["env"] = .object(environment)
        result.alwaysMatch[capabilityName] = .object(merged)
        return result
    }

    /// Whether `capabilities` already start the app with `launch`'s arguments (at the end of
    /// `args`) and environment (all of it in `env`).
    static func carries(_ launch: LaunchConfiguration, in capabilities: Capabilities) -> Bool {
        guard !isEmpty(launch) else { return true }
        let process = capabilities[capabilityName]?.objectValue ?? [:]
        let arguments = (process["args"]?.arrayValue ?? []).compactMap(\.stringValue)
        let environment = process["env"]?.objectValue ?? [:]
        return arguments.suffix(launch.arguments.count).elementsEqual(launch.arguments)
            && launch.environment.allSatisfy { environment[$0.key]?.stringValue == $0.value }
    }

    static func isEmpty(_ launch: LaunchConfiguration) -> Bool {
        launch.arguments.isEmpty && launch.environment.isEmpty
    }
}
