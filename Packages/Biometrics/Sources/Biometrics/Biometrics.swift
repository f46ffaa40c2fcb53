import ElementCore

/// Simulated biometrics (Face ID, Touch ID, or a web platform authenticator) for the running
/// test, on `currentEngine`.
///
/// ```swift
/// Biometrics.enrolled()
/// loginScreen.biometricLoginButton.tap()
/// Biometrics.successfulAuthentication()
/// ```
///
/// Each call records a test failure (at the caller's line, or the running step's) when the
/// engine cannot do it, saying why and what can: its cause is an `ElementFailure` with the
/// engine's error (`reason` `.engine`), or ``BiometricsWithoutEngine`` when no engine is
/// running. To handle errors yourself, use ``BiometricsController``.
public enum Biometrics {
    /// Enrols biometrics on the device, so the app can offer Face ID or Touch ID (on the web:
    /// adds a user-verifying platform authenticator).
    public static func enrolled(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        run(.enrol, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Unenrols biometrics, so the app finds them unavailable (on the web: removes the
    /// platform authenticator).
    public static func unenrolled(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        run(.unenrol, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Answers the biometric prompt with a matching face or finger.
    ///
    /// On the web, call it before the page asks: the authenticator answers at once.
    public static func successfulAuthentication(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        run(.succeed, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Answers the biometric prompt with a face or finger that does not match.
    ///
    /// On the web, call it before the page asks: the authenticator answers at once.
    public static func unsuccessfulAuthentication(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        run(.fail, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    private static func run(
        _ action: BiometricAction,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        let cause: any FailureCause
        if let engine = currentEngine {
            do {
                try BiometricsController(engine: engine).perform(action)
                return
            } catch {
                // The engine cannot simulate biometrics, or failed: its error, as for elements.
                cause = ElementFailure(.engine(error), attempt: action.phrase, query: nil)
            }
        } else {
            cause = BiometricsWithoutEngine(attempt: action.phrase)
        }
        Failures.record(cause, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// One thing a test asks of the device's biometrics.
enum BiometricAction: Sendable, CaseIterable {
    case enrol, unenrol, succeed, fail

    /// What the action does, for failure messages: `Could not <phrase>: <reason>`.
    var phrase: String {
        switch self {
        case .enrol: return "enrol biometrics"
        case .unenrol: return "unenrol biometrics"
        case .succeed: return "authenticate with biometrics"
        case .fail: return "fail biometric authentication"
        }
    }
}
