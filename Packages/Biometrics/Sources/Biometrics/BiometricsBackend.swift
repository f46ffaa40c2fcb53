import ElementCore

/// What simulates biometrics for an engine.
enum BiometricsBackend {
    /// The engine's own capability (the in-memory engine, the web engine, Appium).
    case engine(any BiometricsControlling)
    /// Darwin notifications to the iOS simulator's BiometricKit.
    case simulator(SimulatorBiometrics)
    /// Nothing can: the reason says why, and what can.
    case unavailable(String)

    /// The engine's capability first; else, for the XCUI engine on an iOS simulator, Darwin
    /// notifications; else unavailable.
    static func select(for engine: any Engine, host: BiometricsHost) -> BiometricsBackend {
        if let capability = engine.capability(BiometricsControlling.self) {
            return .engine(capability)
        }
        guard isXCUI(engine) else {
            return .unavailable("""
            \(engine.name) cannot simulate biometrics: the engine offers no BiometricsControlling capability. \
            \(whatCan)
            """)
        }
        switch host.kind {
        case .simulator:
            if let notifier = host.notifier { return .simulator(SimulatorBiometrics(notifier: notifier)) }
            return .unavailable("\(engine.name) cannot simulate biometrics: Darwin notifications are not available here. \(whatCan)")
        case .appleDevice:
            return .unavailable("""
            \(engine.name) cannot simulate biometrics: this is a physical device, whose Face ID and Touch ID cannot \
            be simulated. \(whatCan)
            """)
        case .mac:
            return .unavailable("\(engine.name) cannot simulate biometrics: this is a Mac, not an iOS simulator. \(whatCan)")
        case .other:
            return .unavailable("""
            \(engine.name) cannot simulate biometrics: the iOS simulator backend needs an Apple platform. \(whatCan)
            """)
        }
    }

    /// The XCUI engine, recognised by its name (`XCUI`), since this package does not depend on it.
    static func isXCUI(_ engine: any Engine) -> Bool {
        engine.name.hasPrefix("XCUI")
    }

    /// The engines that can simulate biometrics.
    static let whatCan = """
    Biometrics can be simulated on an iOS simulator (XCUI, or Appium's XCUITest driver), in Chromium through \
    WebDriver (a WebAuthn virtual authenticator), and by the in-memory engine.
    """

    /// The reason given when no engine is running.
    static let noEngine = """
    no engine is running: run the test inside withEngine(_:) or set setDefaultEngine(_:) \
    (TABTestCase and the Contexts trait do it for you).
    """

    /// The backend as a `BiometricsControlling`, or the reason it is unavailable.
    func controlling() throws(EngineError) -> any BiometricsControlling {
        switch self {
        case .engine(let controlling): return controlling
        case .simulator(let simulator): return simulator
        case .unavailable(let reason): throw .unsupported(reason)
        }
    }
}

/// Where the tests run, as far as biometrics are concerned.
struct BiometricsHost: Sendable {
    enum Kind: Sendable, Equatable {
        /// An iOS (or other) simulator.
        case simulator
        /// A physical iPhone, iPad, Apple TV…
        case appleDevice
        /// macOS.
        case mac
        /// Linux, Windows…
        case other
    }

    var kind: Kind
    /// Posts Darwin notifications; `nil` where there are none.
    var notifier: (any DarwinNotifying)?

    /// The machine running this code.
    static var current: BiometricsHost {
        #if targetEnvironment(simulator)
        let kind = Kind.simulator
        #elseif os(macOS)
        let kind = Kind.mac
        #elseif canImport(Darwin)
        let kind = Kind.appleDevice
        #else
        let kind = Kind.other
        #endif
        #if canImport(notify)
        return BiometricsHost(kind: kind, notifier: DarwinNotifier())
        #else
        return BiometricsHost(kind: kind, notifier: nil)
        #endif
    }
}
