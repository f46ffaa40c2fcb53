import Contexts
import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// The contexts' `goBack()`, `goForward()` and `reload()` move through the browser's history
/// as its buttons do, across real loads and within one document's routes.
@Suite("Back, Forward and Reload in Chromium", .serialized)
struct HistoryTests: NavigationContext {
    @Test func backAndForwardCrossRealLoads() throws {
        try ServedPage.with("load-router.html?screen=a") { engine in
            #expect(Header(id: "Screen a").waitFor(.exists))
            // A real load of another page, as following a link does (`open` would first try the
            // app's own routing, which history then follows within one document).
            let other = PageServers.url("load-router.html?screen=b", on: try PageServers.fixtures.get())
            try #require(engine.currentSession).page.navigate(to: other.absoluteString)
            #expect(Header(id: "Screen b").waitFor(.exists))
            let failures = ServedPage.failures {
                goBack()
                see(urlContaining: "screen=a")
            }
            #expect(failures == [])
            #expect(Header(id: "Screen a").waitFor(.exists), "the page shown before")
            let forward = ServedPage.failures {
                goForward()
                see(urlContaining: "screen=b")
            }
            #expect(forward == [])
            #expect(Header(id: "Screen b").waitFor(.exists))
        }
    }

    @Test func backAfterADeepLinkThatLoadedThePageShowsThePageBefore() throws {
        try ServedPage.with("load-router.html?screen=a") { engine in
            #expect(Header(id: "Screen a").waitFor(.exists))
            // The load router does not route on popstate, so `open` navigates for real.
            try engine.open(PageServers.url("load-router.html?screen=b", on: try PageServers.fixtures.get()))
            #expect(Header(id: "Screen b").waitFor(.exists))
            #expect(ServedPage.failures { goBack() } == [])
            #expect(Header(id: "Screen a").waitFor(.exists), "the page before, as its address says")
            let address = try ServedPage.evaluate("return location.search;", in: engine).stringValue
            #expect(address?.hasPrefix("?screen=a") == true, "\(address ?? "no address")")
        }
    }

    @Test func backWithinOneDocumentIsARouteAndReloadLoadsItAgain() throws {
        try ServedPage.with("spa-router.html?screen=a") { engine in
            try engine.open(PageServers.url("spa-router.html?screen=b", on: try PageServers.fixtures.get()))
            #expect(Header(id: "Screen b").waitFor(.exists))
            _ = try ServedPage.evaluate("window.marker = 'kept in memory';", in: engine)
            #expect(ServedPage.failures { goBack() } == [])
            #expect(Header(id: "Screen a").waitFor(.exists), "the app routed on popstate")
            #expect(try ServedPage.evaluate("return window.marker || null;", in: engine).stringValue == "kept in memory",
                    "going back within the document did not reload it")
            #expect(ServedPage.failures { reload() } == [])
            #expect(try ServedPage.evaluate("return window.marker || null;", in: engine) == .null, "a new document")
            #expect(Header(id: "Screen a").waitFor(.exists))
        }
    }
}
