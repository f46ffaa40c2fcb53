import ElementCore
import Foundation
import WebDriverClient

extension WebDriverEngine {
    /// Launches the web app under test: a clean browser (see ``isolation``) at the base URL, with the
    /// launch arguments and environment in the `__tabtestkit` query parameter (see
    /// ``LaunchParameter``).
    public func launch(_ app: AppTarget, configuration launch: LaunchConfiguration) throws(EngineError) {
        guard app == .underTest else { throw WebApps.unsupportedApp(app) }
        guard let baseURL = configuration.baseURL else {
            throw .unsupported("The web engine has no base URL for the app under test: pass `baseURL:` when creating it.")
        }
        try startSession(at: LaunchParameter.url(baseURL, adding: launch))
        sessions.launch = launch
    }

    /// Ends the browser session: the app is no longer running.
    public func terminate(_ app: AppTarget) throws(EngineError) {
        guard app == .underTest else { throw WebApps.unsupportedApp(app) }
        close()
    }

    /// Brings the app back: closes the blank window opened by ``background(_:)`` and
    /// switches back to the app's window; launches the app when it is not running.
    public func activate(_ app: AppTarget) throws(EngineError) {
        guard app == .underTest else { throw WebApps.unsupportedApp(app) }
        let (session, windows) = sessions.state.withLock { ($0.session, $0.scoped) }
        guard session != nil else {
            return try launch(.underTest, configuration: sessions.launch ?? LaunchConfiguration())
        }
        guard let blank = windows.background, let appWindow = windows.app else { return }
        try command("bring the app to the foreground") { session in
            try session.switchToWindow(blank)
            _ = try session.closeWindow()
            try session.switchToWindow(appWindow)
        }
        sessions.state.withLock { $0.scoped.background = nil }
    }

    /// Sends the app to the background: opens a blank window in front of it, so the page's
    /// `document.visibilityState` becomes `hidden`.
    public func background(_ app: AppTarget) throws(EngineError) {
        guard app == .underTest else { throw WebApps.unsupportedApp(app) }
        guard sessions.session != nil else { throw .notActionable(reason: "the app is not running") }
        guard sessions.state.current.scoped.background == nil else { return }
        let handles = try command("send the app to the background") { session -> (String, String) in
            let appWindow = try session.windowHandle()
            let blank = try session.newWindow(type: .tab)
            try session.switchToWindow(blank)
            return (appWindow, blank)
        }
        sessions.state.withLock { $0.scoped = BrowserWindows(app: handles.0, background: handles.1) }
    }

    /// `notRunning` without a session, `runningBackground` behind the blank window, else
    /// `runningForeground`.
    public func state(of app: AppTarget) throws(EngineError) -> AppState {
        guard app == .underTest else { throw WebApps.unsupportedApp(app) }
        let current = sessions.state.current
        guard let session = current.session, !session.isDeleted else { return .notRunning }
        return current.scoped.background == nil ? .runningForeground : .runningBackground
    }

    /// A PNG of the page.
    public func screenshot() throws(EngineError) -> Data {
        try sessions.screenshot()
    }

    /// The page's HTML (`document.documentElement.outerHTML`, which holds no typed text).
    public func pageSource() -> PageSource? {
        sessions.source().map { PageSource(name: "page.html", mediaType: "text/html", text: $0) }
    }

    /// Opens a URL. A deep link into a running app changes its location without reloading
    /// (`history.pushState` and a `popstate` event), as an app receiving a link would; when the
    /// page does not change within half a second (an app that routes only at load), it
    /// navigates to the URL for real, which keeps the origin's storage and cookies. Into a
    /// terminated app it launches the app at that URL. Links with another scheme
    /// (`my-app://detail/5`) map onto the base URL (`/detail/5`); other origins are
    /// navigated to.
    public func open(_ url: URL) throws(EngineError) {
        let target = LaunchParameter.resolve(url, against: configuration.baseURL)
        guard sessions.session != nil else {
            return try startSession(at: LaunchParameter.url(target, adding: sessions.launch ?? LaunchConfiguration()))
        }
        if sessions.state.current.scoped.background != nil { try activate(.underTest) }
        // Into the running app: change its location without reloading (its state stays), and
        // navigate for real when it did not route (apps that read the location only at load)
        // or when the link leads to another origin.
        if try routeInPage(to: target) { return }
        try navigate(to: target)
    }

    /// When `target` has the page's origin: pushes it onto the page's history and tells the
    /// app (`popstate`, and `hashchange` when only the fragment changed); `true` when the page
    /// changed within half a second. `false` for another origin (nothing is pushed) and for a
    /// page that did not change, which did not route: the caller navigates instead, so a deep
    /// link is never reported opened while the page stayed as it was (its address is put
    /// back first, so the history holds no entry the app never showed). One request, over an
    /// isolated tab's own session when it can go there (`PageChannel.actAsync(_:arguments:)`).
    private func routeInPage(to target: URL) throws(EngineError) -> Bool {
        let script = """
        const done = arguments[arguments.length - 1];
        let targetOrigin;
        try { targetOrigin = new URL(arguments[0]).origin; } catch (e) { done(false); return; }
        if (targetOrigin === 'null' || targetOrigin !== location.origin) { done(false); return; }
        const before = location.href, stateBefore = history.state;
        let finished = false;
        const finish = (changed) => {
          if (finished) return;
          finished = true;
          observer.disconnect();
          clearTimeout(timer);
          // An app that did not route gets its address back before the engine navigates for
          // real: Back then returns to a page that shows its address, not to the pushed one.
          if (!changed) history.replaceState(stateBefore, '', before);
          done(changed);
        };
        // Answers as soon as the app changes the page (the observer's first callback), or
        // after half a second without a change.
        const observer = new MutationObserver(() => finish(true));
        const timer = setTimeout(() => finish(false), 500);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        history.pushState({}, '', arguments[0]);
        window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
        if (new URL(before).hash !== location.hash) {
          window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: before, newURL: location.href }));
        }
        """
        let routed = try command("open \(LaunchParameter.displayString(target))") { session in
            try session.page.actAsync(script, arguments: [.string(target.absoluteString)]).boolValue
        }
        return routed == true
    }

    /// Waits in the page for a DOM change or a scroll (a MutationObserver), up to `timeout`.
    public func waitForChange(timeout: TimeInterval) {
        guard timeout > 0 else { return }
        guard sessions.session != nil else {
            Thread.sleep(forTimeInterval: timeout)
            return
        }
        let started = Date()
        let milliseconds = Int(timeout * 1000)
        let answer = try? runtimeCall("ttk.waitForChange(arguments[0], done);", arguments: [.number(Double(milliseconds))],
                                      async: true, reads: true, as: String.self, what: "wait for the page to change")
        if answer == nil {
            let remaining = timeout - Date().timeIntervalSince(started)
            if remaining > 0 { Thread.sleep(forTimeInterval: min(remaining, 0.1)) }
        }
    }

    /// Opens a fresh session at `url`. When that fails the app is not running, and later
    /// queries say so (with the cause) instead of finding nothing.
    private func startSession(at url: URL) throws(EngineError) {
        close()
        if configuration.browserIsLocal, LoopbackApp.refusesConnections(url) {
            let failure = EngineError.engineFailure(
                "The page failed to load: \(LaunchParameter.displayString(url)) (nothing listens there: the connection was refused)."
            )
            sessions.launchFailed(failure)
            throw failure
        }
        let session = try sessions.open(failure: "Could not start a browser session") { try configuration.openSession() }
        sessions.adopt(session)
        preloadRuntime(into: session)
        do throws(EngineError) {
            try navigate(to: url)
        } catch {
            close()
            sessions.launchFailed(error)
            throw error
        }
    }

    /// Has the browser run the page runtime in each new document (an isolated tab's script on
    /// new documents, sent once), so the first command on every page finds it instead of
    /// installing it in a second round trip. For a session of its own the runtime is installed
    /// on demand, as the guard in each call does.
    private func preloadRuntime(into session: WebDriverSession) {
        guard session.offersPageMessages, let runtime = try? PageRuntime.source() else { return }
        session.preloadScript("() => {\n\(runtime.script)\n}", key: runtime.version)
    }
}
