import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// Issue 11, bug 3: a deep link into a running app that routes only at page load opens the
/// page for real, instead of passing while the page stays as it was; an app that routes on
/// `popstate` is still not reloaded.
@Suite("Deep links into a running web app", .serialized)
struct DeepLinkTests {
    @Test func anAppThatRoutesOnlyAtLoadIsNavigated() throws {
        try ServedPage.with("load-router.html?screen=a") { engine in
            #expect(Header(id: "Screen a").waitFor(.exists))
            let server = try PageServers.fixtures.get()
            try engine.open(PageServers.url("load-router.html?screen=b", on: server))
            #expect(Header(id: "Screen b").determine(.exists, timeout: 0), "the page shows the link's screen as soon as open returns")
            let loads = try ServedPage.evaluate("return sessionStorage.loads;", in: engine).stringValue
            #expect(loads == "2", "one real navigation, and the origin's session storage kept")
        }
    }

    @Test func anAppThatRoutesOnPopstateIsNotReloaded() throws {
        try ServedPage.with("spa-router.html?screen=a") { engine in
            #expect(Header(id: "Screen a").waitFor(.exists))
            let server = try PageServers.fixtures.get()
            try engine.open(PageServers.url("spa-router.html?screen=b", on: server))
            #expect(Header(id: "Screen b").waitFor(.exists))
            let state = try ServedPage.evaluate("return String(window.inPageState);", in: engine).stringValue
            #expect(state == "1", "the page was not reloaded: its in-memory state is intact")
        }
    }
}
