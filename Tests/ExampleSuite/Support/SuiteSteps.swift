import Contexts
import ElementCore
import ExampleAppServer
import Foundation
import SystemApps

/// The contexts, and the steps of this suite they do not offer: what the suite's XCTest cases,
/// its Swift Testing suites and its Gherkin step definitions are written with.
protocol ExampleAppContexts: TABTestKitContexts {}

extension ExampleAppContexts {
    /// The server of the run, once a test has asked for it.
    var server: ExampleAppServer? { try? ExampleAppServerHost.shared.get() }

    /// This test's `TABTestKit.UUID`: the key of its mock API behaviour.
    var testUUID: String {
        AppLaunchSettings.current.configuration(for: .underTest).environment[LaunchKey.uuid] ?? ""
    }

    /// Sets how the mock API answers this test's login requests.
    func mockServer(is behaviour: LoginBehaviour, username: String? = nil,
                    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        guard let server else {
            return Failures.record("The example app server is not running.", fileID: fileID, filePath: filePath, line: line)
        }
        server.setMock(uuid: testUUID, login: behaviour, username: username)
    }

    /// Opens one of the app's deep links.
    func open(_ link: DeepLink, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        guard let url = link.url else {
            return Failures.record("\(link.text) is not a URL.", fileID: fileID, filePath: filePath, line: line)
        }
        open(url, fileID: fileID, filePath: filePath, line: line)
    }

    /// Asserts the placeholder a text input shows.
    func placeholder(of field: TextField, is expected: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        check(field.placeholder, is: expected, what: "the placeholder of \(field.queryDescription)", fileID: fileID, filePath: filePath, line: line)
    }

    /// Asserts the placeholder a secure text input shows.
    func placeholder(of field: SecureTextField, is expected: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        check(field.placeholder, is: expected, what: "the placeholder of \(field.queryDescription)", fileID: fileID, filePath: filePath, line: line)
    }

    /// Asserts how many cells a table or collection view shows.
    func numberOfCells<C: CellContaining>(in container: C, is expected: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        container.waitFor(.exists, fileID: fileID, filePath: filePath, line: line)
        check(container.numberOfCells(), is: expected, what: "the number of cells in \(container.queryDescription)", fileID: fileID, filePath: filePath, line: line)
    }

    /// Asserts that adjusting `element` to `value` fails because that is already its value.
    func adjustingFails<A: Adjustable & Element>(_ element: A, to value: A.Value, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        expectFailure(containing: ["Cannot adjust", "that is already its value"], fileID: fileID, filePath: filePath, line: line) {
            element.adjust(to: value)
        }
    }

    /// Asserts that tapping `button` fails under strict matching, listing every match.
    func tappingFailsListingMatches(_ button: Button, _ labels: [String], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        let expected = ["\(labels.count) elements match"] + labels.enumerated().map { "[\($0.offset)] " } + labels.map { "\"\($0)\"" }
        expectFailure(containing: expected, fileID: fileID, filePath: filePath, line: line) {
            button.tap(timeout: 0.5)
        }
    }

    /// Runs `body`, which must record exactly one failure whose message contains every one of
    /// `fragments`; that failure is kept from the test and from the running step.
    func expectFailure(containing fragments: [String], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        let failures = Failures.capture(body)
        guard failures.count == 1, let failure = failures.first else {
            return Failures.record("Expected one failure, got \(failures.count): \(failures.map(\.message))", fileID: fileID, filePath: filePath, line: line)
        }
        let missing = fragments.filter { !failure.message.contains($0) }
        if !missing.isEmpty {
            Failures.record("The failure does not mention \(missing): \(failure.message)", fileID: fileID, filePath: filePath, line: line)
        }
    }

    private func check<Value: Equatable>(_ actual: Value, is expected: Value, what: String, fileID: StaticString, filePath: StaticString, line: UInt) {
        if actual != expected {
            Failures.record("Expected \(what) to be \(expected), got \(actual).", fileID: fileID, filePath: filePath, line: line)
        }
    }
}
