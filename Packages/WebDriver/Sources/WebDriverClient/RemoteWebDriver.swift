import Foundation

/// A WebDriver server run elsewhere — a Selenium Grid, a device cloud, an Appium server — chosen
/// through environment variables, so the same tests can run locally or remotely:
///
/// - `TABTESTKIT_WEBDRIVER_URL`: the server URL, e.g. `http://grid.example:4444/wd/hub`. Device
///   clouds' `https://user:key@hub…` form works: the credentials are taken out of the URL and
///   sent as HTTP Basic authentication, and never shown.
/// - `TABTESTKIT_CAPABILITIES`: capabilities as JSON, or a preset name (`chromium`, `webkit`,
///   `appium-ios`, `appium-android`). Defaults to `chromium`. Setting it without a URL is an
///   error, not silently ignored. JSON that does not parse is reported by position, never
///   echoed (it may hold keys).
public struct RemoteWebDriver: Sendable {
    /// The environment variable holding the server URL.
    public static let urlVariable = "TABTESTKIT_WEBDRIVER_URL"
    /// The environment variable holding the capabilities (JSON or a preset name).
    public static let capabilitiesVariable = "TABTESTKIT_CAPABILITIES"

    /// The server URL, without credentials.
    public var serverURL: URL
    /// The user and key of the URL, sent as HTTP Basic authentication.
    public var credentials: WebDriverCredentials?
    /// The capabilities sessions are created with.
    public var capabilities: Capabilities
    /// The HTTP transport.
    public var transport: any HTTPTransport

    /// Describes a remote server. Credentials in `serverURL` (`user:key@`) move to
    /// ``credentials``.
    public init(
        serverURL: URL,
        capabilities: Capabilities,
        credentials: WebDriverCredentials? = nil,
        transport: any HTTPTransport = .platformDefault
    ) {
        let (url, inURL) = serverURL.splittingCredentials()
        self.serverURL = url
        self.credentials = credentials ?? inURL
        self.capabilities = capabilities
        self.transport = transport
    }

    /// Reads the remote configuration from the environment.
    ///
    /// - Returns: `nil` when neither variable is set (use a local browser then).
    /// - Throws: ``WebDriverError/invalidCapabilities(_:)`` when the URL or the capabilities are
    ///   invalid, or when capabilities are given without a URL.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> RemoteWebDriver? {
        guard let text = environment[urlVariable]?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
            if let capabilities = environment[capabilitiesVariable], !capabilities.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw WebDriverError.invalidCapabilities(
                    "\(capabilitiesVariable) is set but \(urlVariable) is not: capabilities are for a remote WebDriver server. "
                        + "Set \(urlVariable) to the server's URL, or unset \(capabilitiesVariable) to use the local headless Chromium"
                )
            }
            return nil
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host != nil else {
            throw WebDriverError.invalidCapabilities("\(urlVariable)='\(displayableURLText(text))' is not an http(s) URL")
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
        // Not echoed: a mistyped value may still hold a key.
        throw WebDriverError.invalidCapabilities(
            "\(capabilitiesVariable) is neither JSON (it does not start with '{') nor a preset name "
                + "(chromium, webkit, appium-ios, appium-android); its value is not shown, as it may hold keys"
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
            commandTimeout: commandTimeout,
            logger: webDriverLogger,
            credentials: credentials
        )
    }

    /// The server's `GET /status` value (`ready`, `message`…).
    public func status(timeout: TimeInterval = 10) throws -> JSONValue {
        try WireClient(serverURL: serverURL, transport: transport, logger: webDriverLogger, credentials: credentials).send(.get, "status", body: nil, timeout: timeout)
    }
}
