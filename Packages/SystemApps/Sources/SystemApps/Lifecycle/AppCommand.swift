import ElementCore

/// A lifecycle command sent to an engine, with the states that show it worked.
enum AppCommand: CustomStringConvertible {
    case launch(LaunchConfiguration)
    case terminate
    case activate
    case background

    /// What the app should be once the command worked.
    var expectation: AppStateExpectation {
        switch self {
        case .launch, .activate: return .foreground
        case .terminate: return .notRunning
        case .background: return .background
        }
    }

    /// Sends the command.
    func send(to driver: any Engine, for target: AppTarget) throws(EngineError) {
        switch self {
        case .launch(let configuration): try driver.launch(target, configuration: configuration)
        case .terminate: try driver.terminate(target)
        case .activate: try driver.activate(target)
        case .background: try driver.background(target)
        }
    }

    /// What the command does to `object`, for messages: `launch App`, `bring Safari to the
    /// foreground`…
    func phrase(_ object: String) -> String {
        switch self {
        case .launch: return "launch \(object)"
        case .terminate: return "terminate \(object)"
        case .activate: return "bring \(object) to the foreground"
        case .background: return "send \(object) to the background"
        }
    }

    /// The command's name.
    var description: String {
        switch self {
        case .launch: return "launch"
        case .terminate: return "terminate"
        case .activate: return "activate"
        case .background: return "background"
        }
    }
}
