import TABTestKit
import Testing

@Suite("The umbrella re-exports every package")
struct UmbrellaTests {
    @Test func oneImportReachesEveryPackage() {
        let driver = InMemoryEngine(app: InMemoryApp { InMemoryNode(.button, label: "OK") })
        let step = Step(I: ())                                      // BDD
        let predicate = EasyPredicate.label(.equals, "OK")          // XCUIStyleExtensions
        let found = withEngine(driver) { Button(id: "OK").matching(predicate).exists }   // ElementCore, InMemoryEngine
        #expect(found)
        #expect(step.outcome == .passed)
        #expect(SystemPreferences().appTarget == .bundleIdentifier("com.apple.Preferences"))  // SystemApps
        #expect(LaunchParameter.name == "__tabtestkit")             // WebDriver
        #expect(StepDefinitions { Given("it works") {} }.count == 1)  // GherkinRunner, next to BDD's Given
    }
}

@Suite("The umbrella's one import covers what its docs use")
struct UmbrellaKeyPressTests {
    /// `press(.enter)` and `press("a", modifiers: .primary)` need nothing but `import TABTestKit`:
    /// `Key` and `KeyModifiers` come through it, and the in-memory engine types into the focus.
    @Test func keysAndNewElementTypesNeedOnlyTheUmbrella() {
        let driver = InMemoryEngine(app: InMemoryApp {
            InMemoryNode(.textField, label: "Name")
            InMemoryNode(.checkBox, label: "Agree", value: "0")
        })
        let field = TextField(id: "Name")
        let failures = withEngine(driver) {
            Failures.capture {
                field.fill(with: "ab")
                Application.underTest.press(.backspace)
                field.press("c", modifiers: .shift)
                CheckBox(id: "Agree").adjust(to: true)
            }
        }
        #expect(failures.isEmpty, "\(failures.map(\.message))")
        #expect(withEngine(driver) { field.value } == "aC")
        #expect(withEngine(driver) { CheckBox(id: "Agree").isChecked })
        let modifiers: KeyModifiers = .primary
        #expect(modifiers.resolvingPrimary(onApple: false) == .control)
        #expect(Key.enter.description == "Enter")
    }
}
