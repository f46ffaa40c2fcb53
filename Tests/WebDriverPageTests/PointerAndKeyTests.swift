import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// Issue 11, missing API: hovering, key presses, replacing text and drag and drop, with real
/// input in Chromium (`Pages/interactions.html`).
@Suite("Hover, keys, fill and drag and drop in Chromium", .serialized)
struct PointerAndKeyTests {
    let status = Label(id: "status")
    let menu = Menu(id: "Account menu")
    let name = TextField(id: "Name")

    @Test func hoverOpensAMenuWhoseItemCanBeTapped() throws {
        try ServedPage.with("interactions.html") { _ in
            #expect(!menu.determine(.exists, timeout: 0), "the menu is closed before the hover")
            let failures = ServedPage.failures {
                Button(id: "Account").hover()
                menu.item("Settings").tap()
            }
            #expect(failures.isEmpty, "\(failures)")
            #expect(status.waitFor(value: "Chose Settings"))
        }
    }

    @Test func enterAndEscapeReachTheFocusedField() throws {
        try ServedPage.with("interactions.html") { _ in
            let failures = ServedPage.failures {
                name.press(.enter)
                #expect(status.waitFor(value: "Submitted old name"))
                Application.underTest.press(.escape)   // the field has the focus now
            }
            #expect(failures.isEmpty, "\(failures)")
            #expect(status.waitFor(value: "Reset"))
            #expect(name.value == "")
        }
    }

    @Test func tabMovesTheFocusAndModifiersAreHeld() throws {
        try ServedPage.with("interactions.html") { _ in
            let failures = ServedPage.failures {
                name.press(.arrowDown, modifiers: [.shift, .primary])
                #expect(status.waitFor(value: "Down Ctrl+Shift+"))
                Application.underTest.press(.tab)
            }
            #expect(failures.isEmpty, "\(failures)")
            #expect(status.waitFor(value: "Email focused"))
            #expect(TextField(id: "Email").determine(.hasKeyboardFocus, timeout: 1))
        }
    }

    @Test func selectAllThenTypeReplacesTheText() throws {
        try ServedPage.with("interactions.html") { _ in
            let failures = ServedPage.failures {
                name.press("a", modifiers: .primary)
                name.press("x")   // typed over the selection
            }
            #expect(failures.isEmpty, "\(failures)")
            #expect(name.value == "x")
        }
    }

    @Test func keysPressedIntoAPasswordFieldAreNeverNamed() throws {
        try ServedPage.with("interactions.html") { engine throws in
            let tracer = TitleTracer()
            let pin = SecureTextField(id: "PIN")
            let failures = ServedPage.failures {
                ActionTracing.with(tracer) {
                    pin.press("7")
                    Application.underTest.press("9")   // the focused password field takes it
                    name.press("z")
                }
            }
            #expect(failures.isEmpty, "\(failures)")
            #expect(tracer.titles.current == ["press a secure key SecureTextField \"PIN\"", "press a secure key App", "press \"z\" TextField \"Name\""])
            #expect(pin.value == "••")
            #expect(try ServedPage.evaluate("return document.getElementById('pin').value;", in: engine).stringValue == "79")
        }
    }

    @Test func fillReplacesTheTextInOneStep() throws {
        try ServedPage.with("interactions.html") { _ in
            let failures = ServedPage.failures { name.fill(with: "Ada Lovelace") }
            #expect(failures.isEmpty, "\(failures)")
            #expect(name.value == "Ada Lovelace")
            let cleared = ServedPage.failures { name.clearText() }
            #expect(cleared.isEmpty, "\(cleared)")
            #expect(name.value == "")
        }
    }

    @Test func doubleTappingATextEditsIt() throws {
        try ServedPage.with("interactions.html") { _ in
            let failures = ServedPage.failures { Label(id: "todo-title").doubleTap() }
            #expect(failures.isEmpty, "\(failures)")
            #expect(status.waitFor(value: "Editing Buy milk"))
        }
    }

    @Test func dragAndDropReordersADraggableList() throws {
        try ServedPage.with("interactions.html") { _ in
            let tasks = Table(id: "Tasks")
            let failures = ServedPage.failures { Cell(id: "Alpha", parent: tasks).drag(onto: Cell(id: "Gamma", parent: tasks)) }
            #expect(failures.isEmpty, "\(failures)")
            #expect(status.waitFor(value: "Order: Beta, Gamma, Alpha"))
        }
    }

    @Test func dragAndDropWithThePointer() throws {
        try ServedPage.with("interactions.html") { _ in
            let failures = ServedPage.failures { Image(id: "Piece").drag(onto: Image(id: "Bin")) }
            #expect(failures.isEmpty, "\(failures)")
            #expect(status.waitFor(value: "Dropped in the bin"))
        }
    }

    @Test func aMissingDropTargetIsNamedAsSuch() throws {
        try ServedPage.with("interactions.html", timeout: 1) { _ in
            let failures = ServedPage.failures { Image(id: "Piece").drag(onto: Image(id: "Nowhere")) }
            #expect(failures.count == 1)
            let message = failures.first ?? ""
            #expect(message.contains("Could not drag onto App › Image \"Nowhere\" Image \"Piece\""), "\(message)")
            #expect(message.contains("its drop target App › Image \"Nowhere\" is not ready: it does not exist"), "\(message)")
        }
    }

    @Test func aMissingTextSaysWhatIsClosest() throws {
        try ServedPage.with("interactions.html", timeout: 1) { _ in
            Button(id: "Account").hover()
            menu.item("Sign out").tap()
            #expect(status.waitFor(value: "Chose Sign out"))
            let failures = ServedPage.failures { Label(id: "Chose Sign in").waitFor(.exists) }
            #expect(failures.count == 1)
            #expect(failures.first?.contains("Observed:  does not exist; closest: Label \"Chose Sign out\"") == true, "\(failures)")
        }
    }
}

/// Collects the titles of the actions it traces.
final class TitleTracer: ActionTracer, @unchecked Sendable {
    let titles = Locked<[String]>([])
    func actionWillStart(_ action: TracedAction, driver: any Engine) {}
    func actionDidFinish(_ action: TracedAction, driver: any Engine) { titles.withLock { $0.append(action.title) } }
}
