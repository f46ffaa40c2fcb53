import Foundation

extension WebDriverSession {
    /// Makes the browser run `functionDeclaration` (a JavaScript function, e.g. `() => { … }`)
    /// in every document this tab (and the shared browser's later tabs) loads from now on,
    /// before the page's own scripts: a CDP script on new documents, or a WebDriver BiDi preload
    /// script, sent once per `key` (use a version, so a changed script registers again).
    ///
    /// A page runtime that is preloaded is there when the first command after a navigation
    /// arrives, which saves that command's "no runtime, install it" round trip.
    ///
    /// - Returns: `true` when the script is registered (now or before); `false` for a session
    ///   of its own (``offersPageMessages`` is `false`) or when the browser refused it, in which
    ///   case callers install what they need on demand, as before.
    @discardableResult
    public func preloadScript(_ functionDeclaration: String, key: String, timeout: TimeInterval = 5) -> Bool {
        guard let tabControl, !isDeleted else { return false }
        do {
            try tabControl.preload(functionDeclaration, key: key, timeout: timeout)
        } catch {
            wire.logger.debug("preload script \(key) not registered: \(error)")
            return false
        }
        return true
    }
}
