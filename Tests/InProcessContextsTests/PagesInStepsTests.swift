import BDD
import Contexts
import TABTestKit
import ElementCore
import Foundation
import InProcessEngine
import PageObjects
import XCTest

/// Page objects and steps together, in-process: each step runs a page's action or verification.
final class PagesInStepsTests: TABTestCase {
    override func makeEngine() throws -> any Engine { makeLoginEngine() }

    func test_loggingInWithPagesInsideSteps() {
        let login = LoginPage(testCase: self)
        Scenario("Logging in, page by page") {
            Given(I: login.verifyLogInIsDisabled())
            When(I: login.typeUsername("carol").typePassword("pa55").tapOnLogIn())
            Then(the: ProfilePage(testCase: self).verifyGreeting(is: "Welcome, carol"))
        }
    }

    func test_aFailingVerificationInAStepNamesTheStep() {
        let failures = ElementConfiguration.with(ElementConfiguration(defaultTimeout: 0.2, actionTimeout: 0.2)) {
            Failures.capture {
                Scenario("Expecting the wrong greeting") {
                    Then(the: ProfilePage(testCase: self).verifyGreeting(is: "Welcome, dave"))
                }
            }
        }
        XCTAssertEqual(failures.count, 1)
        let message = failures.first?.message ?? ""
        XCTAssertTrue(message.contains("Scenario:  Expecting the wrong greeting"), message)
        XCTAssertTrue(message.contains("Label \"UsernameLabel\""), message)
    }
}

struct LoginPage: Page {
    let testCase: any Expecting
    private let screen = LoginScreen()

    @discardableResult
    func verifyLogInIsDisabled(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                               line: UInt = #line, column: UInt = #column) -> Self {
        testCase.expect(screen.logInButton, isNot: .enabled, fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }

    @discardableResult
    func typeUsername(_ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                      line: UInt = #line, column: UInt = #column) -> Self {
        screen.username.type(name, fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }

    @discardableResult
    func typePassword(_ password: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                      line: UInt = #line, column: UInt = #column) -> Self {
        screen.password.type(password, fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }

    @discardableResult
    func tapOnLogIn(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                    line: UInt = #line, column: UInt = #column) -> ProfilePage {
        screen.logInButton.tap(fileID: fileID, filePath: filePath, line: line, column: column)
        return next(ProfilePage.self)
    }
}

struct ProfilePage: Page {
    let testCase: any Expecting
    private let screen = ProfileScreen()

    @discardableResult
    func verifyGreeting(is greeting: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) -> Self {
        testCase.expect(screen.usernameLabel, hasValue: greeting, fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }
}
