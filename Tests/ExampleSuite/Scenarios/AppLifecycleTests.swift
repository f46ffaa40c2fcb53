import BDD
import Contexts
import ElementCore
import XCTest

/// Deep links into a running and a terminated app, and going to the background and back.
final class AppLifecycleTests: ExampleAppTestCase {
    func test_deepLinks() {
        Scenario("Opening a deep link in the running app") {
            Given(I: see(loginScreen))
            When(I: open(.detail(row: 5)))
            Then(I: see(detailScreen))
            And(the: value(of: detailScreen.selectionLabel, is: "You selected row 5"))
            When(I: tap(detailScreen.backButton))
            Then(I: see(tableScreen))
        }
        Scenario("Opening a custom-scheme deep link") {
            When(I: open(.customSchemeDetail(row: 7)))
            Then(the: value(of: detailScreen.title, is: "Row 7"))
        }
        Scenario("Opening a deep link when the app is not running") {
            Given(I: terminateTheApp)
            When(I: open(.profile))
            Then(I: see(profileScreen))
            And(the: value(of: profileScreen.loginMethodLabel, is: "Logged out"))
        }
    }

    func test_backgroundAndForeground() {
        Scenario("Sending the app to the background and back") {
            Given(I: open(.otherScreen))
            And(the: value(of: otherScreen.appStateLabel, is: "foreground"))
            And(the: value(of: otherScreen.backgroundCountLabel, is: "Backgrounded 0 times"))
            When(I: backgroundTheApp)
            And(I: foregroundTheApp)
            Then(the: value(of: otherScreen.backgroundCountLabel, is: "Backgrounded 1 time"))
            And(the: value(of: otherScreen.appStateLabel, is: "foreground"))
        }
    }
}
