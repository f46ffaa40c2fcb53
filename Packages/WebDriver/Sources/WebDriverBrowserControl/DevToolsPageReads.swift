#if canImport(WebSocketKit)
import Foundation

/// What the control connection knows of each lent tab's top document, from the page events of
/// its CDP session: whether it is loading, whether a dialog is open, how many main-frame
/// navigations and load events it had. Navigation waits on it for the load, and a read over CDP
/// is used only when the classic command would have read the same document.
final class PageStates: @unchecked Sendable {
    // @unchecked: `pages` is only touched with `condition` locked.
    private let condition = NSCondition()
    private var pages: [String: Page] = [:]

    /// One followed page, keyed by its CDP session.
    struct Page {
        /// The main frame's id (the tab's target id).
        let mainFrame: String
        var loading = false
        var dialogOpen = false
        var navigations = 0
        var loads = 0
        var dialogsOpened = 0
        /// The loader of the main frame's document (part of the tab's element references).
        var loaderId: String?
        /// The open dialog (its kind and message, from the event that opened it) and its
        /// default prompt text.
        var dialog: (prompt: UserPrompt, defaultPrompt: String)?
    }

    /// Starts following the page of `session`, whose main frame is `mainFrame` (its target id).
    func follow(session: String, mainFrame: String) {
        change { $0[session] = Page(mainFrame: mainFrame) }
    }

    func forget(session: String) {
        change { _ = $0.removeValue(forKey: session) }
    }

    /// The page events that change what a read would see or end a wait for a load.
    static let methods: Set<String> = [
        "Page.frameStartedLoading", "Page.frameStoppedLoading", "Page.frameRequestedNavigation", "Page.frameNavigated",
        "Page.javascriptDialogOpening", "Page.javascriptDialogClosed", "Page.loadEventFired",
    ]

    /// Applies one event (called on the socket's thread, in the order events arrive).
    func apply(_ method: String, session: String, parameters: JSONValue?) {
        change { pages in
            guard var page = pages[session] else { return }
            let frame = parameters?["frameId"]?.stringValue ?? parameters?["frame"]?["id"]?.stringValue
            let isMainFrame = frame == page.mainFrame
            switch method {
            case "Page.javascriptDialogOpening":
                page.dialogOpen = true
                page.dialogsOpened += 1
                let kind = parameters?["type"]?.stringValue.flatMap(UserPrompt.Kind.init(rawValue:))
                page.dialog = (UserPrompt(kind: kind, text: parameters?["message"]?.stringValue ?? ""),
                               parameters?["defaultPrompt"]?.stringValue ?? "")
            case "Page.javascriptDialogClosed":
                page.dialogOpen = false
                page.dialog = nil
            // A navigation the page asked for counts as loading from the request on, as
            // chromedriver waits for it; a request that never loads (a download, a 204) keeps
            // later reads on the classic command, which only costs time.
            case "Page.frameStartedLoading" where isMainFrame, "Page.frameRequestedNavigation" where isMainFrame:
                page.loading = true
                page.navigations += 1
            case "Page.frameStoppedLoading" where isMainFrame: page.loading = false
            // The main frame's load event (sent for it alone) ends its loading too; its
            // frameStoppedLoading may come a moment later.
            case "Page.loadEventFired":
                page.loading = false
                page.loads += 1
            case "Page.frameNavigated" where isMainFrame:
                page.navigations += 1
                page.loaderId = parameters?["frame"]?["loaderId"]?.stringValue
            default: return
            }
            pages[session] = page
        }
    }

    /// The page of `session`: `nil` for a page not followed.
    func page(_ session: String) -> Page? {
        condition.lock()
        defer { condition.unlock() }
        return pages[session]
    }

    /// Waits until the page of `session` satisfies `done`, at most until `deadline`; `nil` when
    /// the deadline passed or the page is no longer followed (its tab went away).
    func wait(for session: String, until deadline: Date, _ done: (Page) -> Bool) -> Page? {
        condition.lock()
        defer { condition.unlock() }
        while let page = pages[session] {
            if done(page) { return page }
            guard condition.wait(until: deadline) else { return nil }
        }
        return nil
    }

    /// The page of `session` when a script or input may go to it over CDP now: it is followed,
    /// not loading, and no dialog blocks it.
    func settledPage(_ session: String) -> Page? {
        guard let page = page(session), !page.loading, !page.dialogOpen else { return nil }
        return page
    }

    private func change(_ body: (inout [String: Page]) -> Void) {
        condition.lock()
        body(&pages)
        condition.broadcast()
        condition.unlock()
    }
}

extension DevToolsConnection {
    /// Runs `script` (a function body, as ``WebDriverSession/executeSync(_:arguments:redacted:)``
    /// takes it, or with `async` as ``WebDriverSession/executeAsync(_:arguments:)`` takes it:
    /// it calls its last argument with the result) in the top document of the page of
    /// `session` and returns its result, with the page's nodes as the channel's own references
    /// (``DevToolsConnection/tabReference(mainFrame:loader:backendNode:)``), or `nil` when the
    /// classic command must run it
    /// instead: the page is still loading after ``loadWait``, kept navigating, a dialog is open
    /// or opened, or the result holds a node of another document. A page that is loading is
    /// read once it loaded, and a page that navigated during the read is read again. The
    /// script must only read the page: after `nil` the caller runs it again.
    ///
    /// - Throws: a `javascript error` ``WebDriverError/protocolError(code:codeText:message:command:httpStatus:)``
    ///   when the script threw, and with `async` a `script timeout` one when it did not call back
    ///   within `timeout`, as the classic command would.
    func read(session: String, script: String, arguments: [JSONValue], async isAsync: Bool, afterAction: Bool,
              timeout: TimeInterval) throws -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        // Asynchronous reads (preparing an element, waits) take task turns of their own, in which
        // a navigation the action queued is requested and drops their answer; a turn in front
        // of them would cost a frame of their stability checks (a tap: 67 ms instead of 50).
        if afterAction, !isAsync, try !settle(session: session, until: deadline, timeout: timeout) { return nil }
        // A page that navigated while the script ran is read again once it loaded, as the
        // classic command would have waited for it; a page that keeps navigating goes to it.
        for _ in 0..<3 {
            guard let before = readablePage(session, until: deadline) else { return nil }
            guard let prepared = try scriptCall(session: session, script: script, arguments: arguments, async: isAsync,
                                                until: deadline) else { return nil }
            defer { release(prepared, in: session) }
            let call = try start(prepared.method, prepared.parameters, session: session)
            let message: JSONValue?
            do {
                message = try answer(to: call, of: session, until: deadline, timeout: timeout)
            } catch WebDriverError.deadlineExceeded(_, _) where isAsync {
                throw PageChannelError.scriptTimedOut
            }
            guard let message, let after = pageStates.page(session), !after.dialogOpen else { return nil }
            if after.navigations != before.navigations || after.loading { continue }
            guard let result = message["result"] else { return nil }
            if let thrown = Self.thrown(in: result) { throw thrown }
            return Self.decodeRead(result["result"]?["deepSerializedValue"], mainFrame: before.mainFrame)
        }
        return nil
    }

    /// The longest a read waits for a page load before leaving the read to the classic
    /// command (a navigation the page asked for that never started keeps it "loading").
    static let loadWait: TimeInterval = 5

    /// The page of `session` once it is not loading (waiting at most ``loadWait``), when no
    /// dialog is open: the state a classic command would read it in.
    private func readablePage(_ session: String, until deadline: Date) -> PageStates.Page? {
        let waitEnd = min(deadline, Date().addingTimeInterval(Self.loadWait))
        _ = pageStates.wait(for: session, until: waitEnd) { !$0.loading || $0.dialogOpen }
        return pageStates.settledPage(session)
    }

    /// After an action: lets the page run what the action queued (one task turn, in which a
    /// form submission or a script's `location` change asks for its navigation), then waits
    /// for a navigation that began to load. `false` when the classic command must read: a
    /// dialog opened, or the page is still loading at the deadline.
    func settle(session: String, until deadline: Date, timeout: TimeInterval) throws -> Bool {
        let call = try start("Runtime.evaluate", ["expression": "new Promise(done => setTimeout(done, 0))", "awaitPromise": true],
                             session: session)
        guard try answer(to: call, of: session, until: deadline, timeout: timeout) != nil else { return false }
        _ = pageStates.wait(for: session, until: deadline) { !$0.loading || $0.dialogOpen }
        return pageStates.settledPage(session) != nil
    }

    /// The answer to `call`, or `nil` when a dialog opened meanwhile (it blocks the page's
    /// scripts until it closes, so the call is abandoned) or the socket closed: the classic
    /// command then reads, and says what happened.
    private func answer(to call: JSONCommandChannel.Call, of session: String, until deadline: Date, timeout: TimeInterval) throws -> JSONValue? {
        do {
            return try awaitUnlessDialog(call, session: session, until: deadline, timeout: timeout)
        } catch {
            if case WebDriverError.deadlineExceeded = error { throw error }
            return nil
        }
    }
}
#endif
