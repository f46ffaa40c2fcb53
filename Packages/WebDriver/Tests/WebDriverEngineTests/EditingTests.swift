import ElementCore
import Foundation
import Testing
import WebDriver

@Suite("Typing sends real key events", .serialized)
struct EditingTests {
    static let page = """
    <input data-testid=Field placeholder="Type here" oninput="document.querySelector('[data-testid=Echo]').textContent = this.value">
    <p data-testid=Echo></p>
    <input type=password data-testid=Secret>
    <textarea data-testid=Notes></textarea>
    """

    @Test func typeDeleteAndClear() throws {
        try withPage(Self.page) { _ in
            let field = TextField(id: "Field")
            #expect(field.placeholder == "Type here")
            #expect(field.value == "")
            field.type("hello")
            #expect(Label(id: "Echo").value == "hello", "input events fired")
            field.delete(numberOfCharacters: 2)
            #expect(field.value == "hel")
            field.type(" there")
            #expect(field.value == "hel there")
            field.clearText()
            #expect(field.value == "")
            TextView(id: "Notes").type("line one")
            #expect(TextView(id: "Notes").waitFor(value: "line one"))
        }
    }

    @Test func secureTextShowsBulletsAndNeverAppearsInMessages() throws {
        try withPage(Self.page, timeout: 0.3) { _ in
            let secret = SecureTextField(id: "Secret")
            secret.type("hunter2")
            #expect(secret.value == "•••••••")
            let failures = Failures.capture { SecureTextField(id: "Missing").type("hunter2") }
            let message = try #require(failures.first?.message)
            #expect(message.contains("type 7 secure characters"))
            #expect(!message.contains("hunter2"))
        }
    }
}
