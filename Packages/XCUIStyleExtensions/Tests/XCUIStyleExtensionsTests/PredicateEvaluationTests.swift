import ElementCore
import Testing
import XCUIStyleExtensions

@Suite("Predicate evaluation")
struct PredicateEvaluationTests {
    static let button = snapshot(.button, identifier: "signIn", label: "Log in", value: "42 items", placeholder: "Email",
                                 isEnabled: false, isSelected: true, isHittable: false)

    static let attributeCases: [(EasyPredicate, Bool)] = [
        (.exists(true), true),
        (.exists(false), false),
        (.isEnabled(false), true),
        (.isEnabled(true), false),
        (.isHittable(false), true),
        (.isHittable(true), false),
        (.isSelected(true), true),
        (.isSelected(false), false),
        (.identifier("signIn"), true),
        (.identifier("Log in"), false),
        (.identifier("signin"), false),
        (.type(.button), true),
        (.type(.staticText), false),
        (.type(.any), false),
        (.value(.equals, "42 items"), true),
        (.value(.beginsWith, "42"), true),
        (.value(.matches, "[0-9]+ items"), true),
        (.placeholder(.equals, "Email"), true),
        (.placeholder(.contains.caseInsensitive, "MAIL"), true),
        (.placeholder(.equals, "email"), false),
    ]

    @Test("Attributes", arguments: attributeCases)
    func attributes(predicate: EasyPredicate, expected: Bool) throws {
        #expect(try predicate.evaluate(Self.button) == expected)
    }

    static let labelCases: [(Comparison, String, String, Bool)] = [
        // label, comparison, value, expected
        (.equals, "Log in", "Log in", true),
        (.equals, "Log in", "log in", false),
        (.equals.caseInsensitive, "Log in", "LOG IN", true),
        (.equals, "Log in", "Log", false),
        (.notEqual, "Log in", "Log out", true),
        (.notEqual, "Log in", "Log in", false),
        (.notEqual.caseInsensitive, "Log in", "log in", false),
        (.beginsWith, "Log in", "Log", true),
        (.beginsWith, "Log in", "log", false),
        (.beginsWith.caseInsensitive, "Log in", "log", true),
        (.beginsWith, "Log in", "", false),
        (.beginsWith, "Log in", "in", false),
        (.contains, "Log in", "g i", true),
        (.contains, "Log in", "G I", false),
        (.contains.caseInsensitive, "Log in", "G I", true),
        (.contains, "Log in", "", false),
        (.endsWith, "Log in", "in", true),
        (.endsWith, "Log in", "IN", false),
        (.endsWith.caseInsensitive, "Log in", "IN", true),
        (.endsWith, "Log in", "Log", false),
        // LIKE: wildcards over the whole string.
        (.like, "Log in", "Log*", true),
        (.like, "Log in", "Log", false),
        (.like, "Log in", "*in", true),
        (.like, "Log in", "L?g in", true),
        (.like, "Log in", "L?g", false),
        (.like, "Log in", "L*g*n", true),
        (.like, "Log in", "*", true),
        (.like, "", "*", true),
        (.like, "", "?", false),
        (.like, "Log in", "??????", true),
        (.like, "Log in", "???????", false),
        (.like, "Log in", "log*", false),
        (.like.caseInsensitive, "Log in", "log*", true),
        (.like, "a*b", #"a\*b"#, true),
        (.like, "axb", #"a\*b"#, false),
        (.like, "a?b", #"a\?b"#, true),
        (.like, "aaab", "*a*b", true),
        (.like, "abcabd", "*abd", true),
        (.like, "👍🏽 ok", "? ok", true),
        // MATCHES: ICU regular expressions over the whole string.
        (.matches, "Log in", "Log.*", true),
        (.matches, "Log in", "Log", false),
        (.matches, "Log in", "og in", false),
        (.matches, "Log in", "Log|Log in", true),
        (.matches, "Log in", "[A-Z][a-z]+ in", true),
        (.matches, "Log in", "log in", false),
        (.matches.caseInsensitive, "Log in", "log in", true),
        (.matches, "Log in", "(?i)LOG IN", true),
        (.matches, "line1\nline2", "line1.line2", false),
        (.matches, "line1\nline2", "line1\\nline2", true),
        (.matches, "Item 12", "Item \\d{2}", true),
        (.matches, "", "", true),
        (.matches, "", "a?", true),
        // [d] and [cd]: diacritics folded.
        (.equals, "Crème brûlée", "Creme brulee", false),
        (.equals.diacriticInsensitive, "Crème brûlée", "Creme brulee", true),
        (.equals.diacriticInsensitive, "Crème brûlée", "CREME BRULEE", false),
        (.equals.caseAndDiacriticInsensitive, "Crème brûlée", "CREME BRULEE", true),
        (.beginsWith.diacriticInsensitive, "Crème", "Crè", true),
        (.beginsWith.diacriticInsensitive, "Creme", "Crè", true),
        (.contains.caseAndDiacriticInsensitive, "Café au lait", "CAFE", true),
        (.endsWith.diacriticInsensitive, "naïve", "ive", true),
        (.like.caseAndDiacriticInsensitive, "Crème brûlée", "creme*", true),
        (.matches.diacriticInsensitive, "Crème", "Creme", true),
        (.matches.caseAndDiacriticInsensitive, "Crème", "CREME", true),
        (.matches, "Crème", "Creme", false),
        // [c] folds case fully: ß is SS.
        (.equals.caseInsensitive, "Straße", "STRASSE", true),
        // Canonically equivalent text is equal: e + U+0301 is é.
        (.equals, "e\u{301}cole", "\u{E9}cole", true),
        (.beginsWith, "\u{E9}cole", "e", false),
        (.beginsWith.diacriticInsensitive, "\u{E9}cole", "e", true),
        // Hostile text compares as plain text.
        (.equals, #"say "hi" \ %@"#, #"say "hi" \ %@"#, true),
        (.contains, "100%@", "%@", true),
        (.equals, "line 1\nline 2", "line 1\nline 2", true),
        (.contains, "👨‍👩‍👧 family", "👨‍👩‍👧", true),
        (.contains, "👨‍👩‍👧 family", "👩", false),
    ]

    @Test("Label comparisons", arguments: labelCases)
    func labels(comparison: Comparison, label: String, value: String, expected: Bool) throws {
        let target = snapshot(label: label)
        #expect(try EasyPredicate.label(comparison, value).evaluate(target) == expected)
    }

    @Test("A missing value or placeholder satisfies only !=")
    func missingAttributes() throws {
        let empty = snapshot(.textField)
        for op in Comparison.Operator.allCases {
            let expected = op == .notEqual
            #expect(try EasyPredicate.value(Comparison(op), "x").evaluate(empty) == expected)
            #expect(try EasyPredicate.placeholder(Comparison(op), "x").evaluate(empty) == expected)
        }
        #expect(try EasyPredicate.value(.equals, "").evaluate(empty) == false)
        #expect(try EasyPredicate.value(.equals, "").evaluate(snapshot(.textField, value: "")) == true)
    }

    @Test func compounds() throws {
        let target = snapshot(label: "Log in", isEnabled: true)
        #expect(try EasyPredicate.and([.label(.beginsWith, "Log"), .isEnabled(true)]).evaluate(target))
        #expect(try !EasyPredicate.and([.label(.beginsWith, "Log"), .isEnabled(false)]).evaluate(target))
        #expect(try EasyPredicate.or([.label(.equals, "x"), .isEnabled(true)]).evaluate(target))
        #expect(try !EasyPredicate.or([.label(.equals, "x"), .isEnabled(false)]).evaluate(target))
        #expect(try EasyPredicate.not(.label(.equals, "x")).evaluate(target))
        #expect(try !EasyPredicate.not(.exists(true)).evaluate(target))
        #expect(try EasyPredicate.and([]).evaluate(target))
        #expect(try !EasyPredicate.or([]).evaluate(target))
        #expect(try (!EasyPredicate.isSelected(true) && (.type(.cell) || .type(.button))).evaluate(target))
    }

    @Test("A missing element satisfies exists == false and negations only")
    func missingElement() throws {
        let missing: ElementSnapshot? = nil
        #expect(try EasyPredicate.exists(false).evaluate(missing))
        #expect(try !EasyPredicate.exists(true).evaluate(missing))
        #expect(try !EasyPredicate.isEnabled(false).evaluate(missing))
        #expect(try !EasyPredicate.label(.notEqual, "x").evaluate(missing))
        #expect(try !EasyPredicate.type(.button).evaluate(missing))
        #expect(try EasyPredicate.not(.isEnabled(true)).evaluate(missing))
        #expect(try EasyPredicate.or([.exists(false), .isEnabled(true)]).evaluate(missing))
    }

    @Test("An invalid regular expression throws instead of crashing")
    func invalidRegex() {
        let target = snapshot(label: "Log in")
        for pattern in ["(", "[a-", "*", "a{2,1}", "(?<name"] {
            #expect(throws: QueryFilterError.self) { try EasyPredicate.label(.matches, pattern).evaluate(target) }
        }
        do {
            _ = try EasyPredicate.value(.matches.caseInsensitive, "(unclosed").evaluate(snapshot(value: "x"))
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains(#"MATCHES needs an ICU regular expression, and "(unclosed" is not one"#))
        }
        // Inside a compound, the error propagates too.
        #expect(throws: QueryFilterError.self) {
            try EasyPredicate.and([.exists(true), .label(.matches, "(")]).evaluate(target)
        }
    }
}
