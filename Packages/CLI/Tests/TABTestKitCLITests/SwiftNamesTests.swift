import TABTestKitCLI
import Testing

@Suite("Swift names and literals from page text")
struct SwiftNamesTests {
    @Test(arguments: [
        ("LoginButton", ["Login", "Button"]), ("Log in", ["Log", "in"]), ("URLField", ["URL", "Field"]),
        ("Row-12", ["Row", "12"]), ("Café crème", ["Cafe", "creme"]), ("2FA code", ["2", "FA", "code"]),
        ("data_test id", ["data", "test", "id"]), ("Пароль", []),
    ])
    func wordsSplitOnCaseAndPunctuation(text: String, words: [String]) {
        #expect(SwiftNames.words(text) == words)
    }

    @Test func camelCase() {
        #expect(SwiftNames.lowerCamel(["URL", "Field"]) == "urlField")
        #expect(SwiftNames.lowerCamel(["Open", "URL"]) == "openURL")
        #expect(SwiftNames.upperCamel(["log", "in"]) == "LogIn")
        #expect(SwiftNames.declared("switch") == "`switch`")
        #expect(SwiftNames.declared("toggle") == "toggle")
    }

    @Test func anyTextBecomesAValidLiteral() {
        #expect(SwiftNames.literal("Say \"hi\"\\\n\u{7}") == #""Say \"hi\"\\\n\u{7}""#)
        #expect(SwiftNames.commentText("a\n  b\u{2028}c", limit: 60) == "a b c")
        #expect(SwiftNames.commentText(String(repeating: "x", count: 80), limit: 10) == "xxxxxxxxx…")
    }
}
