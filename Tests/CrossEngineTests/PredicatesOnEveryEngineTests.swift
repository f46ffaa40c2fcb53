import ElementCore
import Foundation
import InMemoryEngine
import Testing
import WebDriver
import XCUIStyleExtensions

/// The same predicates, evaluated on the in-memory engine and in real headless Chromium, pick
/// the same elements.
@Suite("Predicates on every engine", .serialized)
struct PredicatesOnEveryEngineTests {
    /// (predicate, the labels of the buttons it should match, in document order)
    static let cases: [(EasyPredicate, [String])] = [
        (.label(.beginsWith, "Log"), ["Log in", "Log out"]),
        (.label(.contains.caseInsensitive, "OUT"), ["Log out"]),
        (.label(.endsWith, "é"), ["Café"]),
        (.label(.equals.diacriticInsensitive, "Cafe"), ["Café"]),
        (.label(.like, "Log*"), ["Log in", "Log out"]),
        (.label(.matches, "Log (in|out)"), ["Log in", "Log out"]),
        (.isEnabled(false), ["Disabled"]),
        (.identifier("SignUp"), ["Sign up"]),
        (.not(.label(.beginsWith, "Log")), ["Café", "Sign up", "Disabled"]),
        ([.label(.beginsWith, "Log"), .label(.endsWith, "in")].merged(withLogic: .and), ["Log in"]),
        ([.label(.equals, "Café"), .identifier("SignUp")].merged(withLogic: .or), ["Café", "Sign up"]),
    ]

    static let html = """
    <button>Log in</button><button>Log out</button><button>Café</button>
    <button data-testid=SignUp>Sign up</button><button disabled>Disabled</button>
    """

    static let inMemory = InMemoryApp {
        InMemoryNode(.button, label: "Log in")
        InMemoryNode(.button, label: "Log out")
        InMemoryNode(.button, label: "Café")
        InMemoryNode(.button, id: "SignUp", label: "Sign up")
        InMemoryNode(.button, label: "Disabled").disabled()
    }

    static func labels(matching predicate: EasyPredicate) -> [String] {
        ElementOperations.allMatches(of: Button().matching(predicate)).map(\.label)
    }

    @Test func theSamePredicatesPickTheSameButtons() throws {
        let driver = InMemoryEngine(app: Self.inMemory)
        let engine = try WebDriverEngine.chromium(baseURL: nil)
        defer { engine.close() }
        let encoded = Self.html.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        try engine.open(try #require(URL(string: "data:text/html;charset=utf-8," + encoded)))
        for (predicate, expected) in Self.cases {
            let inMemory = withEngine(driver) { Self.labels(matching: predicate) }
            let inChromium = withEngine(engine) { Self.labels(matching: predicate) }
            #expect(inMemory == expected, "in memory: \(predicate.format)")
            #expect(inChromium == expected, "in Chromium: \(predicate.format)")
        }
        withEngine(engine) {
            Button().matching(.label(.beginsWith, "Log"), .label(.endsWith, "out")).tap()
            let failures = Failures.capture { Button().matching(.label(.beginsWith, "Log")).tap(timeout: 0.3) }
            #expect(failures.first?.message.contains("2 elements match") == true)
        }
    }

    /// XCUI's `cells.containing(…)`: the rows that hold a static text passing a predicate, the
    /// same in memory and in Chromium (where each candidate row sends its descendants).
    @Test func containingPicksTheSameRows() throws {
        let driver = InMemoryEngine(app: InMemoryApp {
            InMemoryNode(.table, id: "List") {
                InMemoryNode(.cell) { InMemoryNode(.staticText, label: "Buy milk"); InMemoryNode(.button, label: "Delete") }
                InMemoryNode(.cell) { InMemoryNode(.staticText, label: "Walk dog"); InMemoryNode(.button, label: "Delete") }
                InMemoryNode(.cell) { InMemoryNode(.staticText, label: "Buy bread") }
            }
        })
        let html = """
        <ul id=List><li><span>Buy milk</span><button>Delete</button></li><li><span>Walk dog</span><button>Delete</button></li>
        <li><span>Buy bread</span></li></ul>
        """
        let engine = try WebDriverEngine.chromium(baseURL: nil)
        defer { engine.close() }
        let encoded = html.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        try engine.open(try #require(URL(string: "data:text/html;charset=utf-8," + encoded)))
        let list = MatchingQuery(type: .table).matching(identifier: "List").element
        let cases: [(EasyPredicate, [String])] = [
            (.type(.staticText) && .label(.beginsWith, "Buy"), ["Buy milk", "Buy bread"]),
            (.type(.button) && .label(.equals, "Delete"), ["Buy milk", "Walk dog"]),
            (.label(.equals, "Nothing"), []),
        ]
        for (predicate, expected) in cases {
            let query = MatchingQuery(type: .cell, parent: list).containing(predicate: predicate)
            let inMemory = withEngine(driver) { ElementOperations.allMatches(of: query.element).map(\.label) }
            let inChromium = withEngine(engine) { ElementOperations.allMatches(of: query.element).map(\.label) }
            #expect(inMemory == expected, "in memory: \(predicate.format)")
            #expect(inChromium == expected, "in Chromium: \(predicate.format)")
        }
        withEngine(engine) {
            let walk = MatchingQuery(type: .cell, parent: list).containing(predicate: .type(.staticText) && .label(.equals, "Walk dog")).element
            let failures = Failures.capture { walk.tap(timeout: 2) }
            #expect(failures.isEmpty, "\(failures.map(\.message))")
        }
    }
}
