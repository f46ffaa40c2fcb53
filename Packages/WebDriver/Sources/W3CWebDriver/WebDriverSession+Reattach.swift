import Foundation

// chromedriver sets up each tab it finds (enabling the DevTools domains it follows) while it
// handles a command. When a dialog opens in that tab during the set-up (the page's own alert,
// or one a test opened over the tab's DevTools session while chromedriver was still
// attaching), chromedriver marks the set-up commands blocked and never finishes it: it then
// never learns the tab's documents, and every script or element command on that tab answers
// "no such execution context: frame does not have execution context", even after the page
// navigated. Nothing ran. A new chromedriver session sets the tabs up again, so an isolated
// tab's session replaces its server session once and sends the command again.

extension WebDriverError {
    /// chromedriver's answer for a tab whose documents it never learned (see above): the
    /// command did not run.
    package var isDriverWithoutDocument: Bool {
        guard case .protocolError(_, _, let message, _, _) = self else { return false }
        return message.contains("frame does not have execution context")
    }
}

extension WebDriverSession {
    /// Replaces the server session `id` of an isolated tab (one created by another thread,
    /// shared by the browser's tabs) and selects the tab in the new one, so that the command
    /// that failed with `error` can be sent again.
    ///
    /// - Throws: `error` when this is not an isolated tab, or the classic commands address a
    ///   frame or another window (the new session would not know which); else the new
    ///   creation's error.
    func reattach(replacing id: String, after error: WebDriverError, timeout: TimeInterval) throws {
        guard let attached, tabControl != nil, isOnLentTab, let window = lentWindow else { throw error }
        wire.logger.info("chromedriver never learned the documents of the tab it was attaching to while a dialog opened; attaching it again")
        _ = try attached.renew(replacing: id, timeout: max(timeout, Self.attachmentWait))
        unselectedWindow.withLock { $0 = window }
        try selectLentWindow(timeout: timeout)
    }
}
