import Foundation
import Logging

/// The WebDriver client's logger: label `TABTestKit.WebDriver`, quiet by default (`info`).
///
/// The client reads no environment: a caller that wants every command with its duration
/// (`debug`) or request bodies too (`trace`, never those of secret text) passes a logger to
/// ``WebDriverSession/create(serverURL:capabilities:transport:timeout:commandTimeout:logger:credentials:)``;
/// ``WebDriverLogging/logger(level:)`` makes one that writes to standard error with millisecond
/// timestamps (so the gaps between commands can be read), whatever logging backend the process
/// bootstrapped. The managed browsers set the level from `TABTESTKIT_LOG_LEVEL`.
public enum WebDriverLogging {
    /// The label of every line the client logs.
    public static let label = "TABTestKit.WebDriver"

    /// A logger at `level` writing timestamped lines to standard error.
    public static func logger(level: Logger.Level) -> Logger {
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
