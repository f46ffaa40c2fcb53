import Foundation
import Logging

/// How the WebDriver logger is set up: quiet by default (`info`: the isolation mode, restarts),
/// or as chatty as `TABTESTKIT_LOG_LEVEL` asks (`debug`: every command with its duration;
/// `trace`: request bodies too, never those of secret text).
///
/// When the variable is set, lines go to standard error with millisecond timestamps (so the
/// gaps between commands can be read), whatever logging backend the process bootstrapped:
/// someone who sets it wants to see the lines.
enum WebDriverLogging {
    static let label = "TABTestKit.WebDriver"
    static let levelVariable = "TABTESTKIT_LOG_LEVEL"

    static func makeLogger(environment: [String: String] = ProcessInfo.processInfo.environment) -> Logger {
        guard let raw = environment[levelVariable], let level = Logger.Level(rawValue: raw.lowercased()) else {
            return Logger(label: label)
        }
        var logger = Logger(label: label) { TimestampedStandardErrorHandler(label: $0) }
        logger.logLevel = level
        return logger
    }
}

/// Writes `12:34:56.789 debug TABTestKit.WebDriver: message` lines to standard error.
struct TimestampedStandardErrorHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let line = "\(Self.timestamp()) \(event.level) \(label): \(event.message)\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    private static func timestamp() -> String {
        let now = Calendar.current.dateComponents([.hour, .minute, .second, .nanosecond], from: Date())
        return String(format: "%02d:%02d:%02d.%03d", now.hour ?? 0, now.minute ?? 0, now.second ?? 0, (now.nanosecond ?? 0) / 1_000_000)
    }
}
