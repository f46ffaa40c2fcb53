// Isolated tabs need the WebSocket client, linked on Linux only.
#if os(Linux) && !TABTESTKIT_APPLE_TYPECHECK
import Foundation
import Testing
@testable import WebDriverBrowserControl
@testable import WebDriverClient

/// Taps, typing, page-changing scripts and dialogs go over an isolated tab's own DevTools
/// session, and must do what the classic commands do: the same DOM events, the same errors,
/// never twice, and never hang on a dialog. The session's page channel (`session.page`) is the
/// DevTools one; the classic command is reached with a raw `send`, which always goes to chromedriver.
@Suite("Input over an isolated tab's DevTools session (real Chromium)", .serialized)
struct TabInputTests {
    /// A page that records its mouse and keyboard events as text.
    static let recordingPage = """
        data:text/html,<title>input</title><input id=field>\
        <button id=button style="position:absolute;left:20px;top:100px;width:120px;height:40px">press</button>\
        <button id=asks style="position:absolute;left:20px;top:160px;width:120px;height:40px" \
        onclick="window.answer = prompt('Your name?', 'nobody')">asks</button>\
        <button id=alerts style="position:absolute;left:20px;top:220px;width:120px;height:40px" \
        onclick="alert('Saved'); window.after = 'ran'">alerts</button>\
        <script>window.events = []; window.presses = 0;\
        for (const t of ['mousedown','mouseup','click','dblclick','contextmenu']) addEventListener(t, e => \
        events.push([t, e.button, e.buttons, e.detail, e.clientX, e.clientY, e.isTrusted].join(' ')), true);\
        for (const t of ['keydown','keypress','keyup']) addEventListener(t, e => \
        events.push([t, e.key, e.code, e.keyCode, e.shiftKey, e.isTrusted].join(' ')), true);\
        addEventListener('input', e => events.push(['input', e.inputType, e.data].join(' ')), true);\
        document.getElementById('button').onclick = () => presses++;</script>
        """

    static func events(_ session: WebDriverSession) throws -> [String] {
        try session.page.read("const e = window.events; window.events = []; return e")
            .arrayValue?.compactMap(\.stringValue) ?? []
    }

    static func classicActions(_ session: WebDriverSession, _ actions: [PointerAction]) throws {
        try session.send(method: .post, path: "actions",
                         body: ["actions": .array([ActionSequence.pointer(id: "classic", actions: actions).json])])
    }

    @Test func aTapAndADoubleTapAreTheEventsOfTheClassicCommand() throws {
        try TabNavigationTests.withTab { session in
            try session.page.navigate(to: Self.recordingPage)
            let tap: [PointerAction] = [.move(x: 50, y: 120), .down(), .up()]
            let doubleTap: [PointerAction] = [.move(x: 60, y: 110), .down(), .up(), .pause(0.05), .down(), .up()]
            try session.page.perform([.pointer(id: "finger", actions: tap)])
            try session.page.perform([.pointer(id: "finger", actions: doubleTap)])
            #expect(!session.selectedLentTab, "the taps went over the tab's own session")
            let overTab = try Self.events(session)
            #expect(overTab.contains("dblclick 0 0 2 60 110 true"), "\(overTab)")
            try Self.classicActions(session, tap)
            try Self.classicActions(session, doubleTap)
            #expect(try Self.events(session) == overTab)
            #expect(try session.page.read("return presses") == .number(6))
        }
    }

    @Test func aWheelScrollIsTheEventOfTheClassicCommand() throws {
        try TabNavigationTests.withTab { session in
            try session.page.navigate(to: "data:text/html,<div style='height:5000px'>tall</div><script>window.events = [];"
                + "addEventListener('wheel', e => events.push([e.deltaX, e.deltaY, e.clientX, e.clientY, e.isTrusted].join(' ')))</script>")
            let scroll = ActionSequence.wheel(id: "wheel", actions: [.scroll(x: 100, y: 120, deltaX: 0, deltaY: 400, duration: 0.05)])
            try session.page.perform([scroll])
            #expect(!session.selectedLentTab, "the scroll went over the tab's own session")
            let overTab = try Self.events(session)
            #expect(overTab == ["0 400 100 120 true"])
            try session.send(method: .post, path: "actions", body: ["actions": .array([scroll.json])])
            #expect(try Self.events(session) == overTab)
            // Both scrolled the page: 800 pixels down, once the smooth scroll ends.
            let scrolled = "const done = arguments[0]; const t = Date.now(); "
                + "(function wait() { if (scrollY >= 800 || Date.now() - t > 3000) done(scrollY); else setTimeout(wait, 20); })()"
            #expect(try session.page.readAsync(scrolled) == .number(800))
        }
    }

    @Test func typingIsTheKeyEventsOfTheClassicCommand() throws {
        try TabNavigationTests.withTab { session in
            try session.page.navigate(to: Self.recordingPage)
            let field = try #require(try session.page.read("return document.getElementById('field')").elementReference)
            let text = "aB1 !~é😀" + Key.backspace + "x" + Key.arrowLeft + Key.delete
            try session.page.type(text, into: field)
            #expect(!session.selectedLentTab, "the typing went over the tab's own session")
            let typed = try session.page.read("return document.getElementById('field').value")
            let overTab = try Self.events(session)
            #expect(overTab.contains("keydown B KeyB 66 true true"), "\(overTab)")
            try session.page.act("document.getElementById('field').value = ''; document.activeElement.blur()")
            _ = try Self.events(session)
            let classicField = try session.page.classicReference(field)
            try session.send(method: .post, path: "element/\(classicField.id)/value", body: ["text": .string(text)])
            #expect(try session.page.read("return document.getElementById('field').value") == typed)
            #expect(try Self.events(session) == overTab)
        }
    }

    /// The engine's own check (`prepareEdit`) focuses the field before typing: the channel
    /// then sends only the keys, where the focus is (no script of its own focuses the field).
    @Test func typingIntoAFieldTheCallerFocusedSendsTheKeysWhereTheFocusIs() throws {
        try TabNavigationTests.withTab { session in
            try session.page.navigate(to: Self.recordingPage + "<input id=other>")
            let field = try #require(try session.page.read("return document.getElementById('field')").elementReference)
            try session.page.act("document.getElementById('field').focus()")
            try session.page.type("ab" + Key.enter, into: field, focused: true, redacted: false)
            #expect(!session.selectedLentTab, "the typing went over the tab's own session")
            #expect(try session.page.read("return document.getElementById('field').value") == "ab")
            // Told it is focused, the channel does not focus it: the keys go where the focus is.
            try session.page.act("document.getElementById('other').focus()")
            try session.page.type("c", into: field, focused: true, redacted: false)
            #expect(try session.page.read("return [field.value, other.value]") == ["ab", "c"])
            // Not told, it focuses the field first, as Element Send Keys does.
            try session.page.type("d", into: field, focused: false, redacted: false)
            #expect(try session.page.read("return [field.value, other.value]") == ["abd", "c"])
        }
    }

    @Test func pressingNamedKeysIsTheKeyEventsOfTheClassicCommand() throws {
        try TabNavigationTests.withTab { session in
            try session.page.navigate(to: Self.recordingPage)
            try session.page.act("const f = document.getElementById('field'); f.value = 'ab'; f.focus(); "
                                 + "addEventListener('keydown', e => events.push('location ' + e.location), true)")
            let keys = [Key.enter, Key.returnKey, Key.escape, Key.arrowLeft, Key.backspace, Key.home, Key.end, Key.delete,
                        Key.arrowUp, Key.arrowDown, Key.pageUp, Key.pageDown, Key.tab]
            let press = ActionSequence.key(id: "keyboard", actions: keys.flatMap { [KeyAction.down($0), .up($0)] })
            try session.page.perform([press])
            #expect(!session.selectedLentTab, "the presses went over the tab's own session")
            let overTab = try Self.events(session)
            #expect(overTab.contains("keydown Enter Enter 13 false true"), "\(overTab)")
            #expect(try session.page.read("return [document.getElementById('field').value, document.activeElement.id]") == ["b", "button"])
            try session.page.act("const f = document.getElementById('field'); f.value = 'ab'; f.focus()")
            _ = try Self.events(session)
            try session.send(method: .post, path: "actions", body: ["actions": .array([press.json])])
            let classic = try Self.events(session)
            #expect(classic == overTab, "classic \(classic)")
            #expect(try session.page.read("return [document.getElementById('field').value, document.activeElement.id]") == ["b", "button"])
            // Characters and modifiers keep to the classic command (it keeps the keyboard's state).
            #expect(KeyboardInput.events(pressing: [.key(id: "k", actions: [.down("a"), .up("a")])]) == nil)
            #expect(KeyboardInput.events(pressing: [.key(id: "k", actions: [.down(Key.shift), .down(Key.tab), .up(Key.tab), .up(Key.shift)])]) == nil)
            #expect(KeyboardInput.events(pressing: [.key(id: "k", actions: [.down(Key.enter)])]) == nil, "a key held across requests")
        }
    }

    @Test func ctrlAThenBackspaceClearsAFieldAsTheClassicCommandDoes() throws {
        try TabNavigationTests.withTab { session in
            try session.page.navigate(to: Self.recordingPage)
            let field = try #require(try session.page.read("return document.getElementById('field')").elementReference)
            let clear = Key.control + "a" + Key.null + Key.backspace
            try session.page.act("const f = document.getElementById('field'); f.value = 'hello world'; f.focus(); f.setSelectionRange(11, 11)")
            _ = try Self.events(session)
            try session.page.type(clear, into: field)
            #expect(!session.selectedLentTab, "the clearing went over the tab's own session")
            #expect(try session.page.read("return document.getElementById('field').value") == "", "Ctrl-A selected it all")
            let overTab = try Self.events(session)
            try session.page.act("const f = document.getElementById('field'); f.value = 'hello world'; f.setSelectionRange(11, 11)")
            _ = try Self.events(session)
            try session.send(method: .post, path: "element/\(try session.page.classicReference(field).id)/value", body: ["text": .string(clear)])
            #expect(try session.page.read("return document.getElementById('field').value") == "")
            #expect(try Self.events(session) == overTab)
        }
    }

    @Test func textWithModifierKeysOrLineBreaksIsTypedByTheClassicCommand() throws {
        #expect(KeyboardInput.events(typing: Key.control + "c") == nil, "only Ctrl-A has its editing command here")
        #expect(KeyboardInput.events(typing: Key.shift + "a") == nil)
        // A character is a keyDown that carries its text and a keyUp; named keys (Enter) are
        // chromedriver's three events; Ctrl-A is four (the editing command on the a).
        #expect(KeyboardInput.events(typing: Key.control + "a" + Key.null + "b")?.count == 4 + 2, "Control down and up, a, then b")
        #expect(KeyboardInput.events(typing: "two\nlines") == nil)
        #expect(KeyboardInput.events(typing: "plain" + Key.enter)?.count == 5 * 2 + 3)
    }

    @Test func fillingSelectsAllThenInsertsEachRunAndPressesTheNamedKeys() throws {
        let methods = { (text: String) in KeyboardInput.commands(filling: text)?.map(\.0) }
        let selectAll = Array(repeating: "Input.dispatchKeyEvent", count: 4)
        let erase = Array(repeating: "Input.dispatchKeyEvent", count: 2)
        let enter = Array(repeating: "Input.dispatchKeyEvent", count: 3)
        #expect(methods("Buy milk" + Key.enter) == selectAll + ["Input.insertText"] + enter, "one insert, then Return")
        #expect(KeyboardInput.commands(filling: "Buy milk")?.last?.1["text"] == "Buy milk")
        #expect(methods("") == selectAll + erase, "nothing to insert: the selection is erased")
        #expect(methods(Key.enter + "x") == selectAll + erase + enter + ["Input.insertText"], "a key first: erased before it")
        #expect(KeyboardInput.commands(filling: "a\u{1}b") == nil, "a control character is the classic command's")
    }

    @Test func aPressThatOpensADialogReturnsAndTheDialogIsAnsweredOverTheTab() throws {
        try TabNavigationTests.withTab { session in
            try session.page.navigate(to: Self.recordingPage)
            try session.page.perform([.pointer(id: "finger", actions: [.move(x: 50, y: 240), .down(), .up()])])
            #expect(try session.page.openDialog()?.text == "Saved")
            // A classic command would wait for the dialog: it fails at once, naming the dialog.
            do {
                _ = try session.title()
                Issue.record("a classic command succeeded while a dialog blocks the page")
            } catch let error as WebDriverError {
                #expect(error == .userPromptOpen(UserPrompt(kind: .alert, text: "Saved"), command: "GET title"))
            }
            #expect(throws: PageChannelError.dialogTakesNoText(UserPrompt(kind: .alert, text: "Saved")), "typing into an alert") {
                try session.page.typeIntoDialog("no prompt", redacted: false)
            }
            try session.page.answerDialog(accept: true)
            #expect(try session.page.read("return window.after") == .string("ran"))

            try session.page.perform([.pointer(id: "finger", actions: [.move(x: 50, y: 180), .down(), .up()])])
            #expect(try session.page.openDialog()?.text == "Your name?")
            try session.page.typeIntoDialog("Ada", redacted: false)
            try session.page.answerDialog(accept: true)
            #expect(try session.page.read("return window.answer") == .string("Ada"))
            try session.page.perform([.pointer(id: "finger", actions: [.move(x: 50, y: 180), .down(), .up()])])
            try session.page.answerDialog(accept: true)
            #expect(try session.page.read("return window.answer") == .string("nobody"), "the prompt's default text")
            try session.page.perform([.pointer(id: "finger", actions: [.move(x: 50, y: 180), .down(), .up()])])
            try session.page.answerDialog(accept: false)
            #expect(try session.page.read("return window.answer") == .null)
            #expect(!session.selectedLentTab)
            #expect(throws: PageChannelError.noDialog, "accepting without a dialog") { try session.page.answerDialog(accept: true) }
        }
    }

    @Test func aPageChangingScriptRunsOnceAndTakesElements() throws {
        try TabNavigationTests.withTab { session in
            try session.page.navigate(to: Self.recordingPage)
            let field = try #require(try session.page.read("return document.getElementById('field')").elementReference)
            let script = "window.runs = (window.runs || 0) + 1; arguments[0].value = arguments[1]; return [arguments[0], window.runs]"
            let result = try session.page.act(script, arguments: [.element(field), "set"])
            #expect(result == .array([field.json, .number(1)]))
            #expect(try session.page.read("return [arguments[0].value, window.runs]", arguments: [.element(field)])
                == .array(["set", .number(1)]))
            let pushed = try session.page.actAsync("history.pushState({}, '', '#pushed'); arguments[0](location.hash)")
            #expect(pushed == "#pushed")
            #expect(!session.selectedLentTab, "the scripts went over the tab's own session")

            // A script that opens a dialog answers null, as chromedriver's execute does.
            #expect(try session.page.act("alert('from a script'); return 1") == .null)
            #expect(try session.page.openDialog()?.text == "from a script")
            try session.page.answerDialog(accept: true)

            // An element of a replaced page is stale, as the classic command says of its own.
            try session.page.navigate(to: Self.recordingPage)
            #expect(throws: PageChannelError.staleElement, "reading an element of the replaced page") {
                _ = try session.page.read("return arguments[0].value", arguments: [.element(field)])
            }
            let classicField = try #require(try ClassicPageChannel(session: session).read("return document.getElementById('field')").elementReference)
            try session.page.navigate(to: Self.recordingPage)
            #expect(throws: PageChannelError.staleElement, "the classic channel reads the W3C code alike") {
                _ = try ClassicPageChannel(session: session).read("return arguments[0].value", arguments: [.element(classicField)])
            }
        }
    }

    @Test func aSwitchToAFrameLeavesInputToTheClassicCommands() throws {
        try TabNavigationTests.withTab { session in
            try session.page.navigate(to: Self.recordingPage)
            try session.switchToParentFrame()
            #expect(session.selectedLentTab)
            try session.page.perform([.pointer(id: "finger", actions: [.move(x: 50, y: 120), .down(), .up()])])
            #expect(try session.page.read("return presses") == .number(1))
        }
    }

    @Test func mouseStepsKeepToSequencesThatNeedNoOtherState() {
        #expect(MouseInput.steps(for: [.move(x: 1, y: 1, origin: .pointer), .down(), .up()]) == nil)
        #expect(MouseInput.steps(for: [.move(x: 1, y: 1, duration: 0.2), .down(), .up()]) == nil)
        #expect(MouseInput.steps(for: [.move(x: 1, y: 1), .down()]) == nil, "a button left held")
        #expect(MouseInput.steps(for: [.move(x: -1, y: 1), .down(), .up()]) == nil)
        let press = MouseInput.steps(for: [.move(x: 3.4, y: 4.6), .down(button: .right), .pause(0.6), .up(button: .right)])
        #expect(press == [
            .event(["type": "mouseMoved", "x": 3, "y": 5, "button": "none", "buttons": 0]),
            .event(["type": "mousePressed", "x": 3, "y": 5, "button": "right", "buttons": 2, "clickCount": 1]),
            .pause(0.6),
            .event(["type": "mouseReleased", "x": 3, "y": 5, "button": "right", "buttons": 0, "clickCount": 1]),
        ])
        // Presses more than half a second apart are two clicks, not a double click.
        let slow = MouseInput.steps(for: [.move(x: 1, y: 1), .down(), .up(), .pause(0.6), .down(), .up()]) ?? []
        #expect(slow.last == .event(["type": "mouseReleased", "x": 1, "y": 1, "button": "left", "buttons": 0, "clickCount": 1]))
    }
}
#endif
