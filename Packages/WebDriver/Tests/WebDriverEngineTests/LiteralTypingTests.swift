import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// Typed text as XCUI's `typeText` types it (``TypedText``): a line feed presses Return, a tab
/// Tab, U+0008 / U+007F Backspace, U+001B Escape; what no engine types alike is refused, before
/// anything is typed, with an error that never shows the text.
@Suite("Typing as XCUI types (real browser)", .serialized)
struct LiteralTypingTests {
    static let page = """
    <p data-testid=Result>Idle</p>
    <form id=list><input data-testid=Item aria-label=Item></form>
    <form><input data-testid=First aria-label=First><input data-testid=Second aria-label=Second></form>
    <textarea data-testid=Notes aria-label=Notes></textarea>
    <form id=signIn><input type=password data-testid=Password aria-label=Password></form>
    <p data-testid=SignIn>Signed out</p>
    <p data-testid=Keys></p>
    <script>
    const byId = id => document.querySelector(`[data-testid=${id}]`);
    let submits = 0;
    document.getElementById("list").addEventListener("submit", e => {
      e.preventDefault();
      submits += 1;
      byId("Result").textContent = `Submitted ${submits}: ${byId("Item").value}`;
    });
    document.getElementById("signIn").addEventListener("submit", e => {
      e.preventDefault();
      byId("SignIn").textContent = `Signed in with ${byId("Password").value.length} characters`;
    });
    document.addEventListener("keydown", e => { if (e.key === "Escape") byId("Keys").textContent += "Escape;"; });
    </script>
    """

    func value(of id: String, in engine: WebDriverEngine) throws -> String {
        let session = try #require(engine.currentSession)
        return try session.executeSync("return document.querySelector(`[data-testid=${arguments[0]}]`).value;",
                                       arguments: [.string(id)]).stringValue ?? "<none>"
    }

    func text(of id: String, in engine: WebDriverEngine) throws -> String {
        let session = try #require(engine.currentSession)
        return try session.executeSync("return document.querySelector(`[data-testid=${arguments[0]}]`).textContent;",
                                       arguments: [.string(id)]).stringValue ?? "<none>"
    }

    func focused(in engine: WebDriverEngine) throws -> String {
        let session = try #require(engine.currentSession)
        return try session.executeSync("return document.activeElement.dataset.testid || document.activeElement.localName;",
                                       arguments: []).stringValue ?? "<none>"
    }

    @Test func aLineFeedSubmitsTheFormOnceWithTheTextBeforeIt() throws {
        try withPage(Self.page) { engine throws in
            TextField(id: "Item").type("Buy milk\n")
            #expect(try text(of: "Result", in: engine) == "Submitted 1: Buy milk")
            #expect(try value(of: "Item", in: engine) == "Buy milk")
        }
    }

    @Test func aCarriageReturnAndCRLFPressReturnOnceEach() throws {
        try withPage(Self.page) { engine throws in
            TextField(id: "Item").type("a\r")
            #expect(try text(of: "Result", in: engine) == "Submitted 1: a")
            TextField(id: "Item").type("b\r\n")
            #expect(try text(of: "Result", in: engine) == "Submitted 2: ab")
        }
    }

    @Test func aTabMovesTheFocusAndTheRestOfTheTextToTheNextField() throws {
        try withPage(Self.page) { engine throws in
            TextField(id: "First").type("Ada\tLovelace")
            #expect(try value(of: "First", in: engine) == "Ada")
            #expect(try value(of: "Second", in: engine) == "Lovelace")
            #expect(try focused(in: engine) == "Second")
        }
    }

    @Test func xcuiDeleteCharactersEraseAndEscapeTypesNothing() throws {
        try withPage(Self.page) { engine throws in
            // XCUIKeyboardKey.delete's raw value, and AppKit's delete character.
            TextField(id: "First").type("abc\u{8}\u{7F}d\u{1B}e")
            #expect(try value(of: "First", in: engine) == "ade")
            #expect(try text(of: "Keys", in: engine) == "Escape;")
        }
    }

    @Test func aTextViewKeepsLineBreaksAndTabs() throws {
        try withPage(Self.page) { engine throws in
            TextView(id: "Notes").type("one\ntwo\tthree\r\nfour")
            #expect(try value(of: "Notes", in: engine) == "one\ntwo\tthree\nfour")
            #expect(try focused(in: engine) == "Notes")
            #expect(try text(of: "Result", in: engine) == "Idle")
        }
    }

    @Test func aLineFeedInASecureFieldSubmitsAndTheSecretStaysOutOfMessages() throws {
        try withPage(Self.page) { engine throws in
            SecureTextField(id: "Password").type("s3cret\n")
            #expect(try text(of: "SignIn", in: engine) == "Signed in with 6 characters")
            #expect(try value(of: "Password", in: engine) == "s3cret")
            let failures = Failures.capture { SecureTextField(id: "Password").type("hunter2\u{E007}") }
            #expect(failures.count == 1)
            let message = failures.first?.message ?? ""
            #expect(message.contains("U+E007"), "\(message)")
            #expect(!message.contains("hunter2"), "\(message)")
            #expect(try value(of: "Password", in: engine) == "s3cret")
        }
    }

    @Test func whatNoEngineTypesAlikeIsRefusedBeforeAnythingIsTyped() throws {
        try withPage(Self.page) { engine throws in
            for (refused, named) in [("a\u{0}b", "U+0000 (NUL)"), ("x\u{E007}y", "U+E007"), ("x\u{F702}y", "U+F702"), ("a\u{1}b", "U+0001")] {
                let failures = Failures.capture { TextField(id: "Item").type(refused + "\n") }
                #expect(failures.count == 1)
                let message = failures.first?.message ?? ""
                #expect(message.contains(named), "\(message)")
                #expect(try value(of: "Item", in: engine) == "")
                #expect(try text(of: "Result", in: engine) == "Idle", "the refused text pressed Return")
            }
        }
    }
}
