import Foundation

/// An engine capability: moving through the history of what is shown, as a browser's Back,
/// Forward and Reload buttons do.
///
/// Ask the engine for it with `engine.capability(PageHistory.self)`; the contexts' `goBack()`,
/// `goForward()` and `reload()` use it. Engines without a browser's history (XCUI, Appium's
/// apps, in-process, in-memory) do not offer it: an app's own back button is an element to tap.
public protocol PageHistory: Sendable {
    /// Goes back one entry in the history, as the Back button does. A page the browser loads
    /// again has loaded when this returns; a route within the same document (`#/active`) has
    /// been told (`popstate`, `hashchange`), and the app may still be rendering it.
    func goBack() throws(EngineError)
    /// Goes forward one entry in the history, as the Forward button does (see ``goBack()``).
    func goForward() throws(EngineError)
    /// Loads the page shown again, as the Reload button does, and waits for its load.
    func reload() throws(EngineError)
}
