import ElementCore
import Foundation
import InMemoryEngine
import Testing

/// Key labels shown by each kind of iOS keyboard (first page).
enum KeyboardLayouts {
    static let letters = "qwertyuiopasdfghjklzxcvbnm".map(String.init)
    static let digits = "1234567890".map(String.init)

    static let keys: [(Keyboard.KeyboardType, [String])] = [
        (.regular, letters + ["shift", "delete", "more", "space", "return"]),
        (.emailAddress, letters + ["shift", "delete", "more", "space", "@", ".", "return"]),
        (.url, letters + ["shift", "delete", "more", ".", "/", ".com", "Go"]),
        (.twitter, letters + ["shift", "delete", "more", "space", "@", "#", "return"]),
        (.webSearch, letters + ["shift", "delete", "more", "space", ".", "Go"]),
        (.numberPad, digits + ["Delete"]),
        (.phonePad, digits + ["+", "*", "#", "Delete"]),
        (.decimalPad, digits + [".", "Delete"]),
        (.numbersAndPunctuation, digits + ["-", "/", ":", ";", "(", ")", "$", "&", "@", "\"", ".", ",", "?", "!", "'", "space", "return"]),
    ]
}

@Suite("Keyboard")
struct KeyboardTests {
    static func keyboardApp(keys: [String]) -> InMemoryEngine {
        app {
            InMemoryNode(.textField, label: "Input")
            InMemoryNode(.keyboard) {
                for key in keys { InMemoryNode(.key, label: key) }
            }
        }
    }

    @Test(arguments: KeyboardLayouts.keys)
    func keyboardTypeIsInferredFromItsKeys(expected: Keyboard.KeyboardType, keys: [String]) {
        let driver = Self.keyboardApp(keys: keys)
        expectNoFailures(on: driver) {
            #expect(keyboard.keyboardType == expected)
        }
        #expect(Keyboard.KeyboardType.infer(fromKeys: keys) == expected)
    }

    @Test func everyKeyboardTypeIsCovered() {
        #expect(Keyboard.KeyboardType.allCases.count == 9)
        #expect(Set(KeyboardLayouts.keys.map(\.0)) == Set(Keyboard.KeyboardType.allCases))
        #expect(Keyboard.KeyboardType.numbersAndPunctuation.description == "numbersAndPunctuation")
    }

    @Test func keysAreMatchedByIdentifierWhenTheyHaveNoLabel() {
        let driver = app {
            InMemoryNode(.keyboard) {
                for digit in KeyboardLayouts.digits { InMemoryNode(.key, id: digit) }
                InMemoryNode(.key, id: ".")
            }
        }
        expectNoFailures(on: driver) { #expect(keyboard.keyboardType == .decimalPad) }
    }

    @Test func keyboardTypeWithoutAKeyboardFails() throws {
        let driver = app { InMemoryNode(.textField, label: "Input") }
        let (type, recorded) = Failures.capture(returning: {
            withEngine(driver) { ElementConfiguration.with(.fast) { keyboard.keyboardType } }
        })
        #expect(type == .regular)
        #expect(recorded.map(Cause.init)
            == [Cause(.timedOut(expected: "exists", observed: "does not exist"), attempt: "Keyboard to be: exists", timeout: 0.3)])
    }

    @Test func keysAreTappableAndHaveALabelValue() {
        let log = EventLog()
        let driver = app {
            InMemoryNode(.keyboard) {
                InMemoryNode(.key, label: "q").onTap { _ in log.append("q") }
                InMemoryNode(.key, id: "Return", label: "return").onTap { _ in log.append("return") }
            }
        }
        expectNoFailures(on: driver) {
            keyboard.key("q").tap()
            keyboard.key("Return").tap()
            #expect(keyboard.key("Return").value == "return")
            #expect(keyboard.exists)
        }
        #expect(log.events == ["q", "return"])
    }

    @Test func inferenceEdgeCases() {
        #expect(Keyboard.KeyboardType.infer(fromKeys: []) == .regular)
        #expect(Keyboard.KeyboardType.infer(fromKeys: ["Q", "W", "Search"]) == .webSearch, "case-insensitive")
        #expect(Keyboard.KeyboardType.infer(fromKeys: ["-", "/", ":"]) == .numbersAndPunctuation, "punctuation only")
        #expect(Keyboard.KeyboardType.infer(fromKeys: KeyboardLayouts.digits + [","]) == .decimalPad, "comma as decimal separator")
    }
}
