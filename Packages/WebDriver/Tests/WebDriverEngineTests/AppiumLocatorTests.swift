import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// Which locator each kind of query step becomes, seen in the lookup requests.
@Suite("Appium engine: locators")
struct AppiumLocatorTests {
    let server = FakeAppiumServer()

    /// The first lookup sent to resolve `element`.
    private func lookup(_ element: any Element) throws -> String? {
        let engine = try AppiumTesting.launched(server)
        _ = try engine.resolve(element.query)
        defer { server.clear() }
        return server.requests.first
    }

    @Test func typeOnlyIdOnlyAndNeither() throws {
        #expect(try lookup(Switch()) == AppiumTesting.find("class name", "XCUIElementTypeSwitch"))
        #expect(try lookup(AnyNode(id: "Logo")) == AppiumTesting.find("accessibility id", "Logo"))
        #expect(try lookup(AnyNode(id: nil)) == AppiumTesting.find(AppiumTesting.predicate, "TRUEPREDICATE"))
    }

    @Test func anyTypeWithFiltersIsAPredicateWithoutType() throws {
        let element = AnyNodeWithFilter(id: "Logo", filter: FormatFilter(format: "value == 1"))
        #expect(try lookup(element) == AppiumTesting.find(AppiumTesting.predicate, #"(name == "Logo" OR label == "Logo") AND (value == 1)"#))
    }

    @Test func controlCharactersAreEscaped() throws {
        let expected = #"type == "XCUIElementTypeStaticText" AND (name == "a\tb\r\nc" OR label == "a\tb\r\nc")"#
        #expect(try lookup(Label(id: "a\tb\r\nc")) == AppiumTesting.find(AppiumTesting.predicate, expected))
    }

    @Test func noSessionMeansNothingFoundAndNoRequests() throws {
        let engine = AppiumEngine(serverURL: FakeAppiumServer.url, capabilities: .appiumIOS(), transport: server)
        guard case .notFound(step: 0) = try engine.resolve(Button(id: "OK").query) else {
            Issue.record("expected notFound(step: 0)")
            return
        }
        #expect(try engine.matches(Button().query).isEmpty)
        #expect(server.requests.isEmpty && server.sessionRequests.isEmpty)
    }
}

/// An element of any type with one filter.
struct AnyNodeWithFilter: Element {
    let id: String?
    let filter: FormatFilter
    let type: ElementType = .any
    var filters: [any QueryFilter] { [filter] }
}
