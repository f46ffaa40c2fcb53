import Foundation

/// A WebDriver server run elsewhere — a Selenium Grid, a device cloud, an Appium server — chosen
/// through environment variables, so the same tests can run locally or remotely:
///
/// - `TABTESTKIT_WEBDRIVER_URL`: the server URL, e.g. `http://grid.example:4444/wd/hub`.
/// - `TABTESTKIT_CAPABILITIES`: capabilities as JSON, or a preset name (`chromium`, `webkit`,
///   `appium-ios`, `appium-android`). Defaults to `chromium`.
public struct RemoteWebDriver: Sendable {
    /// The environment variable holding the server URL.
    public static let urlVariable = "TABTESTKIT_WEBDRIVER_URL"
    /// The environment variable holding the capabilities (JSON or a preset name).
    public static let capabilitiesVariable = "TABTESTKIT_CAPABILITIES"

    /// The server URL.
    public var serverURL: URL
    /// The capabilities sessions are created with.
    public var capabilities: Capabilities
    /// The HTTP transport.
    public var transport: any HTTPTransport

    /// Describes a remote server.
    public init(serverURL: URL, capabilities: Capabilities, transport: any HTTPTransport = .platformDefault) {
        self.serverURL = serverURL
        self.capabilities = capabilities
        self.transport = transport
    }

    /// Reads the remote configuration from the environment.
    ///
    /// - Returns: `nil` when `TABTESTKIT_WEBDRIVER_URL` is unset or empty (use a local browser then).
    /// - Throws: ``WebDriverError/invalidCapabilities(_:)`` when the URL or the capabilities are invalid.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> RemoteWebDriver? {
        guard let text = environment[urlVariable]?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
            return nil
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host != nil else {
            throw WebDriverError.invalidCapabilities("\(urlVariable)='\(text)' is not an http(s) URL")
        }
        let capabilities = try parseCapabilities(environment[capabilitiesVariable])
        return RemoteWebDriver(serverURL: url, capabilities: capabilities)
    }

    /// Parses the value of `TABTESTKIT_CAPABILITIES`: JSON, a preset name, or `nil`/empty for `chromium`.
    public static func parseCapabilities(_ text: String?) throws -> Capabilities {
        let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if trimmed.isEmpty { return .chromium() }
        if trimmed.hasPrefix("{") {
            do {
                return try Capabilities.fromJSON(trimmed)
            } catch let error as WebDriverError {
                throw WebDriverError.invalidCapabilities("\(capabilitiesVariable): \(error.description)")
            }
        }
        if let preset = Capabilities.preset(named: trimmed) { return preset }
        throw WebDriverError.invalidCapabilities(
            "\(capabilitiesVariable)='\(trimmed.prefix(100))' is neither JSON nor a preset name "
                + "(chromium, webkit, appium-ios, appium-android)"
        )
    }

    /// Creates a session on the remote server.
    ///
    /// - Parameters:
    ///   - capabilities: overrides ``capabilities`` for this session when given.
    ///   - timeout: the deadline for starting the browser or device (devices can be slow: 120 s by default).
    ///   - commandTimeout: the default deadline of the session's commands.
    public func newSession(
        capabilities: Capabilities? = nil,
        timeout: TimeInterval = 120,
        commandTimeout: TimeInterval = 60
    ) throws -> WebDriverSession {
        try WebDriverSession.create(
            serverURL: serverURL,
            capabilities: capabilities ?? self.capabilities,
            transport: transport,
            timeout: timeout,
            commandTimeout: commandTimeout
        )
    }

    /// The server's `GET /status` value (`ready`, `message`…).
    public func status(timeout: TimeInterval = 10) throws -> JSONValue {
        try WireClient(serverURL: serverURL, transport: transport).send(.get, "status", body: nil, timeout: timeout)
    }
}
