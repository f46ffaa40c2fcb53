import BDD
import Contexts
import ElementCore
import XCTest

/// Scroll views: scrolling until an element far down the content is visible.
final class ScrollingTests: ExampleAppTestCase {
    func test_scrollingToTheBottom() {
        Scenario("Scrolling until the bottom label is visible") {
            Given(I: open(.otherScreen))
            And(I: see(otherScreen))
            And(the: state(of: otherScreen.bottomLabel, isNot: .visible))
            When(I: scroll(otherScreen.content, .downwards, until: otherScreen.bottomLabel, is: .visible, maxTries: 20))
            Then(I: see(otherScreen.bottomLabel))
            And(the: value(of: otherScreen.bottomLabel, is: "Bottom of other"))
            And(the: state(of: otherScreen.exampleLabel, isNot: .visible))
        }
        Scenario("Scrolling back to the top") {
            When(I: scroll(otherScreen.content, .upwards, until: otherScreen.exampleLabel, is: .visible, maxTries: 20))
            Then(I: see(otherScreen.exampleButton))
            And(the: state(of: otherScreen.bottomLabel, isNot: .visible))
        }
    }
}
