import TABTestKit

/// Typing into a text field, a secure field and a text view, and turning pages.
final class TextAndPageBenchTests: PeerBenchTestCase {
    private let secret = "s3cret!"

    func test_textField() {
        Scenario("Typing into a text field and deleting from it") {
            Given(I: open(deepLink: "/deeplink/other"))
            When(I: type("Hello, world", into: otherScreen.textField))
            Then(the: value(of: otherScreen.textFieldLabel, is: "Text: Hello, world"))
            When(I: delete(7, charactersFrom: otherScreen.textField))
            Then(the: value(of: otherScreen.textField, is: "Hello"))
            And(the: value(of: otherScreen.textFieldLabel, is: "Text: Hello"))
        }
    }

    func test_secureField() {
        Scenario("Typing into a secure field") {
            Given(I: open(deepLink: "/deeplink/other"))
            When(I: type(secret, into: otherScreen.secureField))
            Then(the: value(of: otherScreen.secureFieldLabel, is: "Characters: 7"))
        }
    }

    func test_textView() {
        Scenario("Typing two lines into a text view") {
            Given(I: open(deepLink: "/deeplink/other"))
            When(I: type("First line\nSecond line", into: otherScreen.textView))
            Then(the: value(of: otherScreen.textView, is: "First line\nSecond line"))
        }
    }

    func test_pageButtons() {
        Scenario("Turning pages with the buttons") {
            Given(I: open(deepLink: "/deeplink/page"))
            And(the: value(of: pageScreen.pageIndicator, is: "page 1 of 3"))
            And(the: state(of: pageScreen.previousButton, isNot: .enabled))
            When(I: tap(pageScreen.nextButton))
            Then(the: value(of: pageScreen.pageIndicator, is: "page 2 of 3"))
            When(I: tap(pageScreen.nextButton))
            Then(the: value(of: pageScreen.pageIndicator, is: "page 3 of 3"))
            And(the: state(of: pageScreen.nextButton, isNot: .enabled))
            When(I: tap(pageScreen.previousButton))
            Then(the: value(of: pageScreen.pageIndicator, is: "page 2 of 3"))
        }
    }
}
