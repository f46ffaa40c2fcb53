import Foundation
import Testing
@testable import BDD

/// Stands for a key press into a field, as ElementCore performs one: a key pressed into a secure
/// field is registered as entered (`Secrets.registerEntered`).
private func press(_ key: String, in field: String, secure: Bool = true) {
    if secure { Secrets.registerEntered(key) }
}

/// A step that presses its PIN's digits in a nested step, as a helper of a suite would.
private func enter(pin: String) {
    for digit in pin {
        And(I: press(String(digit), in: "pin"))
    }
}

@Suite("Short secrets entered in a step are masked in its name")
struct SecureEntryTests {
    @Test("A key pressed into a secure field is masked in the step's name however short; elsewhere it is not")
    func keyPresses() {
        let marker = "secure-press-\(UUID().uuidString.prefix(8))"
        let observer = RecordingObserver(filter: marker)
        StepObservers.withObserver(observer) {
            Scenario("\(marker)") {
                When(I: press("x", in: "password"))
                Then(I: press("y", in: "name", secure: false))
            }
        }
        #expect(observer.events.elements == [
            "scenarioWillStart \(marker)",
            "stepWillStart When I press(•••, in: •••)",
            #"stepDidFinish When I press(•••, in: "password") passed"#,
            "stepWillStart Then I press(•••, in: •••, secure: false)",
            #"stepDidFinish Then I press("y", in: "name", secure: false) passed"#,
            "scenarioDidFinish \(marker) passed steps=2",
        ])
        #expect(!Secrets.isRegistered("x"), "one character is never masked in every output")
    }

    @Test("Enclosing steps mask what their nested steps entered")
    func nested() {
        let marker = "secure-nested-\(UUID().uuidString.prefix(8))"
        let observer = RecordingObserver(filter: marker)
        StepObservers.withObserver(observer) {
            Scenario("\(marker)") {
                When(I: enter(pin: "42"))
            }
        }
        let finished = observer.events.elements.filter { $0.hasPrefix("stepDidFinish") }
        #expect(finished.contains("stepDidFinish When I enter(pin: •••) passed"), "\(finished)")
        #expect(finished.contains(#"stepDidFinish And I press(String(digit), in: "pin") passed"#), "\(finished)")
        #expect(!finished.joined().contains("42"), "\(finished)")
    }

    @Test("Announced names mask the literals of typing calls, before their secrets are known")
    func announcements() {
        #expect(StepNameResolver.provisionalName(#"When I type("abc", into: password)"#) == "When I type(•••, into: password)")
        #expect(StepNameResolver.provisionalName(#"And I field.tapAndType("abc")"#) == "And I field.tapAndType(•••)")
        #expect(StepNameResolver.provisionalName(#"When I press ("q", in: pin)"#) == "When I press (•••, in: pin)")
        #expect(StepNameResolver.provisionalName(#"Then I see(Button(id: "OK"))"#) == #"Then I see(Button(id: "OK"))"#)
    }

    @Test("Literals that write an entered secret are masked: plain, escaped and raw")
    func literalForms() {
        let secrets = StepSecrets()
        secrets.add("a\"b")
        secrets.add("z")
        #expect(secrets.mask(##"press("z") then type("a\"b") and #"z"# but not zz or "zz""##)
                == ##"press(•••) then type(•••) and ••• but not zz or "zz""##)
    }
}
