import Foundation
import Testing
import WebDriverClient

/// `JSONValue(parsing:)` reads every CDP and WebDriver answer: it must agree with
/// `JSONDecoder` on valid JSON and refuse what is not JSON.
@Suite("JSON parsing")
struct JSONParsingTests {
    @Test(arguments: [
        #"null"#, #" true "#, #"false"#, #"0"#, #"-12"#, #"3.25"#, #"-0.5e-3"#, #"1E+2"#, #"12345678901234"#,
        #""plain""#, #""hé \ud83d\ude00 \"q\" \\ \/ \b\f\n\r\t \u0001""#, #"[]"#, #"{}"#, #"[ 1 , [2,[3]] , {"k":[null]} ]"#,
        #"{"id":5,"result":{"result":{"type":"object","deepSerializedValue":{"type":"array","value":[{"type":"number","value":1.5}]}}}}"#,
        #"{"a":1,"a":2}"#,
    ])
    func agreesWithJSONDecoder(text: String) throws {
        let parsed = try JSONValue(parsing: text)
        let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(parsed == decoded)
    }

    @Test(arguments: [
        "", " ", "{not json", "[1,]", "[1 2]", #"{"a" 1}"#, #"{"a":1,}"#, "tru", "nul", "01x", "-", ".5", "1 2",
        #""unterminated"#, #""bad \x escape""#, #""\u12""#, "NaN", "[" + String(repeating: "[", count: 600) + String(repeating: "]", count: 601),
    ])
    func refusesWhatIsNotJSON(text: String) {
        #expect(throws: DecodingError.self) { try JSONValue(parsing: text) }
    }

    @Test func aLoneSurrogateBecomesTheReplacementCharacter() throws {
        #expect(try JSONValue(parsing: #""a\ud800b""#) == .string("a\u{FFFD}b"))
    }
}
