import Foundation

extension WebDriverSession {
    /// Which scripts each browser already runs in its new documents: `"<session id> <key>"`.
    /// The views of one shared browser (``ManagedChromium/isolatedSession(timeout:commandTimeout:)``)
    /// share its session id, so a script is registered once per browser, not once per test.
    private static let preloaded = Locked(Set<String>())

    /// Makes the browser run `functionDeclaration` (a JavaScript function, e.g. `() => { … }`)
    /// in every document it loads from now on, before the page's own scripts: a WebDriver BiDi
    /// preload script, registered once per browser and `key` (use a version, so a changed
    /// script registers again).
    ///
    /// A page runtime that is preloaded is there when the first command after a navigation
    /// arrives, which saves that command's "no runtime, install it" round trip.
    ///
    /// - Returns: `true` when the script is registered (now or before); `false` without BiDi
    ///   (``offersBiDi``) or when the browser refused it, in which case callers install what
    ///   they need on demand, as before.
    @discardableResult
    public func preloadScript(_ functionDeclaration: String, key: String, timeout: TimeInterval = 5) -> Bool {
        guard offersBiDi else { return false }
        let entry = "\(id) \(key)"
        if Self.preloaded.withLock({ $0.contains(entry) }) { return true }
        do {
            try bidi("script.addPreloadScript", ["functionDeclaration": .string(functionDeclaration)], timeout: timeout)
        } catch {
            wire.logger.debug("preload script \(key) not registered: \(error)")
            return false
        }
        Self.preloaded.withLock { _ = $0.insert(entry) }
        return true
    }
}
