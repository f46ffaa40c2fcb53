import BDD
import Contexts
import ElementCore
import XCTest

/// Text fields, secure text fields and text views: typing, deleting, values, placeholders.
final class TextInputTests: ExampleAppTestCase {
    private let secret = "s3cret!"

    func test_textField() {
        Scenario("Typing into a text field and deleting from it") {
            Given(I: open(.otherScreen))
            And(I: see(otherScreen))
            And(the: placeholder(of: otherScreen.textField, is: "Type here"))
            And(the: value(of: otherScreen.textField, is: ""))
            When(I: type("Hello, world", into: otherScreen.textField))
            Then(the: value(of: otherScreen.textField, is: "Hello, world"))
            And(the: value(of: otherScreen.textFieldLabel, is: "Text: Hello, world"))
            When(I: delete(7, charactersFrom: otherScreen.textField))
            Then(the: value(of: otherScreen.textField, is: "Hello"))
            And(the: value(of: otherScreen.textFieldLabel, is: "Text: Hello"))
        }
    }

    func test_secureTextField() {
        Scenario("Typing into a secure text field shows bullets") {
            Given(I: open(.otherScreen))
            And(the: placeholder(of: otherScreen.secureField, is: "Password"))
            When(I: type(secret, into: otherScreen.secureField))
            Then(the: value(of: otherScreen.secureField, is: String(repeating: "•", count: secret.count)))
            And(the: value(of: otherScreen.secureFieldLabel, is: "Characters: \(secret.count)"))
            When(I: delete(2, charactersFrom: otherScreen.secureField))
            Then(the: value(of: otherScreen.secureField, is: String(repeating: "•", count: secret.count - 2)))
        }
    }

    func test_textView() {
        Scenario("Typing several lines into a text view") {
            Given(I: open(.otherScreen))
            When(I: type("First line\nSecond line", into: otherScreen.textView))
            Then(the: value(of: otherScreen.textView, is: "First line\nSecond line"))
            When(I: delete(5, charactersFrom: otherScreen.textView))
            Then(the: value(of: otherScreen.textView, is: "First line\nSecond"))
        }
    }
}
