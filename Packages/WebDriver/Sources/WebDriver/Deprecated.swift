import ElementCore
import Foundation
import WebDriverClient

// Entry points from before the Appium engine was a type of its own. They still compile, and
// say what replaces them.

extension WebDriverEngine {
    /// An engine that drives a native iOS app through an Appium server's XCUITest driver: now an
    /// ``AppiumEngine``.
    @available(*, deprecated, message: "Use AppiumEngine(serverURL:capabilities:credentials:transport:timeout:name:)")
    public static func appium(
        serverURL: URL,
        capabilities: Capabilities,
        credentials: WebDriverCredentials? = nil,
        transport: any HTTPTransport = .platformDefault,
        timeout: TimeInterval = 120,
        name: String = "Appium (XCUITest)"
    ) -> AppiumEngine {
        AppiumEngine(serverURL: serverURL, capabilities: capabilities, credentials: credentials,
                     transport: transport, timeout: timeout, name: name)
    }
}

extension WebDriverEngine.Configuration {
    /// Creates a configuration; `drivesNativeApps` no longer turns a web engine into an Appium one.
    @available(*, deprecated, message: "WebDriverEngine drives browsers only: make an AppiumEngine(configuration:) for native apps, and leave out drivesNativeApps")
    public init(
        baseURL: URL?,
        testIDAttribute: String = "data-testid",
        drivesNativeApps: Bool,
        browserIsLocal: Bool = true,
        isolation: SessionIsolation = .newSession,
        openSession: @escaping @Sendable () throws -> WebDriverSession
    ) {
        self.init(baseURL: baseURL, testIDAttribute: testIDAttribute, browserIsLocal: browserIsLocal,
                  isolation: isolation, openSession: openSession)
    }
}
