import Logging
import Testing
@testable import WebDriverClient

/// `TABTESTKIT_LOG_LEVEL` turns on the command log a user reads to see where time goes.
@Suite("The WebDriver log level")
struct LoggingTests {
    @Test func theLevelVariableSetsTheLoggersLevel() {
        #expect(WebDriverLogging.makeLogger(environment: ["TABTESTKIT_LOG_LEVEL": "debug"]).logLevel == .debug)
        #expect(WebDriverLogging.makeLogger(environment: ["TABTESTKIT_LOG_LEVEL": "TRACE"]).logLevel == .trace)
    }

    @Test func anUnknownOrMissingLevelKeepsTheQuietDefault() {
        let quiet = WebDriverLogging.makeLogger(environment: [:]).logLevel
        #expect(WebDriverLogging.makeLogger(environment: ["TABTESTKIT_LOG_LEVEL": "loud"]).logLevel == quiet)
        #expect(quiet > .debug)
    }
}
