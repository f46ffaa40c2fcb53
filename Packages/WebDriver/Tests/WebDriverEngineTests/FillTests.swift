import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// `fill(with:)` replaces an element's text in one action. Over the managed Chromium's tab it
/// inserts the characters at once, as Playwright's `fill` does (the page gets `input` events,
/// no key per character), while the characters that press keys still press them; elsewhere
/// (the classic channel, BiDi) it selects, erases and types.
@Suite("Filling replaces the text in one action (real Chromium)", .serialized)
struct FillTests {
    static let page = """
        <form id=form><input id=f data-testid=Field value="old text"></form>
        <p data-testid=Out id=out></p>
        <input type=number data-testid=Count id=count value=5>
        <div contenteditable=true role=textbox aria-label=Editor data-testid=Editor id=editor>old</div>
        <textarea data-testid=Notes id=notes>old</textarea>
        <script>
        window.keys = []; window.inputs = [];
        document.addEventListener('keydown', e => keys.push(e.key), true);
        document.addEventListener('input', e => inputs.push(e.inputType), true);
        document.getElementById('form').addEventListener('submit', e => {
          e.preventDefault();
          document.getElementById('out').textContent = 'Submitted ' + document.getElementById('f').value;
        });
        </script>
        """

    /// The keys the page saw since the last call, and forgets them.
    private func keysSeen(_ engine: WebDriverEngine) throws -> [String] {
        let value = try #require(engine.currentSession).executeSync("const k = window.keys; window.keys = []; return k;")
        return value.arrayValue?.compactMap(\.stringValue) ?? []
    }

    @Test func fillInsertsTheTextAndALineFeedPressesReturn() throws {
        try withPage(Self.page) { engine in
            let failures = Failures.capture { TextField(id: "Field").fill(with: "Ada Lovelace\n") }
            #expect(failures.map(\.message) == [])
            #expect(TextField(id: "Field").value == "Ada Lovelace")
            #expect(Label(id: "Out").waitFor(value: "Submitted Ada Lovelace"), "the line feed pressed Return")
            // Select all, then Return: the text itself was inserted, not typed key by key.
            let keys = try keysSeen(engine)
            #expect(keys == ["Control", "a", "Enter"])
            let inputs = try #require(engine.currentSession).executeSync("return window.inputs;").arrayValue?.compactMap(\.stringValue)
            #expect(inputs == ["insertText"], "one input event for the whole text")
        }
    }

    @Test func fillWithNothingEmptiesAndAKeyFirstErasesTheOldText() throws {
        try withPage(Self.page) { engine in
            let failures = Failures.capture {
                TextField(id: "Field").fill(with: "")
                TextView(id: "Notes").fill(with: "\nsecond line")
            }
            #expect(failures.map(\.message) == [])
            #expect(TextField(id: "Field").value == "")
            #expect(TextView(id: "Notes").value == "\nsecond line")
            _ = try keysSeen(engine)
        }
    }

    @Test func editableRegionsAreFilledAndNumbersAreTypedKeyByKey() throws {
        try withPage(Self.page) { engine in
            let editor = Failures.capture { TextField(id: "Editor").fill(with: "new words") }
            #expect(editor.map(\.message) == [])
            #expect(TextField(id: "Editor").waitFor(value: "new words"))
            _ = try keysSeen(engine)
            // A number input parses its keys: it is typed, so the page sees each digit.
            let count = Failures.capture { Stepper(id: "Count").fill(with: "42") }
            #expect(count.map(\.message) == [])
            #expect(Stepper(id: "Count").value == "42")
            let keys = try keysSeen(engine)
            #expect(keys.suffix(2) == ["4", "2"])
        }
    }

    @Test func overBiDiTheTextIsSelectedErasedAndTyped() throws {
        try withPage(Self.page, environment: environment(for: .bidi)) { engine in
            let failures = Failures.capture { TextField(id: "Field").fill(with: "Ada\n") }
            #expect(failures.map(\.message) == [])
            #expect(TextField(id: "Field").value == "Ada")
            #expect(Label(id: "Out").waitFor(value: "Submitted Ada"))
            let keys = try keysSeen(engine)
            #expect(keys.suffix(4) == ["A", "d", "a", "Enter"], "typed key by key")
        }
    }

    @Test func refusedCharactersChangeNothing() throws {
        try withPage(Self.page, timeout: 0.3) { _ in
            let failures = Failures.capture { TextField(id: "Field").fill(with: "a\u{0}b") }
            #expect(failures.count == 1)
            #expect(failures.first?.message.contains("U+0000 (NUL)") == true, "\(failures)")
            #expect(TextField(id: "Field").value == "old text", "nothing was erased")
        }
    }

    @Test func filledSecretsNeverAppearInMessages() throws {
        try withPage(#"<input type=password data-testid=Secret>"#, timeout: 0.3) { _ in
            let secret = SecureTextField(id: "Secret")
            secret.fill(with: "hunter2")
            #expect(secret.value == "•••••••")
            let failures = Failures.capture { SecureTextField(id: "Missing").fill(with: "hunter2") }
            let message = try #require(failures.first?.message)
            #expect(message.contains("fill in 7 secure characters"))
            #expect(!message.contains("hunter2"))
        }
    }
}
