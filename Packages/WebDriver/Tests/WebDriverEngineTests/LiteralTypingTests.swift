import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// Typed text is the text asked for: characters that WebDriver would take for keys (tab,
/// return, its private-use key codes) are typed literally, or refused with a clear error when
/// the field cannot hold them. Pressing keys is a separate API.
@Suite("Typing text literally (real browser)", .serialized)
struct LiteralTypingTests {
    static let page = """
    <form onsubmit="document.title = 'submitted'; return false">
      <input data-testid=First><input data-testid=Second>
      <textarea data-testid=Notes></textarea>
    </form>
    """

    func value(of id: String, in engine: WebDriverEngine) throws -> String {
        let session = try #require(engine.currentSession)
        return try session.executeSync("return document.querySelector(`[data-testid=${arguments[0]}]`).value;",
                                       arguments: [.string(id)]).stringValue ?? "<none>"
    }

    func title(in engine: WebDriverEngine) throws -> String {
        try #require(engine.currentSession).title()
    }

    @Test func aTabIsTypedIntoTheFieldInsteadOfMovingToTheNextOne() throws {
        try withPage(Self.page) { engine throws in
            TextField(id: "First").type("user\tafter-tab")
            #expect(try value(of: "First", in: engine) == "user\tafter-tab")
            #expect(try value(of: "Second", in: engine) == "")
        }
    }

    @Test func lineBreaksInASingleLineFieldAreRefusedBeforeAnythingIsTyped() throws {
        try withPage(Self.page) { engine throws in
            for (text, name) in [("user\rafter-cr", "carriage return"), ("user\nafter-lf", "line feed")] {
                let failures = Failures.capture { TextField(id: "First").type(text) }
                #expect(failures.count == 1)
                let message = failures.first?.message ?? ""
                #expect(message.contains(name), "\(message)")
                #expect(try value(of: "First", in: engine) == "")
                #expect(try title(in: engine) != "submitted", "the text pressed Enter and submitted the form")
            }
        }
    }

    @Test func aTextViewTakesLineBreaksAndTabsAsText() throws {
        try withPage(Self.page) { engine throws in
            TextView(id: "Notes").type("one\ntwo\tthree")
            #expect(try value(of: "Notes", in: engine) == "one\ntwo\tthree")
        }
    }

    @Test func webDriverKeyCodesAreTypedAsCharacters() throws {
        try withPage(Self.page) { engine throws in
            // U+E007 is WebDriver's Enter, U+E004 its Tab: here they are just private-use characters.
            TextField(id: "First").type("x\u{E007}y\u{E004}z\u{F8FF}")
            #expect(try value(of: "First", in: engine) == "x\u{E007}y\u{E004}z\u{F8FF}")
            #expect(try value(of: "Second", in: engine) == "")
            #expect(try title(in: engine) != "submitted")
        }
    }

    @Test func nulIsRefusedWithAClearError() throws {
        try withPage(Self.page) { engine throws in
            let failures = Failures.capture { TextField(id: "First").type("a\u{0}b") }
            #expect(failures.count == 1)
            #expect(failures.first?.message.contains("NUL") == true, "\(failures.first?.message ?? "")")
            #expect(try value(of: "First", in: engine) == "")
        }
    }
}
