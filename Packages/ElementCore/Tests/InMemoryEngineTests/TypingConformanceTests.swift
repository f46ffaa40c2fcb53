import ElementCore
import ElementCoreTestSupport
import Foundation
import InMemoryEngine
import Testing

/// The shared typing checks on the in-memory engine, and that they can fail.
@Suite("Conformance: typing on the in-memory engine")
struct TypingConformanceTests {
    @Test func typesAsEveryEngineDoes() {
        let failures = TypingConformance.run(on: InMemoryEngine(app: TypingConformance.inMemoryApp()))
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
    }

    @Test func everyCheckRuns() {
        #expect(TypingConformance.checks.count == 9)
        #expect(TypingConformance.refused.count == 4)
        #expect(Set(TypingConformance.checks.map(\.name)).count == TypingConformance.checks.count)
    }

    /// An app whose fields take the typed characters as text (the old literal typing) fails the
    /// Return, Tab and delete checks: passing them proves something.
    @Test func anEngineTypingControlCharactersAsTextFails() {
        let literal = LiteralTypingDriver(base: InMemoryEngine(app: TypingConformance.inMemoryApp()))
        let failed = Set(TypingConformance.run(on: literal).map(\.check.name))
        #expect(failed.contains("Return leaves no line break in a single-line field"))
        #expect(failed.contains("a tab moves the focus to the next field, which takes the rest"))
        #expect(failed.contains("XCUIKeyboardKey.delete's characters (U+0008, U+007F) erase the previous character"))
        #expect(failed.contains("NUL is refused"))
    }

    @Test func partsOfTypedText() throws {
        #expect(try TypedText.parts(of: "Buy milk\n", into: "field") == [.text("Buy milk"), .key(.enter)])
        #expect(try TypedText.parts(of: "a\r\nb\rc", into: "field") == [.text("a"), .key(.enter), .text("b"), .key(.enter), .text("c")])
        #expect(try TypedText.parts(of: "\u{3}\t\u{8}\u{7F}\u{1B} x", into: "field")
                    == [.key(.enter), .key(.tab), .key(.backspace), .key(.backspace), .key(.escape), .text(" x")])
        #expect(try TypedText.parts(of: "é🙂\u{2028}", into: "field") == [.text("é🙂\u{2028}")])
    }

    @Test func refusalsNameTheCharactersNotTheText() {
        let refusal = TypedText.refusal(of: "hunter2\u{0}\u{E007}\u{F702}\u{E007}", into: "secureTextField \"Password\"")
        let message = refusal.map { "\($0)" } ?? ""
        #expect(message.contains("U+0000 (NUL)"))
        #expect(message.contains("U+E007, U+F702"))
        #expect(message.contains("secureTextField \"Password\""))
        #expect(!message.contains("hunter2"))
        #expect(TypedText.refusal(of: "plain\n\t\u{8}", into: "field") == nil)
    }
}

/// An engine that types every character as text, as the web engine once did.
private final class LiteralTypingDriver: Engine, @unchecked Sendable {
    let base: InMemoryEngine
    var name: String { "literal typing" }
    init(base: InMemoryEngine) { self.base = base }

    func perform(_ action: ElementAction, on query: ElementQuery) throws(EngineError) {
        guard case .typeText(let text, _) = action else { return try base.perform(action, on: query) }
        for character in text {
            try base.perform(.pressKey(.character(character), modifiers: []), on: query)
        }
    }
    func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution { try base.resolve(query) }
    func matches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] { try base.matches(query) }
    func launch(_ app: AppTarget, configuration: LaunchConfiguration) throws(EngineError) { try base.launch(app, configuration: configuration) }
    func terminate(_ app: AppTarget) throws(EngineError) { try base.terminate(app) }
    func activate(_ app: AppTarget) throws(EngineError) { try base.activate(app) }
    func background(_ app: AppTarget) throws(EngineError) { try base.background(app) }
    func state(of app: AppTarget) throws(EngineError) -> AppState { try base.state(of: app) }
    func screenshot() throws(EngineError) -> Data { try base.screenshot() }
    func open(_ url: URL) throws(EngineError) { try base.open(url) }
}
