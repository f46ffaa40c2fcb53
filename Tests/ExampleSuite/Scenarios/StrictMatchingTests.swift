import BDD
import Contexts
import ElementCore
import XCTest

/// Strict matching: an element that matches several nodes fails and lists them all.
final class StrictMatchingTests: ExampleAppTestCase {
    /// Any button of the login screen: there are two.
    private let anyLoginButton = Button(parent: loginScreen.view)

    func test_ambiguousElement() {
        Scenario("Tapping an element that matches two buttons") {
            Given(I: see(loginScreen))
            Then(the: tappingFailsListingMatches(anyLoginButton, ["Log in with biometrics", "Log in"]))
            And(the: value(of: anyLoginButton.atIndex(1), is: "Log in"))
        }
    }
}
