import ElementCore
import Foundation
import InMemoryEngine
import Testing

@Suite("Editable on the in-memory engine")
struct EditableTests {
    static func formApp() -> InMemoryEngine {
        app {
            InMemoryNode(.textField, label: "Name", value: "Ka")
            InMemoryNode(.textField, label: "Email", value: "Your email", placeholder: "Your email")
            InMemoryNode(.secureTextField, label: "Password")
            InMemoryNode(.textView, label: "Bio", value: "Hello")
            InMemoryNode(.textField, label: "Locked", value: "x").disabled()
            InMemoryNode(.button, label: "Submit")
        }
    }

    @Test func typeAppends() {
        let driver = Self.formApp()
        expectNoFailures(on: driver) {
            TextField(id: "Name").type("ne")
            #expect(TextField(id: "Name").value == "Kane")
            TextField(id: "Name").type("!")
            #expect(TextField(id: "Name").value == "Kane!")
            TextView(id: "Bio").type(", world")
            #expect(TextView(id: "Bio").value == "Hello, world")
        }
        #expect(driver.actionLog == ["type \"ne\" textField \"Name\"", "type \"!\" textField \"Name\"", "type \", world\" textView \"Bio\""])
    }

    @Test func typingReplacesThePlaceholder() {
        let driver = Self.formApp()
        expectNoFailures(on: driver) {
            #expect(TextField(id: "Email").value == "")
            TextField(id: "Email").type("a@b.c")
            #expect(TextField(id: "Email").value == "a@b.c")
            #expect(TextField(id: "Email").placeholder == "Your email")
        }
    }

    @Test func deleteRemovesCharacters() {
        let driver = Self.formApp()
        expectNoFailures(on: driver) {
            TextField(id: "Name").type("ne")
            TextField(id: "Name").delete(numberOfCharacters: 2)
            #expect(TextField(id: "Name").value == "Ka")
            TextField(id: "Name").delete(numberOfCharacters: 10)
            #expect(TextField(id: "Name").value == "")
            TextView(id: "Bio").delete(numberOfCharacters: 1)
            #expect(TextView(id: "Bio").value == "Hell")
        }
        #expect(driver.actionLog.contains("delete 2 characters textField \"Name\""))
    }

    @Test func deletingZeroCharactersDoesNothing() {
        let driver = Self.formApp()
        expectNoFailures(on: driver) { TextField(id: "Name").delete(numberOfCharacters: 0) }
        #expect(driver.actionLog.isEmpty)
    }

    @Test func negativeDeleteFailsClearly() throws {
        let driver = Self.formApp()
        let recorded = failures(on: driver) { TextField(id: "Name").delete(numberOfCharacters: -1) }
        #expect(recorded.map(Cause.init)
            == [Cause(.invalidArgument("the count must be zero or more"), attempt: "delete -1 characters from TextField \"Name\"")])
        #expect(recorded.first?.elementFailure?.query?.description == "App › TextField \"Name\"")
        // How an argument check reads: before anything is tried, with the element's query.
        #expect(recorded.map(\.message) == ["""
            Cannot delete -1 characters from TextField "Name": the count must be zero or more.
              Query:     App › TextField "Name"
            """])
        #expect(driver.actionLog.isEmpty)
    }

    @Test func clearTextEmptiesTheField() {
        let driver = Self.formApp()
        expectNoFailures(on: driver) {
            TextField(id: "Name").clearText()
            #expect(TextField(id: "Name").value == "")
            SecureTextField(id: "Password").type("cl3ar-me")
            SecureTextField(id: "Password").clearText()
            #expect(SecureTextField(id: "Password").value == "")
            SecureTextField(id: "Password").type("z")
            #expect(SecureTextField(id: "Password").value == "•")
        }
    }

    @Test func typingFocusesTheField() {
        let driver = Self.formApp()
        expectNoFailures(on: driver) {
            TextView(id: "Bio").type("!")
            #expect(TextView(id: "Bio").determine(.hasKeyboardFocus, timeout: 0))
        }
    }

    @Test func secureTextShowsBulletsAndNeverLeaks() {
        let secret = "hunter2"
        let driver = Self.formApp()
        expectNoFailures(on: driver) {
            SecureTextField(id: "Password").type(secret)
            #expect(SecureTextField(id: "Password").value == "•••••••")
            #expect(SecureTextField(id: "Password").snapshot()?.value == "•••••••")
            SecureTextField(id: "Password").delete(numberOfCharacters: 2)
            #expect(SecureTextField(id: "Password").value == "•••••")
        }
        #expect(driver.actionLog.contains("type 7 secure characters secureTextField \"Password\""))
        #expect(!driver.actionLog.joined().contains(secret))
        #expect(!driver.actionLog.joined().contains("hunter"))
    }

    @Test func secureTextNeverAppearsInFailures() throws {
        let secret = "s3cr3t-passw0rd"
        let driver = app {
            InMemoryNode(.secureTextField, label: "Password").disabled()
        }
        let recorded = failures(on: driver) {
            SecureTextField(id: "Password").type(secret)
            SecureTextField(id: "Missing").type(secret)
        }
        #expect(recorded.count == 2)
        for failure in recorded { #expect(!failure.message.contains(secret)) }
        #expect(recorded.first.map(Cause.init)
            == Cause(.notActionable("it is disabled"), attempt: "type 15 secure characters SecureTextField \"Password\"", timeout: 0.3))
        #expect(!driver.actionLog.joined().contains(secret))
    }

    @Test func disabledFieldCannotBeTypedInto() throws {
        let driver = Self.formApp()
        #expect(causes(on: driver) { TextField(id: "Locked").type("y") }
            == [Cause(.notActionable("it is disabled"), attempt: "type \"y\" TextField \"Locked\"", timeout: 0.3)])
        expectNoFailures(on: driver) { #expect(TextField(id: "Locked").value == "x") }
    }

    @Test func nodesThatTakeNoTextFailAtOnce() throws {
        let driver = Self.formApp()
        var elapsed: TimeInterval = 0
        let recorded = causes(on: driver, configuration: ElementConfiguration(defaultTimeout: 20, actionTimeout: 20)) {
            elapsed = measure { AnyTypeField(id: "Submit").type("x") }
        }
        #expect(recorded == [Cause(.engine("button \"Submit\" does not accept text."), attempt: "type 1 secure characters AnyTypeField \"Submit\"")])
        #expect(elapsed < 10, "unsupported is not retried until the 20 s timeout")
    }

    @Test func typedTextRunsTextChangeBehaviours() {
        let driver = app {
            InMemoryNode(.textField, label: "Search").on(.textChange) { ui in
                ui.setValue("Results for \(ui.this.value ?? "")", of: "Results")
            }
            InMemoryNode(.staticText, id: "Results", label: "Results")
        }
        expectNoFailures(on: driver) {
            TextField(id: "Search").type("cats")
            #expect(Label(id: "Results").value == "Results for cats")
            TextField(id: "Search").delete(numberOfCharacters: 1)
            #expect(Label(id: "Results").value == "Results for cat")
        }
    }

    @Test func searchFieldsAcceptText() {
        let driver = app { InMemoryNode(.searchField, label: "Search") }
        expectNoFailures(on: driver) {
            AnyTypeField(id: "Search").type("dogs")
            #expect(CustomElement(id: "Search", type: .searchField).snapshot()?.value == "dogs")
        }
    }
}

/// A typed value wins over the accessibility value every element has (TABTestKit 1.8's
/// `Element.value`), even where an optional is expected.
@Suite struct TypedValueOverloadTests {
    @Test func aLabelsTextWinsWhereAnOptionalIsExpected() {
        let driver = InMemoryEngine(app: InMemoryApp {
            InMemoryNode(.staticText, id: "Result", label: "registered")
        })
        withEngine(driver) {
            let text: String? = Label(id: "Result").value
            #expect(text == "registered", "the label's text, not its (missing) accessibility value")
        }
    }
}
