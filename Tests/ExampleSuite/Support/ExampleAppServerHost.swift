import ElementCore
import ExampleAppServer
import WebDriver

/// The one example-app server of the run, started on first use.
enum ExampleAppServerHost {
    /// The server, or why it could not start.
    static let shared: Result<ExampleAppServer, any Error> = Result { try ExampleAppServer.start() }

    /// Headless Chromium on the example app: the engine of every test of the suite.
    static func makeEngine() throws -> any Engine {
        try WebDriverEngine.chromium(baseURL: try shared.get().baseURL)
    }
}
