import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// In the managed Chromium's isolated tabs (controlled over CDP, or BiDi), the press guard
/// reports over a channel whether a press landed, so a tap is two requests and still never
/// reports a swallowed press.
@Suite("Press reports over CDP and BiDi (real Chromium)", .serialized)
struct PressReportTests {
    static let page = """
        <p data-testid=Count>0</p>
        <button onclick="const c = document.querySelector('[data-testid=Count]'); c.textContent = String(Number(c.textContent) + 1)">Count</button>
        """

    @Test(arguments: [IsolationChannel.devTools, .bidi])
    func aTapIsTwoRequestsAndHappensOnce(over channel: IsolationChannel) throws {
        try withPage(Self.page, environment: environment(for: channel)) { engine in
            #expect(Button(id: "Count").exists)  // installs the runtime
            let before = engine.requestCount
            Button(id: "Count").tap()
            let requests = engine.requestCount - before
            #expect(requests == (engine.isolation == .userContext ? 2 : 3), "a tap sent \(requests) requests")
            #expect(Label(id: "Count").value == "1")
            // The page's report function is there, and hidden from pages listing window's properties.
            let session = try #require(engine.currentSession)
            let shape = "return [typeof window.__tabtestkitPressReport, Object.keys(window).includes('__tabtestkitPressReport')];"
            if engine.isolation == .userContext {
                #expect(try session.executeSync(shape) == ["function", false])
            }
        }
    }

    @Test func aDocumentThatCannotReportIsAskedInstead() throws {
        // A frame the browser's channel does not reach has no report function: the engine asks
        // the page in a third request instead of waiting for a report that cannot come.
        try withPage(Self.page, environment: environment(for: .devTools)) { engine in
            guard engine.isolation == .userContext else { return }
            let session = try #require(engine.currentSession)
            _ = try session.executeSync("delete window.__tabtestkitPressReport;")
            #expect(try session.executeSync("return typeof window.__tabtestkitPressReport").stringValue == "undefined")
            #expect(Button(id: "Count").exists)
            let before = engine.requestCount
            Button(id: "Count").tap()
            #expect(engine.requestCount - before == 3)
            #expect(Label(id: "Count").value == "1")
        }
    }

    @Test func aPressTheGuardStoppedIsPressedAgainOnceTheElementIsFree() throws {
        // A cover appears over the button when the pointer arrives (once) and goes 300 ms later:
        // the first press would land on it, is stopped, and the retry reaches the button.
        let page = """
            <p data-testid=Count>0</p><p data-testid=CoverClicks>0</p>
            <button style="position:absolute;top:60px;left:10px;width:120px;height:40px"
              onpointerenter="if (!window.covered) { window.covered = true; const c = document.getElementById('cover'); c.style.display = 'block'; setTimeout(() => c.style.display = 'none', 300); }"
              onclick="const c = document.querySelector('[data-testid=Count]'); c.textContent = String(Number(c.textContent) + 1)">Count</button>
            <div id=cover onclick="const c = document.querySelector('[data-testid=CoverClicks]'); c.textContent = String(Number(c.textContent) + 1)"
              style="display:none;position:absolute;top:0;left:0;width:400px;height:200px;background:#eee">Cover</div>
            """
        try withPage(page, timeout: 5) { engine in
            let failures = Failures.capture { Button(id: "Count").tap() }
            #expect(failures.map(\.message) == [])
            let session = try #require(engine.currentSession)
            #expect(try session.executeSync("return window.covered === true").boolValue == true)
            #expect(Label(id: "CoverClicks").value == "0")
            #expect(Label(id: "Count").value == "1")
        }
    }
}

/// In the managed Chromium's isolated tabs, the page runtime is preloaded into every new
/// document, so the first query after a navigation is one request instead of "no runtime"
/// plus an install.
@Suite("The page runtime is preloaded over CDP and BiDi (real Chromium)", .serialized)
struct RuntimePreloadTests {
    @Test(arguments: [IsolationChannel.devTools, .bidi])
    func theFirstQueryInANewPageIsOneRequest(over channel: IsolationChannel) throws {
        try withPage("<p>First page</p>", environment: environment(for: channel)) { engine in
            try engine.open(dataURL("<button>Second</button>"))
            let before = engine.requestCount
            #expect(Button(id: "Second").exists)
            let requests = engine.requestCount - before
            #expect(requests == (engine.isolation == .userContext ? 1 : 2), "the first query sent \(requests) requests")
        }
    }
}
