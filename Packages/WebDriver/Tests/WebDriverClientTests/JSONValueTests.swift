import Foundation
import Testing
@testable import WebDriverClient

@Suite("JSONValue")
struct JSONValueTests {
    @Test func literalsAndAccessors() {
        let value: JSONValue = ["name": "x", "n": 3, "f": 1.5, "ok": true, "none": nil, "list": [1, "two"]]
        #expect(value["name"]?.stringValue == "x")
        #expect(value["n"]?.intValue == 3)
        #expect(value["f"]?.doubleValue == 1.5)
        #expect(value["f"]?.intValue == nil)
        #expect(value["ok"]?.boolValue == true)
        #expect(value["none"]?.isNull == true)
        #expect(value["list"]?[1]?.stringValue == "two")
        #expect(value["list"]?[5] == nil)
        #expect(value["missing"] == nil)
        #expect(value.objectValue?.count == 6)
    }

    @Test func subscriptSetterBuildsObjects() {
        var value: JSONValue = nil
        value["a"] = 1
        value["b"] = ["c": true]
        #expect(value == ["a": 1, "b": ["c": true]])
    }

    @Test func serializationIsCompactSortedAndIntegersHaveNoFraction() {
        let value: JSONValue = ["b": [1, 2.5, -3], "a": "q\"u\\o\nte\u{01}", "c": nil, "d": false, "e": 1280.0]
        #expect(value.serialized() == #"{"a":"q\"u\\o\nte\u0001","b":[1,2.5,-3],"c":null,"d":false,"e":1280}"#)
        #expect(JSONValue.number(.infinity).serialized() == "null")
    }

    /// Every control character, quotes and backslashes at the edges and between runs of
    /// multi-byte text: what Foundation's parser reads back is the string written.
    @Test func stringsWithEscapesAndMultiByteTextSurviveSerialization() throws {
        let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        let samples = ["", "\"", "\\", "plain", "é😀ü\"\\\n中文\t", controls, "\(controls)é\u{7F}\u{2028}end\"", String(repeating: "ab\ncd", count: 10_000)]
        for sample in samples {
            let text = JSONValue.array([.string(sample)]).serialized()
            let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
            #expect(decoded == [sample], "\(text.prefix(80))")
        }
        #expect(JSONValue.string("\u{1F}\u{0B}").serialized() == #""\u001f\u000b""#)
    }

    @Test(arguments: [
        #"null"#, #"true"#, #"false"#, #"0"#, #"-12"#, #"3.25"#, #""hé \ud83d\ude00""#,
        #"[]"#, #"{}"#, #"[1,[2,[3]],{"k":[null]}]"#,
        #"{"element-6066-11e4-a52e-4f735466cecf":"abc","nested":{"x":[true,1e3]}}"#,
    ])
    func roundTrips(text: String) throws {
        let parsed = try JSONValue(parsing: text)
        let reparsed = try JSONValue(parsing: parsed.serialized())
        #expect(parsed == reparsed)
        // Codable agrees with the hand-written serializer.
        let viaCodable = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(parsed))
        #expect(viaCodable == parsed)
    }

    @Test func booleansAndNumbersStayDistinct() throws {
        #expect(try JSONValue(parsing: "[true, 1, 0, false]") == [true, 1, 0, false])
    }

    @Test func invalidJSONThrows() {
        #expect(throws: (any Error).self) { try JSONValue(parsing: "{not json") }
    }

    @Test func elementReferencesAreFoundRecursively() {
        let a = ElementReference(id: "a"), b = ElementReference(id: "b"), c = ElementReference(id: "c")
        let value: JSONValue = ["first": .element(a), "more": [.element(b), ["deep": .element(c)]], "n": 1]
        #expect(value["first"]?.elementReference == a)
        #expect(value.allElementReferences == [a, b, c])
        #expect(JSONValue.object(["ELEMENT": "legacy"]).elementReference?.id == "legacy")
        #expect(JSONValue.object(["other": "x"]).elementReference == nil)
    }
}
