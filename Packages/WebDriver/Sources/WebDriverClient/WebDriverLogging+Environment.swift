import Foundation
import Logging

/// The logger of the managed browsers and their sessions: as chatty as `TABTESTKIT_LOG_LEVEL`
/// asks (`debug`: every command with its duration; `trace`: request bodies too, never those of
/// secret text), else the client's quiet default.
let webDriverLogger = WebDriverLogging.makeLogger()

extension WebDriverLogging {
    /// The variable that sets the level of ``webDriverLogger``.
    static let levelVariable = "TABTESTKIT_LOG_LEVEL"

    /// A logger at the level `environment` names in ``levelVariable`` (timestamped lines on
    /// standard error: someone who sets it wants to see the lines), else the quiet default.
    static func makeLogger(environment: [String: String] = ProcessInfo.processInfo.environment) -> Logger {
        guard let raw = environment[levelVariable], let level = Logger.Level(rawValue: raw.lowercased()) else {
            return Logger(label: label)
        }
        return logger(level: level)
    }
}
