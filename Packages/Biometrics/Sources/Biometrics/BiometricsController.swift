import ElementCore

/// Simulated biometrics on one driver, with errors thrown instead of recorded.
///
/// ```swift
/// let biometrics = BiometricsController(driver: engine)
/// try biometrics.enrol()
/// try biometrics.fail()
/// ```
///
/// The backend is chosen at each call (see "Which backend runs" in the package guide): the driver's own
/// `BiometricsControlling` capability when it has one, else Darwin notifications on an iOS
/// simulator under XCUI, else every call throws `DriverError.unsupported` saying why.
public struct BiometricsController: Sendable {
    /// The driver the controller acts on.
    public let driver: any Driver
    let host: BiometricsHost

    /// A controller for `driver`.
    public init(driver: any Driver) {
        self.init(driver: driver, host: .current)
    }

    init(driver: any Driver, host: BiometricsHost) {
        self.driver = driver
        self.host = host
    }

    /// `nil` when biometrics can be simulated on the driver, else why not (and what can).
    ///
    /// A browser without WebAuthn virtual authenticators (WebKit) is only found out at the
    /// first call, which then throws.
    public var unavailableReason: String? {
        if case .unavailable(let reason) = backend { return reason }
        return nil
    }

    /// Enrols biometrics on the device.
    public func enrol() throws(DriverError) {
        try perform(.enrol)
    }

    /// Unenrols biometrics from the device.
    public func unenrol() throws(DriverError) {
        try perform(.unenrol)
    }

    /// Answers the biometric prompt with a match (on the web: makes the next request succeed).
    public func succeed() throws(DriverError) {
        try perform(.succeed)
    }

    /// Answers the biometric prompt with a non-match (on the web: makes the next requests fail).
    public func fail() throws(DriverError) {
        try perform(.fail)
    }

    var backend: BiometricsBackend {
        BiometricsBackend.select(for: driver, host: host)
    }

    func perform(_ action: BiometricAction) throws(DriverError) {
        let controlling = try backend.controlling()
        switch action {
        case .enrol: try controlling.setBiometricsEnrolled(true)
        case .unenrol: try controlling.setBiometricsEnrolled(false)
        case .succeed: try controlling.authenticateBiometrics(successfully: true)
        case .fail: try controlling.authenticateBiometrics(successfully: false)
        }
    }
}
