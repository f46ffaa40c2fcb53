import ElementCore
import Foundation
import InProcessEngine
import Testing

/// Typed text on the in-process engine, as XCUI's `typeText` types it (``TypedText``): Return
/// sends a text field's primary action, Tab moves editing to the next input, the delete
/// characters erase, and a text view takes line breaks and tabs.
@MainActor
@Suite struct TypingTests {
    /// Two forms' worth of inputs; Return in `Item` is counted.
    final class Controller: InMemoryViewController {
        let item = InMemoryTextField(placeholder: "Item", frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        let given = InMemoryTextField(placeholder: "Given", frame: CGRect(x: 20, y: 140, width: 200, height: 30))
        let family = InMemoryTextField(placeholder: "Family", frame: CGRect(x: 20, y: 180, width: 200, height: 30))
        let notes = InMemoryTextView(frame: CGRect(x: 20, y: 220, width: 200, height: 90))
        private(set) var returns: [String] = []

        override func viewDidLoad() {
            notes.accessibilityIdentifier = "Notes"
            item.addAction(for: .primaryActionTriggered) { [weak self] control in
                self?.returns.append((control as? InMemoryTextField)?.text ?? "")
            }
            for view in [item, given, family, notes] as [InMemoryView] { self.view.addSubview(view) }
        }
    }

    @Test func aLineFeedSendsThePrimaryActionOnceAndTypesNothing() {
        let controller = Controller()
        withEngine(MemoryApp(controller: controller).engine) {
            TextField(id: "Item").type("Buy milk\n")
            TextField(id: "Item").type("!\r\n")
        }
        #expect(controller.returns == ["Buy milk", "Buy milk!"])
        #expect(controller.item.text == "Buy milk!")
    }

    @Test func aTabMovesEditingToTheNextInputWithTheRestOfTheText() {
        let controller = Controller()
        withEngine(MemoryApp(controller: controller).engine) {
            TextField(id: "Given").type("Ada\tLovelace")
        }
        #expect(controller.given.text == "Ada")
        #expect(controller.family.text == "Lovelace")
        #expect(controller.family.isEditing)
    }

    @Test func deleteCharactersEraseAndEscapeTypesNothing() {
        let controller = Controller()
        withEngine(MemoryApp(controller: controller).engine) {
            TextField(id: "Given").type("abc\u{8}\u{7F}d\u{1B}e")
        }
        #expect(controller.given.text == "ade")
    }

    @Test func aTextViewTakesLineBreaksAndTabs() {
        let controller = Controller()
        withEngine(MemoryApp(controller: controller).engine) {
            TextView(id: "Notes").type("one\r\ntwo\tthree\n")
        }
        #expect(controller.notes.text == "one\ntwo\tthree\n")
        #expect(controller.returns.isEmpty)
    }

    @Test func whatNoEngineTypesAlikeIsRefusedBeforeAnythingIsTyped() {
        let controller = Controller()
        let failures = ElementConfiguration.with(ElementConfiguration(defaultTimeout: 0.3, actionTimeout: 0.3)) {
            Failures.capture { withEngine(MemoryApp(controller: controller).engine) { TextField(id: "Item").type("a\u{E007}\n") } }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("U+E007") == true, "\(failures.first?.message ?? "")")
        #expect(controller.item.text == "")
        #expect(controller.returns.isEmpty)
    }
}
