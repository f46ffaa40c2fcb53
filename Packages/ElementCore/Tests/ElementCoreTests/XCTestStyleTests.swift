import ElementCore
import Foundation
import InMemoryEngine
import XCTest

/// The same engine used from XCTest: failures reach XCTest through IssueReporting, and
/// `Failures.capture` works the same way.
final class ProfileFlowXCTests: XCTestCase {
    func testLoggingOutShowsTheLoginScreen() {
        let driver = profileApp()
        withEngine(driver) {
            XCTAssertTrue(profileScreen.waitFor())
            XCTAssertEqual(profileScreen.usernameLabel.value, "My username")
            profileScreen.logOutButton.tap()
            XCTAssertTrue(profileScreen.waitForAbsence())
            XCTAssertTrue(Button(id: "Log in").waitFor(.exists, .hittable))
            XCTAssertTrue(Header(id: "Welcome").exists)
        }
        XCTAssertEqual(driver.actionLog, ["tap button \"Log out\""])
    }

    func testTypingAndDeletingInAForm() {
        let driver = InMemoryEngine(app: InMemoryApp {
            InMemoryNode(.textField, label: "Username", placeholder: "Username")
            InMemoryNode(.secureTextField, label: "Password")
        })
        withEngine(driver) {
            TextField(id: "Username").type("kane")
            TextField(id: "Username").delete(numberOfCharacters: 1)
            SecureTextField(id: "Password").type("pa55")
            XCTAssertEqual(TextField(id: "Username").value, "kan")
            XCTAssertEqual(SecureTextField(id: "Password").value, "••••")
            XCTAssertTrue(SecureTextField(id: "Password").determine(.hasKeyboardFocus, timeout: 0))
        }
        XCTAssertFalse(driver.actionLog.joined().contains("pa55"))
    }
}

final class FailureMessageXCTests: XCTestCase {
    func testStrictMatchingFailureIsCapturedUnderXCTest() throws {
        let driver = InMemoryEngine(app: InMemoryApp {
            InMemoryNode(.button, label: "OK")
            InMemoryNode(.button, label: "OK")
        })
        let recorded = Failures.capture {
            withEngine(driver) {
                ElementConfiguration.with(ElementConfiguration(defaultTimeout: 0.2, actionTimeout: 0.2)) {
                    Button(id: "OK").tap()
                }
            }
        }
        XCTAssertEqual(recorded.count, 1)
        let cause = try XCTUnwrap(recorded.first?.elementFailure)
        XCTAssertEqual(cause.attempt, "tap Button \"OK\"")
        XCTAssertEqual(cause.timeout, 0.2)
        guard case .ambiguous(let level, let matches) = cause.reason else { return XCTFail("not ambiguous: \(cause.reason)") }
        XCTAssertEqual(level.description, "App › Button \"OK\"")
        XCTAssertEqual(matches.map(\.label), ["OK", "OK"])
        XCTAssertTrue(driver.actionLog.isEmpty)
    }

    func testWaitingForSeveralStatesUsesOneDeadline() {
        let driver = InMemoryEngine(app: InMemoryApp { InMemoryNode(.button, label: "Send").disabled() })
        let start = Date()
        let recorded = Failures.capture {
            withEngine(driver) {
                _ = Button(id: "Send").waitFor(.enabled, .selected, .hasKeyboardFocus, timeout: 0.3)
            }
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 0.6)
        XCTAssertEqual(recorded.count, 1)
        guard case .timedOut(_, let observed) = recorded.first?.elementFailure?.reason else { return XCTFail("not a timeout: \(recorded)") }
        XCTAssertEqual(observed, "exists, not enabled, not selected, has no keyboard focus")
    }
}
