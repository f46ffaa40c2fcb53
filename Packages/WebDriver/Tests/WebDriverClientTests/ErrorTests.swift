import Foundation
import Testing
@testable import WebDriverClient

@Suite("Errors and deadlines")
struct ErrorTests {
    @Test(arguments: W3CErrorCode.allCases)
    func everyW3CCodeDecodes(code: W3CErrorCode) throws {
        let transport = FakeTransport.session { _ in
            FakeTransport.error(code.rawValue, message: "\(code.rawValue): detail line\nstack", status: 500)
        }
        let session = try makeSession(transport)
        do {
            _ = try session.title()
            Issue.record("expected \(code) to throw")
        } catch let error as WebDriverError {
            #expect(error.code == code)
            #expect(error.errorCodeText == code.rawValue)
            #expect(error.description.contains(code.explanation))
            #expect(error.description.contains("GET session/S1/title"))
            #expect(!error.description.contains("stack"))
            if code == .unexpectedAlertOpen {
                // Decoded into the open prompt, which this message does not describe.
                #expect(error == .userPromptOpen(UserPrompt(kind: nil, text: nil), command: "GET session/S1/title"))
            } else {
                #expect(error.description.contains("detail line"))
            }
        }
    }

    @Test(arguments: [
        // The W3C form: the prompt's text in the error's data.
        JSONValue.object(["error": "unexpected alert open", "message": "unexpected alert open", "data": ["text": "Sure? {yes}"]]),
        // chromedriver's message form.
        JSONValue.object(["error": "unexpected alert open",
                          "message": "unexpected alert open: {Alert text : Sure? {yes}}\n  (Session info: chrome=120)"]),
    ])
    func anOpenDialogDecodesOnceIntoItsPrompt(value: JSONValue) throws {
        let transport = FakeTransport.session { _ in
            HTTPResponse(status: 500, body: JSONValue.object(["value": value]).serializedData())
        }
        let session = try makeSession(transport)
        do {
            _ = try session.title()
            Issue.record("expected the dialog to block the command")
        } catch let error as WebDriverError {
            #expect(error == .userPromptOpen(UserPrompt(kind: nil, text: "Sure? {yes}"), command: "GET session/S1/title"))
            #expect(error.code == .unexpectedAlertOpen)
            #expect(error.description.contains("a native dialog (\"Sure? {yes}\") is open and blocks GET session/S1/title"))
        }
    }

    @Test func descriptionsSayWhatToDo() {
        func describe(_ code: W3CErrorCode) -> String {
            WebDriverError.protocolError(code: code, codeText: code.rawValue, message: "", command: "POST x", httpStatus: 404).description
        }
        #expect(describe(.staleElementReference).contains("the element was removed from the page after it was found; re-resolve it"))
        #expect(describe(.invalidSessionId).contains("the browser session has ended — the browser may have crashed or been closed"))
        #expect(describe(.noSuchElement).contains("no element matched the locator"))
        #expect(describe(.unexpectedAlertOpen).contains("accept or dismiss it first"))
        #expect(Set(W3CErrorCode.allCases.map(\.explanation)).count == W3CErrorCode.allCases.count)
    }

    @Test func chromedriversCausesAreShownWithoutItsSessionInfo() {
        let message = "timeout\nfrom no such execution context: frame does not have execution context\n  (Session info: chrome=156.0.8078.108)\nStacktrace:\n#0 0x55d"
        let text = WebDriverError.protocolError(code: .timeout, codeText: "timeout", message: message, command: "POST x", httpStatus: 500).description
        #expect(text.hasSuffix("Engine said: timeout from no such execution context: frame does not have execution context"))
        #expect(WebDriverError.summary(ofEngineMessage: "no such element: Unable to locate element\n  (Session info: x)")
            == "no such element: Unable to locate element")
        #expect(WebDriverError.summary(ofEngineMessage: "") == "")
    }

    @Test func unknownCodesKeepTheirText() throws {
        let transport = FakeTransport.session { _ in FakeTransport.error("vendor specific", status: 500) }
        let session = try makeSession(transport)
        do {
            _ = try session.source()
            Issue.record("expected a throw")
        } catch let error as WebDriverError {
            #expect(error.code == .unknownError)
            #expect(error.errorCodeText == "vendor specific")
            #expect(error.description.contains("unrecognised"))
        }
    }

    @Test func invalidResponses() throws {
        let transport = FakeTransport.session { request in
            request.url.path.hasSuffix("title")
                ? HTTPResponse(status: 200, body: Data("<html>proxy error</html>".utf8))
                : HTTPResponse(status: 502, body: Data("{}".utf8))
        }
        let session = try makeSession(transport)
        #expect { try session.title() } throws: { error in
            guard case WebDriverError.invalidResponse(_, 200, let body) = error else { return false }
            return body.contains("proxy error")
        }
        #expect { try session.source() } throws: { error in
            if case WebDriverError.invalidResponse(_, 502, _) = error { return true }
            return false
        }
    }

    @Test func transportFailuresBecomeClearErrors() throws {
        let transport = FakeTransport.session { request in
            if request.url.path.hasSuffix("title") {
                throw HTTPTransportError.connectionFailed(url: request.url, reason: "Connection refused")
            }
            throw HTTPTransportError.deadlineExceeded(url: request.url, timeout: 60)
        }
        let session = try makeSession(transport)
        do {
            _ = try session.title()
            Issue.record("expected a throw")
        } catch let error as WebDriverError {
            #expect(error.description.contains("the WebDriver server at http://127.0.0.1:4444 is not running or died"))
            #expect(error.isSessionGone)
        }
        do {
            _ = try session.source()
            Issue.record("expected a throw")
        } catch let error as WebDriverError {
            #expect(error == .deadlineExceeded(command: "GET session/S1/source", deadline: 60))
            #expect(error.description.contains("GET session/S1/source got no response within its 60 s deadline"))
        }
    }

    @Test func onlyReadsAreRetriedOnceAfterAClosedConnection() throws {
        let failures = LockedValue(0)
        let transport = FakeTransport.session { request in
            let count = failures.withLock { count -> Int in
                count += 1
                return count
            }
            if count == 1 || request.method == .post {
                throw HTTPTransportError.connectionFailed(url: request.url, reason: "closed")
            }
            return FakeTransport.ok("recovered")
        }
        let session = try makeSession(transport)
        #expect(try session.title() == "recovered")
        #expect(transport.sent.filter { $0.path.hasSuffix("/title") }.count == 2)
        #expect(throws: WebDriverError.self) { try session.click(ElementReference(id: "e")) }
        #expect(transport.sent.filter { $0.path.hasSuffix("/click") }.count == 1)
    }

    @Test func deadlinesArePassedToTheTransport() throws {
        let transport = FakeTransport.session()
        let session = try WebDriverSession.create(serverURL: fakeURL, capabilities: .chromium(), transport: transport,
                                                  timeout: 7, commandTimeout: 12)
        #expect(transport.sent[0].timeout == 7)
        _ = try session.title()
        #expect(transport.last?.timeout == 12)
        _ = try session.send(method: .get, path: "url", timeout: 3)
        #expect(transport.last?.timeout == 3)
        // execute/async waits for the script timeout plus a margin (30 s reported by the server).
        _ = try session.executeAsync("arguments[0]()")
        #expect(transport.last?.timeout == 40)
        try session.setTimeouts(script: 100)
        _ = try session.executeAsync("arguments[0]()")
        #expect(transport.last?.timeout == 110)
        #expect(session.scriptTimeout == 100)
    }

    @Test func hungSessionStartNamesTheLikelyCause() {
        let transport = FakeTransport { request in
            throw HTTPTransportError.deadlineExceeded(url: request.url, timeout: 2)
        }
        for (caps, hint) in [(Capabilities.chromium(), "browser most likely failed to start"),
                             (.webKitGTK(), "X display"),
                             (.appiumIOS(bundleId: "x"), "Appium server log")] {
            do {
                _ = try WebDriverSession.create(serverURL: fakeURL, capabilities: caps, transport: transport, timeout: 2)
                Issue.record("expected a throw")
            } catch let error as WebDriverError {
                guard case .sessionStartTimedOut(_, 2, _) = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                #expect(error.description.contains(hint))
                #expect(error.description.contains("within 2 s"))
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test func missingBrowserNamesTheInstallScript() {
        #expect { try BrowserLocator.chromium(environment: ["PATH": "/nonexistent"]) } throws: { error in
            let text = "\(error)"
            return text.contains("Tools/install-browser.sh") && text.contains("make install-browser")
        }
        #expect(throws: WebDriverError.self) {
            try BrowserLocator.chromedriver(environment: ["TABTESTKIT_CHROMEDRIVER": "/nonexistent/chromedriver"])
        }
    }
}
