import Testing
import XCUIStyleExtensions

@Suite("Predicate string literals")
struct PredicateLiteralTests {
    static let values: [String] = [
        "", "plain", #"quote " inside"#, #"back\slash"#, #"\\double"#, #"end\"#, "new\nline", "tab\t", "cr\r",
        "nul\u{0}byte", "bell\u{7}", "del\u{7F}", "%@ %K %d %% $var", "it's 'single'", "👍🏽👨‍👩‍👧",
        "e\u{301}\u{323}", "\u{301}leading combining mark", "Ünïcödé", "中文", "مرحبا", "\u{FEFF}bom", "\u{2028}sep",
    ]

    @Test("quoted and unquoted round-trip scalar for scalar", arguments: values)
    func roundTrip(value: String) throws {
        let literal = PredicateLiteral.quoted(value)
        // Scalars, not Characters: a leading combining mark joins the quote's grapheme cluster.
        #expect(literal.unicodeScalars.first == "\"" && literal.unicodeScalars.last == "\"")
        let back = try #require(PredicateLiteral.unquoted(literal))
        #expect(Array(back.unicodeScalars) == Array(value.unicodeScalars))
    }

    @Test("a quoted literal has no bare quote, newline, tab or NUL inside", arguments: values)
    func nothingUnsafeInside(value: String) {
        let inner = Array(PredicateLiteral.quoted(value).unicodeScalars.dropFirst().dropLast())
        var escaped = false
        for scalar in inner {
            if escaped { escaped = false; continue }
            if scalar == "\\" { escaped = true; continue }
            #expect(scalar != "\"")
            #expect(scalar != "\n" && scalar != "\r" && scalar != "\t" && scalar != "\u{0}")
        }
        #expect(!escaped, "the literal must not end inside an escape")
    }

    @Test func unquotedReadsSingleQuotesAndUnknownEscapes() {
        #expect(PredicateLiteral.unquoted("'it\\'s'") == "it's")
        #expect(PredicateLiteral.unquoted(#""a\qb""#) == "aqb")
        #expect(PredicateLiteral.unquoted(#""\"""#) == "\"")
    }

    @Test func unquotedRejectsWhatIsNotOneLiteral() {
        #expect(PredicateLiteral.unquoted("abc") == nil)
        #expect(PredicateLiteral.unquoted("\"abc") == nil)
        #expect(PredicateLiteral.unquoted("\"a\"b\"") == nil)
        #expect(PredicateLiteral.unquoted(#""a\""#) == nil)
        #expect(PredicateLiteral.unquoted("\"") == nil)
        #expect(PredicateLiteral.unquoted("'a\"") == nil)
    }
}
