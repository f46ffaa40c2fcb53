import ExampleAppServer
import Foundation
import TABTestKit
import WebDriver

/// The base of the recorded scenario (`tabtestkit record --base-class RecordedTestCase`): a
/// `TABTestCase` on the example app, served once per run, in headless Chromium.
class RecordedTestCase: TABTestCase {
    override func makeEngine() throws -> any Engine {
        try WebDriverEngine.chromium(baseURL: try RecordingServer.shared.get().baseURL)
    }
}

/// The one example-app server of this target's run, started on first use.
enum RecordingServer {
    static let shared: Result<ExampleAppServer, any Error> = Result { try ExampleAppServer.start() }
}
