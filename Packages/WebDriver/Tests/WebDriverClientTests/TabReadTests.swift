// Isolated tabs need the WebSocket client, linked on Linux only.
#if os(Linux) && !TABTESTKIT_APPLE_TYPECHECK
import Foundation
import Testing
@testable import WebDriverBrowserControl
@testable import WebDriverClient

/// Reads (the page channel's `read`) go over an isolated tab's own DevTools session and must give what
/// the classic `execute` gives: the same values, the same element references, the same errors;
/// and they must leave to the classic command what it alone can do.
@Suite("Reads over an isolated tab's DevTools session (real Chromium)", .serialized)
struct TabReadTests {
    static let page = """
        data:text/html,<title>reads</title><p id=one>one</p><div><span>two</span></div>\
        <iframe srcdoc="<b>inner</b>"></iframe>
        """

    /// The tab's own read, or `nil` when it left the script to the classic command.
    static func directRead(_ session: WebDriverSession, _ script: String, async isAsync: Bool = false,
                           afterAction: Bool = false) throws -> JSONValue? {
        let tab = try #require(session.tabControl as? DevToolsBrowserControl.DevToolsTab)
        return try tab.browser.connection.read(session: try #require(tab.pageSession), script: script, arguments: [], async: isAsync,
                                               afterAction: afterAction, timeout: 10)
    }

    /// The page channel's failure of `body`, or `nil` when it succeeded or failed otherwise.
    static func failure(_ body: () throws -> JSONValue) -> PageChannelError? {
        do { _ = try body(); return nil } catch { return error as? PageChannelError }
    }

    @Test func valuesAndElementReferencesAreTheClassicOnes() throws {
        try TabNavigationTests.withTab { session in
            try session.page.navigate(to: Self.page)
            let scripts = [
                "return [document.body, document.getElementById('one'), { nested: [document.querySelector('span')] }]",
                "return [NaN, undefined, Infinity, -0, 'text', 1.5, true, null, { k: [1, { m: 2 }] }]",
                "return document.getElementById('one')",
                "return undefined",
            ]
            let channel = try #require(session.page as? DevToolsPageChannel)
            for script in scripts {
                let direct = try #require(try Self.directRead(session, script), "the tab read \(script) itself")
                // The same values; each element handed to chromedriver is the node it names itself.
                #expect(try channel.classicValue(direct) == (try session.executeSync(script)), "\(script)")
                #expect(try session.page.read(script) == direct)
            }
            // A tab's references are its own, not chromedriver's private ids; the classic commands
            // get chromedriver's reference for the same node.
            let paragraph = try #require(try session.page.read("return document.getElementById('one')").elementReference)
            #expect(paragraph.id.hasPrefix("tab-node."))
            let handed = try session.page.classicReference(paragraph)
            #expect(handed != paragraph)
            #expect(try session.send(method: .get, path: "element/\(handed.id)/text").stringValue == "one")
            #expect(try session.page.read("return arguments[0].textContent", arguments: [paragraph.json]) == .string("one"))
            // A node that left the page is stale for the classic command, as its own reference would be.
            try session.page.act("document.getElementById('one').remove()")
            #expect(throws: PageChannelError.staleElement) { try session.page.classicReference(paragraph) }
        }
    }

    @Test func anAsynchronousReadCallsBackAsInClassicAndTimesOutAlike() throws {
        try TabNavigationTests.withTab { session in
            try session.page.navigate(to: Self.page)
            let wait = "const done = arguments[arguments.length - 1]; setTimeout(() => done([document.getElementById('one'), 5]), 20);"
            let direct = try #require(try Self.directRead(session, wait, async: true), "the tab ran the wait itself")
            let channel = try #require(session.page as? DevToolsPageChannel)
            #expect(try channel.classicValue(direct) == (try session.executeAsync(wait)))
            #expect(try session.page.readAsync(wait) == direct)
            // A script that never calls back: a script timeout, as the classic command says.
            try session.setTimeouts(script: 0.5)
            #expect(throws: PageChannelError.scriptTimedOut) { try session.page.readAsync("/* never calls back */") }
            // The classic channel reads chromedriver's `script timeout` as the same failure.
            #expect(throws: PageChannelError.scriptTimedOut) { try ClassicPageChannel(session: session).readAsync("/* never calls back */") }
        }
    }

    @Test func aScriptThatThrowsIsAJavaScriptErrorAsInClassic() throws {
        try TabNavigationTests.withTab { session in
            try session.page.navigate(to: Self.page)
            for script in ["throw new Error('boom')", "const a = {}; a.a = a; return a"] {
                let overTab = Self.failure { try session.page.read(script) }
                guard case .scriptFailed? = overTab else { Issue.record("\(script): \(String(describing: overTab))"); continue }
                let classic = Self.failure { try ClassicPageChannel(session: session).read(script) }
                guard case .scriptFailed? = classic else { Issue.record("\(script): \(String(describing: classic))"); continue }
            }
            #expect(throws: Never.self) { try session.page.read("return 1") }
        }
    }

    @Test func anotherDocumentsNodeAndAnOpenDialogAreLeftToTheClassicCommand() throws {
        try TabNavigationTests.withTab { session in
            try session.page.navigate(to: Self.page)
            // A node of the frame's document: the classic command decides (chromedriver refuses
            // to name it from the top document), so both ways fail alike.
            let inner = "return document.querySelector('iframe').contentDocument.querySelector('b')"
            #expect(try Self.directRead(session, inner) == nil)
            func kind(_ body: () throws -> JSONValue) -> String? {
                do { _ = try body(); return nil } catch let error as WebDriverError { return error.code?.rawValue } catch {
                    if case PageChannelError.scriptFailed = error { return "script failed" }
                    return "\(error)"
                }
            }
            let classic = kind { try ClassicPageChannel(session: session).read(inner) }
            #expect(classic != nil)
            #expect(kind { try session.page.read(inner) } == classic)

            // A dialog blocks the page: the classic command says so at once.
            _ = try session.executeSync("setTimeout(() => alert('blocking'), 0); return 1")
            _ = try? session.executeAsync("setTimeout(arguments[0], 50)")
            #expect(try Self.directRead(session, "return 1") == nil)
            // The failure is typed where it is first seen and carries the dialog's text.
            let blocked = Self.failure { try session.page.read("return 1") }
            guard case .dialogOpen(let prompt)? = blocked else { Issue.record("\(String(describing: blocked))"); return }
            #expect(prompt.text == "blocking")
            try session.send(method: .post, path: "alert/accept")
            // The first read after the dialog's button lets the page settle first, by which time
            // the browser has said the dialog closed: the tab reads again.
            #expect(try Self.directRead(session, "return 2", afterAction: true) == .number(2))
        }
    }
}
#endif
