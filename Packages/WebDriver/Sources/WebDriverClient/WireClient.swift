import Foundation
import Logging

/// The logger used for every WebDriver command: label `TABTestKit.WebDriver`.
///
/// Each command is logged at `debug` level with its method, path, status and duration. Request
/// bodies are logged at `trace` level, except those marked redacted (secret text), which are never logged.
let webDriverLogger = Logger(label: "TABTestKit.WebDriver")

/// Sends WebDriver commands to one server and turns responses into values or ``WebDriverError``s.
struct WireClient: Sendable {
    let serverURL: URL
    let transport: any HTTPTransport
    var logger: Logger = webDriverLogger

    /// Sends `method path` and returns the response's `value` member.
    ///
    /// - Parameter redacted: when `true`, the body is never written to the log.
    func send(
        _ method: HTTPMethod,
        _ path: String,
        body: JSONValue?,
        timeout: TimeInterval,
        redacted: Bool = false
    ) throws -> JSONValue {
        let command = "\(method.rawValue) \(path)"
        let url = serverURL.appendingPathComponentsPreservingQuery(path)
        let bodyData: Data? = body?.serializedData() ?? (method == .post ? Data("{}".utf8) : nil)
        let request = HTTPRequest(
            method: method,
            url: url,
            headers: ["Accept": "application/json"],
            body: bodyData
        )
        if let bodyData, logger.logLevel <= .trace {
            let text = redacted ? "<redacted>" : String(decoding: bodyData.prefix(500), as: UTF8.self)
            logger.trace("→ \(command) \(text)")
        }

        let start = ContinuousClock.now
        let response: HTTPResponse
        do {
            do {
                response = try transport.send(request, timeout: timeout)
            } catch HTTPTransportError.connectionFailed where method != .post {
                // A pooled connection may have been closed just before reuse; reads and deletes are
                // safe to repeat once. A dead server refuses the retry at once.
                response = try transport.send(request, timeout: timeout)
            }
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
            throw WebDriverError.protocolError(
                code: W3CErrorCode(rawValue: codeText) ?? .unknownError,
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

    static func format(_ duration: Duration) -> String {
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
