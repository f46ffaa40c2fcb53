import ElementCore
import Foundation
import WebDriverClient

/// What the screen shows through Appium: a screenshot and the XCUITest driver's XML source.
/// Appium has no change events, and what only a browser has — a page address, a title, a page
/// tree — fails saying so, so code written for either engine gets a clear answer.
extension AppiumEngine: PageReading {
    /// A PNG of the device's screen.
    public func screenshot() throws(EngineError) -> Data {
        try sessions.screenshot()
    }

    /// The driver's page source: the app's element tree as XML (`XCUIElementType…` elements).
    public func pageSource() -> PageSource? {
        sessions.source().map { PageSource(name: "app-source.xml", mediaType: "application/xml", text: $0) }
    }

    /// Appium has no change events: waiting sleeps, at most a quarter of a second per call.
    public func waitForChange(timeout: TimeInterval) {
        guard timeout > 0 else { return }
        Thread.sleep(forTimeInterval: min(timeout, 0.25))
    }

    /// Always throws ``EngineError/unsupported(_:)``: an app has no page address.
    public func pageURL() throws(EngineError) -> URL? {
        throw .unsupported("An app driven through Appium has no page address.")
    }

    /// Always throws ``EngineError/unsupported(_:)``: an app has no page title.
    public func pageTitle() throws(EngineError) -> String {
        throw .unsupported("An app driven through Appium has no page title.")
    }

    /// Always throws ``EngineError/unsupported(_:)``: an Appium session has no page to read
    /// (``pageSource()`` gives the app's tree as XML).
    public func pageTree() throws(EngineError) -> PageTree {
        throw .unsupported("An Appium session has no page to read: use its page source (XML) instead.")
    }
}
