import ElementCore

/// The checks that prove every engine types text the same way, as ``TypedText`` says and
/// XCUI's `typeText` does: a line feed presses Return, a tab Tab, `XCUIKeyboardKey.delete`'s
/// characters erase, Escape types nothing, and the characters no engine types alike are refused.
///
/// Load a fresh ``TypingConformance`` fixture into the engine (``html()``, ``inMemoryApp()``,
/// or, in the XCUIEngine tests, a shim tree of ``nodes``), then:
///
/// ```swift
/// let failures = TypingConformance.run(on: driver)
/// #expect(failures.isEmpty, "\(failures)")
/// ```
///
/// The fixture's app reacts to Return as apps do: a Return in the field `Item` sets the text
/// `Result` to `Submitted <the field's text>` (and to `Submitted twice` on a second Return);
/// one in the secure field `Password` sets `SignIn` to `Signed in with <n> characters`.
public enum TypingConformance {
    /// One node of the fixture: its type, identifier (`data-testid` on the web; the label too)
    /// and initial label (static texts).
    public struct Node: Sendable {
        /// The node's type: `.staticText`, `.textField`, `.secureTextField` or `.textView`.
        public var type: ElementType
        /// The identifier.
        public var identifier: String
        /// A static text's initial text.
        public var label: String
        /// The identifier of the form the field belongs to on the web, if any: Return in a form's
        /// only field submits it.
        public var form: String?
    }

    /// The fixture, in document order. `Given` and `Family` follow each other, so Tab moves
    /// from the one to the other.
    public static let nodes: [Node] = [
        Node(type: .staticText, identifier: "Result", label: "Idle"),
        Node(type: .textField, identifier: "Item", label: "", form: "shopping"),
        Node(type: .textField, identifier: "Given", label: "", form: "person"),
        Node(type: .textField, identifier: "Family", label: "", form: "person"),
        Node(type: .textField, identifier: "Code", label: ""),
        Node(type: .secureTextField, identifier: "Password", label: "", form: "signIn"),
        Node(type: .staticText, identifier: "SignIn", label: "Signed out"),
        Node(type: .textView, identifier: "Notes", label: ""),
    ]

    /// What a Return in `Item` shows in `Result`, given what `Result` showed before.
    public static func submitted(_ item: String, after shown: String) -> String {
        shown.hasPrefix("Submitted") ? "Submitted twice" : "Submitted \(item)"
    }

    /// What a Return in `Password` shows in `SignIn` (never the password).
    public static func signedIn(characters: Int) -> String { "Signed in with \(characters) characters" }

    /// Text whose typing every engine refuses, before anything is typed.
    public static let refused: [(name: String, text: String)] = [
        ("NUL is refused", "a\u{0}b"),
        ("a control character no key types is refused", "a\u{1}b"),
        ("WebDriver's key codes are refused", "x\u{E007}y"),
        ("XCUI's function-key characters are refused", "x\u{F702}y"),
    ]

    /// The checks that type, in the order they run.
    public static let checks: [ConformanceCheck] = [
        ConformanceCheck("a line feed presses Return once: the form submits the text typed before it", field(.textField, "Item"),
                         .performs(.typeText("Buy milk\n", isSecure: false), then: field(.staticText, "Result"), [.label("Submitted Buy milk")])),
        ConformanceCheck("Return leaves no line break in a single-line field", field(.textField, "Item"), .attributes([.value("Buy milk")])),
        ConformanceCheck("a tab moves the focus to the next field, which takes the rest", field(.textField, "Given"),
                         .performs(.typeText("Ada\tLovelace", isSecure: false), then: field(.textField, "Family"), [.value("Lovelace")])),
        ConformanceCheck("the field left by Tab keeps the text before it", field(.textField, "Given"), .attributes([.value("Ada")])),
        ConformanceCheck("XCUIKeyboardKey.delete's characters (U+0008, U+007F) erase the previous character", field(.textField, "Code"),
                         .performs(.typeText("abc\u{8}\u{7F}d", isSecure: false), then: field(.textField, "Code"), [.value("ad")])),
        ConformanceCheck("Escape (U+001B) types nothing", field(.textField, "Code"),
                         .performs(.typeText("\u{1B}e", isSecure: false), then: field(.textField, "Code"), [.value("ade")])),
        ConformanceCheck("filling replaces the whole text", field(.textField, "Code"),
                         .performs(.fillText("Eggs", isSecure: false), then: field(.textField, "Code"), [.value("Eggs")])),
        ConformanceCheck("a line feed in a secure field presses Return too", field(.secureTextField, "Password"),
                         .performs(.typeText("pw\n", isSecure: true), then: field(.staticText, "SignIn"), [.label(signedIn(characters: 2))])),
        ConformanceCheck("a text view takes line breaks (CR LF once) and tabs as text", field(.textView, "Notes"),
                         .performs(.typeText("one\r\ntwo\tthree\nfour", isSecure: false), then: field(.textView, "Notes"),
                                   [.value("one\ntwo\tthree\nfour")])),
    ]

    /// Runs the refusals, then the checks, on `driver`; returns what failed.
    public static func run(on driver: any Engine) -> [ConformanceFailure] {
        let code = field(.textField, "Code")
        var failures: [ConformanceFailure] = []
        for (name, text) in refused {
            let check = ConformanceCheck(name, code, .attributes([.value("")]))
            do throws(EngineError) {
                try driver.perform(.typeText(text, isSecure: false), on: code)
                failures.append(ConformanceFailure(check: check, actual: "the text was typed"))
            } catch {
                guard case .unsupported = error else {
                    failures.append(ConformanceFailure(check: check, actual: "the engine threw \(error), not a refusal"))
                    continue
                }
                if let failure = ConformanceSuite.check(check, on: driver) { failures.append(failure) }
            }
        }
        return failures + checks.compactMap { ConformanceSuite.check($0, on: driver) }
    }

    /// The query of one of the fixture's nodes.
    static func field(_ type: ElementType, _ id: String) -> ElementQuery {
        ElementQuery(app: .underTest, steps: [QueryStep(type: type, id: id, index: nil, filters: [])], isStrict: true)
    }
}
