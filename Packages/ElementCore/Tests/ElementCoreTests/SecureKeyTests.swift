import ElementCore
import Foundation
import InMemoryEngine
import Testing

/// Issue 11: a key pressed into a secure field is a secret, like typed text, however short: no
/// message, trace or log names it.
@Suite("Keys pressed into secure fields stay secret")
struct SecureKeyTests {
    /// Collects the titles of traced actions.
    final class Titles: ActionTracer, @unchecked Sendable {
        let titles = Locked<[String]>([])
        func actionWillStart(_ action: TracedAction, driver: any Engine) {}
        func actionDidFinish(_ action: TracedAction, driver: any Engine) { titles.withLock { $0.append(action.title) } }
    }

    private func form() -> InMemoryEngine {
        app {
            InMemoryNode(.secureTextField, id: "Password")
            InMemoryNode(.textField, id: "Name")
        }
    }

    @Test func aCharacterPressedIntoASecureFieldIsNeverNamed() {
        let driver = form()
        let tracer = Titles()
        expectNoFailures(on: driver) {
            ActionTracing.with(tracer) {
                SecureTextField(id: "Password").press("q")
                TextField(id: "Name").press("n")
            }
        }
        #expect(driver.actionLog == ["press a secure key secureTextField id=Password", "press \"n\" textField id=Name"])
        #expect(tracer.titles.current == ["press a secure key SecureTextField \"Password\"", "press \"n\" TextField \"Name\""])
        #expect(expectNoFailures(on: driver) { SecureTextField(id: "Password").value } == "•")
    }

    @Test func keysThatDoNotTypeKeepTheirNames() {
        let driver = form()
        expectNoFailures(on: driver) { SecureTextField(id: "Password").press(.enter) }
        #expect(driver.actionLog == ["press Enter secureTextField id=Password"])
    }

    @Test func aKeyPressedIntoTheFocusedSecureFieldIsSecretToo() {
        let driver = form()
        let tracer = Titles()
        expectNoFailures(on: driver) {
            SecureTextField(id: "Password").type("abc")   // focuses the field
            ActionTracing.with(tracer) { Application.underTest.press("w") }
        }
        #expect(tracer.titles.current == ["press a secure key App"])
        #expect(driver.actionLog.last == "press a secure key application")
    }

    @Test func aFailureToPressNamesNoKey() {
        let driver = form()
        let recorded = failures(on: driver) { SecureTextField(id: "Missing").press("k", modifiers: .shift) }
        #expect(recorded.map(Cause.init) == [Cause(.notFound(query: "App › SecureTextField \"Missing\""),
                                                   attempt: "press Shift+a secure key SecureTextField \"Missing\"", timeout: 0.3)])
        #expect(recorded.first?.message.contains("\"k\"") == false, "\(recorded)")
    }

    @Test func secretKeysEqualTheirPlainSelves() {
        let key: Key = "a"
        #expect(key.secret == key)
        #expect(key.secret.description == "a secure key")
        #expect(Key.space.typedText == " ")
        #expect(Key.enter.typedText == nil)
    }
}
