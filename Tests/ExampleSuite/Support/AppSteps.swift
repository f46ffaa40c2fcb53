import ElementCore
import ExampleAppServer
import Foundation

/// Steps about the example app's mock API, and engine calls for the interim contexts.
extension ExampleAppTestCase {
    /// Sets how the mock API answers this test's login requests.
    func mockServer(is behaviour: LoginBehaviour, username: String? = nil) {
        guard let server else {
            return Failures.record("The example app server is not running.")
        }
        server.setMock(uuid: testUUID, login: behaviour, username: username)
    }

    /// Runs an engine call, recording a failure when it throws.
    func onEngine(_ what: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                  line: UInt = #line, _ body: (any Driver) throws -> Void) {
        guard let driver = Engine.current else {
            return Failures.record("No engine to \(what).", fileID: fileID, filePath: filePath, line: line)
        }
        do {
            try body(driver)
        } catch {
            Failures.record("Could not \(what): \(error)", fileID: fileID, filePath: filePath, line: line)
        }
    }
}
