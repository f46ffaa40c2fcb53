import Contexts
import TABTestKit
import ElementCore
import ExampleAppServer
import Foundation
import SystemApps
import WebDriver

/// The base of the example suite's tests: a `TABTestCase` whose engine is headless Chromium
/// on the example app, served once per run. `TABTestCase` launches the app clean before each
/// test (a fresh browser session, with a fresh `TABTestKit.UUID`) and terminates it after.
class ExampleAppTestCase: TABTestCase, ExampleAppContexts {
    /// Headless Chromium on the example app.
    override func makeEngine() throws -> any Engine {
        try ExampleAppServerHost.makeEngine()
    }

    /// Forgets the test's mock API behaviour, then terminates the app.
    override func preTerminationTearDown(_ terminate: @escaping () -> Void) {
        server?.resetMock(uuid: testUUID)
        terminate()
    }

    /// The running test method's name, e.g. `test_passwordLogin`.
    var testMethodName: String {
        // Linux names tests "Class.test_x", Apple "-[Class test_x]".
        let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
        return trimmed.split(whereSeparator: { $0 == "." || $0 == " " }).last.map(String.init) ?? name
    }
}
