import BDD
import Contexts
import ElementCore
import XCTest

/// The Page tab: swiping pages and reading the page indicator.
final class PageTests: ExampleAppTestCase {
    func test_swipingPages() {
        Scenario("Swiping to the next pages") {
            Given(I: open(.page))
            And(I: see(pageScreen))
            And(the: value(of: pageScreen.pageIndicator, is: "page 1 of 3"))
            And(the: state(of: pageScreen.previousButton, isNot: .enabled))
            When(I: scroll(pageScreen.pages, .right, until: pageScreen.pageTitle(2), is: .visible))
            Then(the: value(of: pageScreen.pageIndicator, is: "page 2 of 3"))
            When(I: tap(pageScreen.nextButton))
            Then(the: value(of: pageScreen.pageIndicator, is: "page 3 of 3"))
            And(the: state(of: pageScreen.nextButton, isNot: .enabled))
        }
        Scenario("Swiping back") {
            When(I: scroll(pageScreen.pages, .left, until: pageScreen.pageTitle(2), is: .visible))
            Then(the: value(of: pageScreen.pageIndicator, is: "page 2 of 3"))
            When(I: tap(pageScreen.previousButton))
            Then(the: value(of: pageScreen.pageIndicator, is: "page 1 of 3"))
            And(I: see(pageScreen.pageTitle(1)))
        }
    }
}
