import Foundation
import Logging

/// The client's default logger: label `TABTestKit.WebDriver`, at `info` (see ``WebDriverLogging``).
///
/// Each command is logged at `debug` level with its method, path, status and duration. Request
/// bodies are logged at `trace` level, except those marked redacted (secret text), which are never logged.
package let defaultWebDriverLogger = Logger(label: WebDriverLogging.label)

/// Sends WebDriver commands to one server and turns responses into values or ``WebDriverError``s.
///
/// Credentials in the server URL (`user:key@`) are taken out of it and sent as HTTP Basic
/// authentication. A server that accepts a request and then says nothing is noticed after
/// ``ServerLiveness/silence`` seconds (see ``ServerLiveness``) instead of at the deadline.
package struct WireClient: Sendable {
    /// The server URL, without credentials.
    package let serverURL: URL
    package let transport: any HTTPTransport
    package var logger: Logger = defaultWebDriverLogger
    /// Sent as HTTP Basic authentication.
    package let credentials: WebDriverCredentials?

    package init(serverURL: URL, transport: any HTTPTransport, logger: Logger = defaultWebDriverLogger, credentials: WebDriverCredentials? = nil) {
        let (url, inURL) = serverURL.splittingCredentials()
        self.serverURL = url
        self.transport = transport
        self.logger = logger
        self.credentials = credentials ?? inURL
    }

    /// The headers every request carries.
    var headers: [String: String] {
        var headers = ["Accept": "application/json"]
        if let credentials { headers["Authorization"] = credentials.authorizationHeader }
        return headers
    }

    /// Sends `method path` and returns the response's `value` member.
    ///
    /// - Parameter redacted: when `true`, the body is never written to the log.
    package func send(
        _ method: HTTPMethod,
        _ path: String,
        body: JSONValue?,
        timeout: TimeInterval,
        redacted: Bool = false
    ) throws -> JSONValue {
        let command = "\(method.rawValue) \(path)"
        let url = serverURL.appendingPathComponentsPreservingQuery(path)
        let bodyData: Data? = body?.serializedData() ?? (method == .post ? Data("{}".utf8) : nil)
        let request = HTTPRequest(method: method, url: url, headers: headers, body: bodyData)
        if let bodyData, logger.logLevel <= .trace {
            let text = redacted ? "<redacted>" : String(decoding: bodyData.prefix(500), as: UTF8.self)
            logger.trace("→ \(command) \(text)")
        }

        let start = ContinuousClock.now
        let response: HTTPResponse
        do {
            try ServerLiveness.checkEarlierSilence(of: self)
            do {
                response = try exchange(request, command: command, timeout: timeout)
            } catch HTTPTransportError.connectionFailed where method != .post {
                // A pooled connection may have been closed just before reuse; reads and deletes are
                // safe to repeat once. A dead server refuses the retry at once.
                response = try exchange(request, command: command, timeout: timeout)
            }
        } catch let error as WebDriverError {
            logger.debug("\(command) failed after \(Self.format(ContinuousClock.now - start)): \(error)")
            throw error
        } catch let error as HTTPTransportError {
            let elapsed = ContinuousClock.now - start
            logger.debug("\(command) failed after \(Self.format(elapsed)): \(error)")
            switch error {
            case .connectionFailed(_, let reason):
                throw WebDriverError.serverNotReachable(url: serverURL.absoluteString, command: command, reason: reason)
            case .deadlineExceeded:
                throw WebDriverError.deadlineExceeded(command: command, deadline: timeout)
            case .other(_, let reason):
                throw WebDriverError.transportFailed(command: command, reason: reason)
            }
        } catch {
            throw WebDriverError.transportFailed(command: command, reason: "\(error)")
        }
        let elapsed = ContinuousClock.now - start
        logger.debug("\(command) \(response.status) \(Self.format(elapsed))")
        return try Self.decode(response, command: command)
    }

    /// Sends `request` and waits for its response until `timeout`, unless the server falls
    /// silent: when nothing arrived after ``ServerLiveness/silence`` seconds and `GET /status`
    /// gets no answer either, the server is not answering, and waiting longer will not help.
    private func exchange(_ request: HTTPRequest, command: String, timeout: TimeInterval) throws -> HTTPResponse {
        let pending = transport.begin(request, timeout: timeout)
        let isWatched = timeout > ServerLiveness.silence + ServerLiveness.probeTimeout && !command.hasSuffix(" status")
        var outcome = pending.wait(upTo: isWatched ? ServerLiveness.silence : nil)
        if outcome == nil {
            guard ServerLiveness.answers(self, within: ServerLiveness.probeTimeout) else {
                let error = WebDriverError.serverNotAnswering(
                    url: serverURL.absoluteString, command: command,
                    silence: ServerLiveness.silence, probe: ServerLiveness.probeTimeout
                )
                ServerLiveness.remember(error, for: self)
                throw error
            }
            outcome = pending.wait(upTo: nil)
        }
        guard let outcome else { throw HTTPTransportError.deadlineExceeded(url: request.url, timeout: timeout) }
        return try outcome.get()
    }

    /// Extracts `value` from a response, or throws the W3C error it carries.
    static func decode(_ response: HTTPResponse, command: String) throws -> JSONValue {
        let document: JSONValue
        do {
            document = response.body.isEmpty ? .object([:]) : try JSONValue(parsing: response.body)
        } catch {
            throw WebDriverError.invalidResponse(
                command: command,
                httpStatus: response.status,
                body: String(decoding: response.body.prefix(300), as: UTF8.self)
            )
        }
        let value = document["value"] ?? .null
        if let codeText = value["error"]?.stringValue {
            let code = W3CErrorCode(rawValue: codeText) ?? .unknownError
            if code == .unexpectedAlertOpen {
                throw WebDriverError.userPromptOpen(UserPrompt.decoding(errorValue: value), command: command)
            }
            throw WebDriverError.protocolError(
                code: code,
                codeText: codeText,
                message: value["message"]?.stringValue ?? "",
                command: command,
                httpStatus: response.status
            )
        }
        guard (200..<300).contains(response.status), document.objectValue != nil else {
            throw WebDriverError.invalidResponse(
                command: command,
                httpStatus: response.status,
                body: String(decoding: response.body.prefix(300), as: UTF8.self)
            )
        }
        return value
    }

    package static func format(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.seconds) * 1000
            + Double(duration.components.attoseconds) / 1e15
        return String(format: "%.1f ms", milliseconds)
    }
}

extension URL {
    /// Appends a `/`-separated path (which may start with `/`) to this URL's path, keeping any
    /// base path such as Appium's `/wd/hub`.
    func appendingPathComponentsPreservingQuery(_ path: String) -> URL {
        var base = absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let suffix = path.hasPrefix("/") ? path : "/" + path
        return URL(string: base + suffix) ?? self
    }
}
