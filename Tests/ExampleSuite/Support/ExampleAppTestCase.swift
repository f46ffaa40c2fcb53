import ElementCore
import ExampleAppServer
import Foundation
import WebDriver
import XCTest

/// The base of the example suite's tests: the example app served once per run, a fresh
/// headless-Chromium session per test (launched with `TABTestKit.Clean` and a fresh
/// `TABTestKit.UUID`), terminated after it.
class ExampleAppTestCase: XCTestCase {
    /// This test's UUID: the key of its mock API behaviour.
    let testUUID = UUID().uuidString
    /// The server of the run, once `invokeTest` found it.
    private(set) var server: ExampleAppServer?
    private var setUpError: (any Error)?

    override func invokeTest() {
        SuiteReporting.testWillRun("\(Swift.type(of: self)).\(testMethodName)")
        defer { SuiteReporting.testWillRun(nil) }
        do {
            let server = try ExampleAppServerHost.shared.get()
            let engine = try WebDriverEngine.chromium(baseURL: server.baseURL)
            self.server = server
            defer {
                engine.close()
                server.resetMock(uuid: testUUID)
            }
            Engine.using(engine) { super.invokeTest() }
        } catch {
            // Run the test anyway: `setUpWithError` reports why it cannot.
            setUpError = error
            super.invokeTest()
        }
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        if let setUpError { throw setUpError }
        guard let driver = Engine.current else { throw ExampleSuiteError.noEngine }
        try driver.launch(.underTest, configuration: launchConfiguration)
    }

    override func tearDownWithError() throws {
        try? Engine.current?.terminate(.underTest)
        try super.tearDownWithError()
    }

    /// How the app is launched: `TABTestKit.Clean` and this test's UUID.
    var launchConfiguration: LaunchConfiguration {
        LaunchConfiguration(arguments: ["TABTestKit.Clean"], environment: ["TABTestKit.UUID": testUUID])
    }

    /// The running test method's name, e.g. `test_passwordLogin`.
    var testMethodName: String {
        // Linux names tests "Class.test_x", Apple "-[Class test_x]".
        let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
        return trimmed.split(whereSeparator: { $0 == "." || $0 == " " }).last.map(String.init) ?? name
    }
}

/// Why the suite cannot run a test.
enum ExampleSuiteError: Error, CustomStringConvertible {
    case noEngine

    var description: String {
        "No WebDriver engine: the example app server or headless Chromium could not start (run `make install-browser`)."
    }
}
