import Foundation

/// What an isolated tab in a shared browser offers besides classic WebDriver commands: the
/// channel its pages report presses on, scripts run in each of its new documents, and more
/// tabs in its own isolated context. Given by the browser's control connection (CDP for the
/// managed Chromium, or WebDriver BiDi; see ``SessionIsolation``).
package protocol TabControl: Sendable {
    /// The WebDriver BiDi connection, when the browser is controlled over BiDi.
    var bidi: (any BiDiEndpoint)? { get }
    /// Takes the first message a page sent on `channel` whose text `matches`, waiting at most
    /// `timeout` seconds.
    func takeMessage(channel: String, timeout: TimeInterval, matching: @escaping @Sendable (String) -> Bool) -> String?
    /// Has every new document of this tab (and of the browser's later tabs) run
    /// `functionDeclaration` before the page's own scripts; `key` names it, so it is sent once.
    func preload(_ functionDeclaration: String, key: String, timeout: TimeInterval) throws
    /// Opens a blank tab or window in the same isolated context and returns its window handle.
    func openTab(type: WindowType, timeout: TimeInterval) throws -> String
    /// The page channel of a session showing this tab, when the tab's control connection
    /// carries page requests itself (CDP); `nil` when the classic commands carry them (BiDi,
    /// whose commands cost no less than the classic ones).
    func pageChannel(for session: WebDriverSession) -> (any PageChannel)?
}
