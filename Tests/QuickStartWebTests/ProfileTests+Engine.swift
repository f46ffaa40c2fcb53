import ExampleAppServer
import Foundation
import TABTestKit

/// One example app server for the whole run.
enum ExampleApp {
    static let server: Result<ExampleAppServer, any Error> = Result { try ExampleAppServer.start() }
}

// The quick start's engine, chosen without touching ProfileTests' source: real headless
// Chromium on the example web app, opened by its sign-in link so the profile shows first.
extension ProfileTests: TABTestCaseEngineProviding {
    func makeTestEngine() throws -> any Engine {
        let server = try ExampleApp.server.get()
        var components = URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "loggedInAs", value: "My username")]
        return try WebDriverEngine.chromium(baseURL: components?.url ?? server.baseURL)
    }
}
