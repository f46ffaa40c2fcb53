#if canImport(WebSocketKit)
import Foundation

/// A browser controlled over the Chrome DevTools Protocol next to its classic WebDriver session
/// (the managed Chromium's default): a CDP browser context per test (what a BiDi user context
/// is inside Chromium), scripts registered in each tab, and press reports through a binding.
///
/// It costs the browser less CPU per page than BiDi, whose mapper attaches to every page and
/// follows its events (measured in `Tools/BenchPeers/README.md`). Classic commands reach the
/// tabs it opens: chromedriver's window handles are CDP target ids.
package struct DevToolsBrowserControl: BrowserControl {
    let connection: DevToolsConnection
    /// Every script registered so far, applied to each tab prepared after.
    private let scripts = LockedValue<[RegisteredScript]>([])

    package init(connection: DevToolsConnection) {
        self.connection = connection
    }

    /// Hides the binding the press reports go through from pages that list window's properties
    /// (a binding is an ordinary property; its function looks itself up by name, so it stays).
    static let hideBinding = "Object.defineProperty(window, '\(PressReports.pageFunction)', { enumerable: false });"

    /// A script every tab prepared from now on runs in each new document.
    fileprivate struct RegisteredScript: Sendable {
        let key: String
        /// `Page.addScriptToEvaluateOnNewDocument`'s parameters, serialized when the script is
        /// registered: the page runtime (about 90 KB) goes out with every test's tab.
        let parameters: SerializedParameters

        init(key: String, source: String) {
            self.key = key
            parameters = SerializedParameters(["source": .string(source)])
        }
    }

    private static let hideBindingScript = RegisteredScript(key: "hide-binding", source: hideBinding)

    package var isOpen: Bool { connection.isOpen }

    package func prepareTab(timeout: TimeInterval) throws -> PreparedTab {
        let deadline = Date().addingTimeInterval(timeout)
        let created = try connection.send("Target.createBrowserContext", ["disposeOnDetach": true], timeout: max(0.5, deadline.timeIntervalSinceNow))
        guard let context = created["browserContextId"]?.stringValue else {
            throw BrowserControlError.unexpectedAnswer(method: "Target.createBrowserContext", answer: created.serialized())
        }
        do {
            // In the background: preparing it must not hide the page of the test that is running.
            return try openPage(in: context, newWindow: false, background: true, deadline: deadline)
        } catch {
            _ = try? connection.send("Target.disposeBrowserContext", ["browserContextId": .string(context)], timeout: 2)
            throw error
        }
    }

    /// A blank page in `context`, attached, with the press binding and every script registered.
    private func openPage(in context: String, newWindow: Bool, background: Bool, deadline: Date) throws -> PreparedTab {
        func remaining() -> TimeInterval { max(0.5, deadline.timeIntervalSinceNow) }
        var parameters: [String: JSONValue] = ["url": "about:blank", "browserContextId": .string(context), "background": .bool(background)]
        // Only when asked: `newWindow: false` fails in a context that has no window yet.
        if newWindow { parameters["newWindow"] = true }
        let target = try connection.send("Target.createTarget", parameters, timeout: remaining())
        guard let targetID = target["targetId"]?.stringValue else {
            throw BrowserControlError.unexpectedAnswer(method: "Target.createTarget", answer: target.serialized())
        }
        let attached = try connection.send("Target.attachToTarget", ["targetId": .string(targetID), "flatten": true], timeout: remaining())
        guard let page = attached["sessionId"]?.stringValue else {
            throw BrowserControlError.unexpectedAnswer(method: "Target.attachToTarget", answer: attached.serialized())
        }
        // Both stay enabled: a binding reports only while Runtime is, and Page runs the
        // registered scripts only while it is. Sent together: the first answer waits for the
        // tab's renderer to start, and the others need not wait in turn.
        var tab = PreparedTab(context: context, handle: targetID, pageSession: page)
        connection.pageStates.follow(session: page, mainFrame: targetID)
        let registered = scripts.current
        var calls = [
            try connection.start("Runtime.enable", session: page),
            try connection.start("Page.enable", session: page),
            try connection.start("Runtime.addBinding", ["name": .string(PressReports.pageFunction)], session: page),
        ]
        for script in [Self.hideBindingScript] + registered {
            calls.append(try startAddingScript(script, to: page))
        }
        for call in calls {
            try connection.result(of: call, within: remaining())
        }
        tab.preloaded.formUnion(registered.map(\.key))
        return tab
    }

    package func control(of tab: PreparedTab) -> any TabControl {
        DevToolsTab(browser: self, context: tab.context, pageSession: tab.pageSession, preloaded: LockedValue(tab.preloaded), route: PageRoute())
    }

    package func remove(_ tab: PreparedTab) {
        if let page = tab.pageSession { connection.pageStates.forget(session: page) }
        _ = try? connection.send("Target.disposeBrowserContext", ["browserContextId": .string(tab.context)], timeout: 10)
    }

    package func close() {
        connection.close()
    }

    /// Has every new document of the page run `script` (while its Page domain is enabled).
    private func addScript(_ script: RegisteredScript, to page: String, timeout: TimeInterval) throws {
        try connection.result(of: startAddingScript(script, to: page), within: timeout)
    }

    private func startAddingScript(_ script: RegisteredScript, to page: String) throws -> JSONCommandChannel.Call {
        try connection.start("Page.addScriptToEvaluateOnNewDocument", script.parameters, session: page)
    }

    /// Remembers a script for the tabs prepared from now on (the first one registered under
    /// `key` stays), and returns it.
    fileprivate func register(key: String, source: String) -> RegisteredScript {
        scripts.withLock { scripts in
            if let known = scripts.first(where: { $0.key == key }) { return known }
            let script = RegisteredScript(key: key, source: source)
            scripts.append(script)
            return script
        }
    }

    /// One test's tab.
    struct DevToolsTab: TabControl {
        let browser: DevToolsBrowserControl
        let context: String
        let pageSession: String?
        let preloaded: LockedValue<Set<String>>
        /// What the tab's page channel remembers between requests.
        let route: PageRoute

        var bidi: (any BiDiEndpoint)? { nil }

        /// The press reports arrive as calls of the binding named after the page function.
        func takeMessage(channel: String, timeout: TimeInterval, matching: @escaping @Sendable (String) -> Bool) -> String? {
            let binding = channel == PressReports.channel ? PressReports.pageFunction : channel
            return browser.connection.takeMessage(channel: binding, timeout: timeout, matching: matching)
        }

        func preload(_ functionDeclaration: String, key: String, timeout: TimeInterval) throws {
            let script = browser.register(key: key, source: "(\(functionDeclaration))();")
            guard let pageSession, !preloaded.withLock({ $0.contains(key) }) else { return }
            try browser.addScript(script, to: pageSession, timeout: timeout)
            preloaded.withLock { _ = $0.insert(key) }
        }

        func openTab(type: WindowType, timeout: TimeInterval) throws -> String {
            try browser.openPage(in: context, newWindow: type == .window, background: true,
                                 deadline: Date().addingTimeInterval(timeout)).handle
        }

        /// Page requests go over the tab's own CDP session where they can (see
        /// ``DevToolsPageChannel``).
        func pageChannel(for session: WebDriverSession) -> (any PageChannel)? {
            guard let pageSession else { return nil }
            return DevToolsPageChannel(session: session, page: DevToolsTabPage(connection: browser.connection, pageSession: pageSession, route: route))
        }
    }
}
#endif
