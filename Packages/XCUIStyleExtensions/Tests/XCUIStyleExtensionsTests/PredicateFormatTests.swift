import ElementCore
import Testing
import XCUIStyleExtensions

@Suite("Predicate format strings")
struct PredicateFormatTests {
    static let simple: [(EasyPredicate, String)] = [
        (.exists(true), #"exists == true"#),
        (.exists(false), #"exists == false"#),
        (.isEnabled(true), #"isEnabled == true"#),
        (.isEnabled(false), #"isEnabled == false"#),
        (.isHittable(true), #"isHittable == true"#),
        (.isSelected(false), #"isSelected == false"#),
        (.label(.equals, "Log in"), #"label == "Log in""#),
        (.label(.notEqual, "Log in"), #"label != "Log in""#),
        (.label(.beginsWith, "Log"), #"label BEGINSWITH "Log""#),
        (.label(.beginsWith.caseInsensitive, "Log"), #"label BEGINSWITH[c] "Log""#),
        (.label(.contains.diacriticInsensitive, "cafe"), #"label CONTAINS[d] "cafe""#),
        (.label(.endsWith.caseAndDiacriticInsensitive, "in"), #"label ENDSWITH[cd] "in""#),
        (.label(.like, "Log*"), #"label LIKE "Log*""#),
        (.label(.matches, "Log.*"), #"label MATCHES "Log.*""#),
        (.label(.equals.caseInsensitive, "ok"), #"label ==[c] "ok""#),
        (.label(Comparison(.notEqual, options: [.caseInsensitive, .diacriticInsensitive]), "ok"), #"label !=[cd] "ok""#),
        (.identifier("x"), #"identifier == "x""#),
        (.value(.contains, "42"), #"value CONTAINS "42""#),
        (.placeholder(.equals, "Email"), #"placeholderValue == "Email""#),
        (.type(.button), #"elementType == 9"#),
        (.type(.staticText), #"elementType == 48"#),
        (.type(.any), #"elementType == 0"#),
        (.other("label != nil"), #"label != nil"#),
    ]

    @Test("Every case renders its exact format", arguments: simple)
    func simpleCases(predicate: EasyPredicate, expected: String) {
        #expect(predicate.format == expected)
        #expect(predicate.predicateFormat == expected)
        #expect(predicate.description == expected)
    }

    static let hostile: [(String, String)] = [
        (#"say "hi""#, #"label == "say \"hi\"""#),
        (#"C:\path\"#, #"label == "C:\\path\\""#),
        (#"\""#, #"label == "\\\"""#),
        ("line 1\nline 2", #"label == "line 1\nline 2""#),
        ("tab\there", #"label == "tab\there""#),
        ("cr\r\n", #"label == "cr\r\n""#),
        ("nul\u{0}", #"label == "nul\0""#),
        ("bell\u{7}", "label == \"bell\u{7}\""),
        ("100%@ sure %K %d %%", #"label == "100%@ sure %K %d %%""#),
        ("$VARIABLE", #"label == "$VARIABLE""#),
        ("it's", #"label == "it's""#),
        ("👍🏽 ok 👨‍👩‍👧", #"label == "👍🏽 ok 👨‍👩‍👧""#),
        ("e\u{301}cole", "label == \"e\u{301}cole\""),
        ("שלום", #"label == "שלום""#),
        ("", #"label == """#),
        ("a) OR (1 == 1", #"label == "a) OR (1 == 1""#),
    ]

    @Test("String values are quoted and escaped", arguments: hostile)
    func hostileValues(value: String, expected: String) {
        let format = EasyPredicate.label(.equals, value).format
        #expect(Array(format.unicodeScalars) == Array(expected.unicodeScalars))
    }

    @Test func everyStringCaseIsEscaped() {
        let value = #"a"b\c"#
        #expect(EasyPredicate.identifier(value).format == #"identifier == "a\"b\\c""#)
        #expect(EasyPredicate.value(.like, value).format == #"value LIKE "a\"b\\c""#)
        #expect(EasyPredicate.placeholder(.matches, value).format == #"placeholderValue MATCHES "a\"b\\c""#)
    }

    @Test func compoundsUseParentheses() {
        let and: EasyPredicate = .and([.type(.button), .exists(true)])
        #expect(and.format == "(elementType == 9) AND (exists == true)")
        let or: EasyPredicate = .or([.label(.equals, "a"), .label(.equals, "b")])
        #expect(or.format == #"(label == "a") OR (label == "b")"#)
        #expect(EasyPredicate.not(.isEnabled(true)).format == "NOT (isEnabled == true)")
        let nested: EasyPredicate = .and([.or([.type(.button), .type(.cell)]), .not(.isSelected(true))])
        #expect(nested.format == "((elementType == 9) OR (elementType == 75)) AND (NOT (isSelected == true))")
        #expect(EasyPredicate.and([]).format == "TRUEPREDICATE")
        #expect(EasyPredicate.or([]).format == "FALSEPREDICATE")
        #expect(EasyPredicate.and([.exists(true)]).format == "exists == true")
    }

    @Test func rawTextIsParenthesizedInCompounds() {
        let predicate: EasyPredicate = .and([.other("label == 'a' OR label == 'b'"), .isEnabled(true)])
        #expect(predicate.format == "(label == 'a' OR label == 'b') AND (isEnabled == true)")
    }

    @Test func mergedAndOperators() {
        let list: [EasyPredicate] = [.type(.button), .exists(true), .label(.beginsWith, "abc")]
        #expect(list.merged().format == #"(elementType == 9) AND (exists == true) AND (label BEGINSWITH "abc")"#)
        #expect(list.merged(withLogic: .or).format == #"(elementType == 9) OR (exists == true) OR (label BEGINSWITH "abc")"#)
        #expect([EasyPredicate.exists(true)].merged() == .exists(true))
        #expect([EasyPredicate]().merged() == .and([]))

        let chained = EasyPredicate.type(.button) && .exists(true) && .label(.beginsWith, "abc")
        #expect(chained == list.merged())
        #expect((EasyPredicate.type(.button) || .type(.cell) || .type(.link)) == .or([.type(.button), .type(.cell), .type(.link)]))
        #expect((!EasyPredicate.isEnabled(true)).format == "NOT (isEnabled == true)")
        let mixed = (EasyPredicate.exists(true) && .isEnabled(true)) || .isSelected(true)
        #expect(mixed.format == "((exists == true) AND (isEnabled == true)) OR (isSelected == true)")
    }

    @Test func comparisonsDescribeThemselves() {
        #expect(Comparison.equals.description == "==")
        #expect(Comparison.notEqual.description == "!=")
        #expect(Comparison.like.caseInsensitive.description == "LIKE[c]")
        #expect(Comparison.matches.diacriticInsensitive.description == "MATCHES[d]")
        #expect(Comparison.contains.caseInsensitive.diacriticInsensitive == Comparison.contains.caseAndDiacriticInsensitive)
        #expect(Comparison.contains.caseAndDiacriticInsensitive.description == "CONTAINS[cd]")
        #expect(Comparison.Operator.allCases.count == 7)
    }

    @Test func predicatesAreHashable() {
        let set: Set<EasyPredicate> = [.exists(true), .exists(true), .label(.like, "a"), .label(.like.caseInsensitive, "a")]
        #expect(set.count == 3)
    }

    @Test func queryStepsShowTheFormat() {
        let button = Button(id: nil).matching(.label(.beginsWith, "Log"))
        #expect(button.queryDescription == #"App › Button where label BEGINSWITH "Log""#)
        #expect(button.filters.first?.predicateFormat == #"label BEGINSWITH "Log""#)
    }
}
