import ElementCore

/// Simulated biometrics on one engine, with errors thrown instead of recorded.
///
/// ```swift
/// let biometrics = BiometricsController(engine: engine)
/// try biometrics.enrol()
/// try biometrics.fail()
/// ```
///
/// The backend is chosen at each call (see "Which backend runs" in the package guide): the engine's own
/// `BiometricsControlling` capability when it has one, else Darwin notifications on an iOS
/// simulator under XCUI, else every call throws `EngineError.unsupported` saying why.
public struct BiometricsController: Sendable {
    /// The engine the controller acts on.
    public let engine: any Engine
    let host: BiometricsHost

    /// A controller for `engine`.
    public init(engine: any Engine) {
        self.init(engine: engine, host: .current)
    }

    init(engine: any Engine, host: BiometricsHost) {
        self.engine = engine
        self.host = host
    }

    /// `nil` when biometrics can be simulated on the engine, else why not (and what can).
    ///
    /// A browser without WebAuthn virtual authenticators (WebKit) is only found out at the
    /// first call, which then throws.
    public var unavailableReason: String? {
        if case .unavailable(let reason) = backend { return reason }
        return nil
    }

    /// Enrols biometrics on the device.
    public func enrol() throws(EngineError) {
        try perform(.enrol)
    }

    /// Unenrols biometrics from the device.
    public func unenrol() throws(EngineError) {
        try perform(.unenrol)
    }

    /// Answers the biometric prompt with a match (on the web: makes the next request succeed).
    public func succeed() throws(EngineError) {
        try perform(.succeed)
    }

    /// Answers the biometric prompt with a non-match (on the web: makes the next requests fail).
    public func fail() throws(EngineError) {
        try perform(.fail)
    }

    var backend: BiometricsBackend {
        BiometricsBackend.select(for: engine, host: host)
    }

    func perform(_ action: BiometricAction) throws(EngineError) {
        let controlling = try backend.controlling()
        switch action {
        case .enrol: try controlling.setBiometricsEnrolled(true)
        case .unenrol: try controlling.setBiometricsEnrolled(false)
        case .succeed: try controlling.authenticateBiometrics(successfully: true)
        case .fail: try controlling.authenticateBiometrics(successfully: false)
        }
    }
}
