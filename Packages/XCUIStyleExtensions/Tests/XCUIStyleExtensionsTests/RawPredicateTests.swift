import ElementCore
import Testing
import XCUIStyleExtensions

@Suite("Raw NSPredicate text")
struct RawPredicateTests {
    let target = snapshot(label: "Log in")

    @Test func rawTextIsKeptVerbatim() {
        #expect(EasyPredicate.other(#"label == "Log in" AND isEnabled == 1"#).format == #"label == "Log in" AND isEnabled == 1"#)
    }

    #if canImport(ObjectiveC)
    @Test func rawTextIsEvaluatedByNSPredicateOnApplePlatforms() throws {
        #expect(try EasyPredicate.other(#"label BEGINSWITH "Log""#).evaluate(target))
        #expect(try !EasyPredicate.other(#"label == "nope""#).evaluate(target))
        #expect(try EasyPredicate.other("elementType == 9 AND exists == true").evaluate(target))
        #expect(try EasyPredicate.other("unknownKey == nil").evaluate(target))
    }

    /// Checks the escaping rules against Apple's real parser: each hostile value, written by
    /// `format`, must be read back by NSPredicate as exactly the same text.
    @Test("Apple's NSPredicate reads escaped values back exactly", arguments: PredicateLiteralTests.values)
    func nsPredicateReadsEscapedValues(value: String) throws {
        let format = EasyPredicate.label(.equals, value).format
        #expect(try EasyPredicate.other(format).evaluate(snapshot(label: value)))
        #expect(try !EasyPredicate.other(format).evaluate(snapshot(label: value + "x")))
    }
    #else
    @Test func rawTextCannotBeEvaluatedOffApplePlatforms() {
        do {
            _ = try EasyPredicate.other(#"label BEGINSWITH "Log""#).evaluate(target)
            Issue.record("expected an error")
        } catch {
            #expect(error is QueryFilterError)
            #expect("\(error)".contains("only Apple's NSPredicate can evaluate `.other(…)`, and this platform has none"))
            #expect("\(error)".contains(#""label BEGINSWITH \"Log\"""#))
        }
        #expect(throws: QueryFilterError.self) { try EasyPredicate.not(.other("TRUEPREDICATE")).evaluate(target) }
    }
    #endif

    static let invalid: [(String, String)] = [
        ("label == %@", "format specifier"),
        ("%K == 'a'", "format specifier"),
        ("label == $NAME", "substitution variable"),
        (#"label == "open"#, "a quoted string is not closed"),
        ("label == 'open", "a quoted string is not closed"),
        ("(label == 'a'", "a parenthesis is not closed"),
        ("label == 'a')", "a closing parenthesis has no opening one"),
        ("   ", "it is empty"),
    ]

    @Test("Raw text that would crash NSPredicate is rejected first", arguments: invalid)
    func crashingTextIsRejected(text: String, reason: String) {
        do {
            _ = try EasyPredicate.other(text).evaluate(target)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("is not valid NSPredicate text: "))
            #expect("\(error)".contains(reason))
        }
    }

    @Test func specifiersInsideQuotesAreText() {
        // Only the platform error remains (on Linux); quoted %@ and $ are accepted by validation.
        #if canImport(ObjectiveC)
        #expect(throws: Never.self) { try EasyPredicate.other(#"label == "%@ $x (""#).evaluate(target) }
        #else
        do {
            _ = try EasyPredicate.other(#"label == "%@ $x (""#).evaluate(target)
        } catch {
            #expect(!"\(error)".contains("is not valid NSPredicate text"))
        }
        #endif
    }
}
