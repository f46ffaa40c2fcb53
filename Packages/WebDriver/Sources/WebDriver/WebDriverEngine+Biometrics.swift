import ElementCore
import Foundation
import WebDriverClient

/// Simulated biometrics on the web engine: a WebAuthn virtual authenticator (an internal,
/// user-verifying CTAP2 platform authenticator) stands for Face ID or Touch ID. Enrolled = the
/// authenticator exists; its user-verification flag decides whether the next WebAuthn request
/// succeeds. Chromium (chromedriver) supports it; WebKit does not. (``AppiumEngine`` uses the
/// XCUITest driver's biometric commands instead.)
///
/// The virtual authenticator belongs to the browser session, and each launch of the app opens a
/// new session: enrol after launching.
extension WebDriverEngine: BiometricsControlling {
    /// Enrols biometrics (adds the virtual authenticator, ready to verify the user) or unenrols
    /// them (removes it).
    ///
    /// Unenrolling while the app is not running does nothing: a new session starts without an
    /// authenticator.
    public func setBiometricsEnrolled(_ enrolled: Bool) throws(EngineError) {
        guard let session = sessions.liveSession else {
            if enrolled { throw .unsupported(BiometricsMessages.notRunning(name)) }
            WebBiometrics.forget(self)
            return
        }
        if enrolled {
            try enrolAuthenticator(in: session)
        } else {
            try removeAuthenticator(in: session)
        }
    }

    /// Makes the next biometric check succeed or fail.
    ///
    /// This sets the virtual authenticator's user verification: call it *before* the page asks
    /// (the authenticator answers at once), and it stays so until changed.
    public func authenticateBiometrics(successfully: Bool) throws(EngineError) {
        guard let session = sessions.liveSession else {
            throw .unsupported(BiometricsMessages.notRunning(name))
        }
        let key = WebBiometrics.key(of: session)
        guard let authenticator = WebBiometrics.authenticator(of: self, in: key) else {
            throw .unsupported(WebBiometrics.notEnrolled(relaunched: WebBiometrics.hasStaleAuthenticator(self, comparedTo: key)))
        }
        do {
            try webAuthn(session, what: "set the virtual authenticator's user verification") { session in
                try session.send(method: .post, path: "webauthn/authenticator/\(authenticator)/uv",
                                 body: ["isUserVerified": .bool(successfully)])
            }
        } catch {
            guard case .invalidArgument = error else { throw error.driverError }
            WebBiometrics.forget(self)
            throw .unsupported(WebBiometrics.notEnrolled(relaunched: false))
        }
    }

    // MARK: WebAuthn

    private func enrolAuthenticator(in session: WebDriverSession) throws(EngineError) {
        let key = WebBiometrics.key(of: session)
        if let existing = WebBiometrics.authenticator(of: self, in: key) {
            do {
                try webAuthn(session, what: "reset the virtual authenticator") { session in
                    try session.send(method: .post, path: "webauthn/authenticator/\(existing)/uv", body: ["isUserVerified": true])
                }
                return
            } catch {
                guard case .invalidArgument = error else { throw error.driverError }
                WebBiometrics.forget(self)  // removed behind our back: add a new one
            }
        }
        let value: JSONValue
        do {
            value = try webAuthn(session, what: "add a virtual authenticator") { session in
                try session.send(method: .post, path: "webauthn/authenticator", body: WebBiometrics.authenticatorOptions)
            }
        } catch {
            throw error.driverError
        }
        guard let id = value.stringValue, !id.isEmpty else {
            throw .engineFailure("The browser did not return an authenticator id when adding a virtual authenticator (got \(value)).")
        }
        WebBiometrics.remember(id, of: self, in: key)
    }

    private func removeAuthenticator(in session: WebDriverSession) throws(EngineError) {
        let key = WebBiometrics.key(of: session)
        guard let authenticator = WebBiometrics.authenticator(of: self, in: key) else {
            WebBiometrics.forget(self)
            return
        }
        do {
            try webAuthn(session, what: "remove the virtual authenticator") { session in
                try session.send(method: .delete, path: "webauthn/authenticator/\(authenticator)")
            }
        } catch {
            guard case .invalidArgument = error else { throw error.driverError }
            // Already gone: nothing to remove.
        }
        WebBiometrics.forget(self)
    }

    /// Runs one WebAuthn command, counting it and translating its errors.
    @discardableResult
    private func webAuthn<Result>(
        _ session: WebDriverSession,
        what: String,
        _ body: (WebDriverSession) throws -> Result
    ) throws(WebAuthnFailure) -> Result {
        sessions.countRequest()
        do {
            return try body(session)
        } catch let error as WebDriverError {
            if !error.isSessionGone, error.code == .unknownCommand || error.code == .unknownMethod {
                throw .driver(.unsupported("\(name) cannot simulate biometrics: \(WebBiometrics.noVirtualAuthenticators) (\(error))"))
            }
            if error.code == .invalidArgument { throw .invalidArgument(error) }
            throw .driver(EngineErrors.translate(error, while: what))
        } catch {
            throw .driver(.engineFailure("Could not \(what): \(error)"))
        }
    }
}

/// How a WebAuthn command failed: `invalid argument` (usually an unknown authenticator id) is
/// kept apart so callers can recover from it.
enum WebAuthnFailure: Error {
    case invalidArgument(WebDriverError)
    case driver(EngineError)

    /// The failure as an engine error.
    var driverError: EngineError {
        switch self {
        case .invalidArgument(let error): return .engineFailure("The browser rejected a WebAuthn command: \(error)")
        case .driver(let error): return error
        }
    }
}

/// The virtual authenticator each engine added, remembered with the session it lives in.
enum WebBiometrics {
    struct Record {
        weak var engine: WebDriverEngine?
        var session: String
        var authenticator: String
    }

    private static let records = Locked<[ObjectIdentifier: Record]>([:])

    /// An internal CTAP2 authenticator that keeps resident keys and verifies the user: a
    /// platform authenticator with Face ID or Touch ID enrolled.
    static let authenticatorOptions: JSONValue = [
        "protocol": "ctap2",
        "transport": "internal",
        "hasResidentKey": true,
        "hasUserVerification": true,
        "isUserConsenting": true,
        "isUserVerified": true,
    ]

    static let noVirtualAuthenticators =
        "this browser does not support WebAuthn virtual authenticators (WebKit does not; use Chromium)"

    /// One launch's key: the session, and the user context when launches share a browser
    /// (an authenticator lives in the launch's tab, which its user context takes with it).
    static func key(of session: WebDriverSession) -> String {
        "\(session.serverURL.absoluteString)#\(session.id)" + (session.userContext.map { "#\($0)" } ?? "")
    }

    static func authenticator(of engine: WebDriverEngine, in session: String) -> String? {
        records.withLock { records in
            guard let record = records[ObjectIdentifier(engine)], record.engine === engine, record.session == session else {
                return nil
            }
            return record.authenticator
        }
    }

    /// Whether the engine enrolled biometrics in an earlier session (before a relaunch).
    static func hasStaleAuthenticator(_ engine: WebDriverEngine, comparedTo session: String) -> Bool {
        records.withLock { records in
            guard let record = records[ObjectIdentifier(engine)], record.engine === engine else { return false }
            return record.session != session
        }
    }

    static func remember(_ authenticator: String, of engine: WebDriverEngine, in session: String) {
        records.withLock { records in
            records = records.filter { $0.value.engine != nil }
            records[ObjectIdentifier(engine)] = Record(engine: engine, session: session, authenticator: authenticator)
        }
    }

    static func forget(_ engine: WebDriverEngine) {
        records.withLock { records in
            records = records.filter { $0.value.engine != nil && $0.key != ObjectIdentifier(engine) }
        }
    }

    static func notEnrolled(relaunched: Bool) -> String {
        var message = "biometrics are not enrolled: call Biometrics.enrolled() first"
        if relaunched {
            message += """
             (they were enrolled before the app was relaunched; each launch opens a clean browser \
            without an authenticator, so enrol again after launching)
            """
        }
        return message
    }
}
