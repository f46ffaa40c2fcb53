import Foundation

/// An engine capability: reading the address and the title of what is shown, as a browser
/// shows them in its address bar and tab.
///
/// Ask the driver for it with `driver.capability(PageReading.self)`; the contexts' `see(url:)`
/// and `title(is:)` wait on it. Engines without pages (XCUI, in-process) do not offer it.
public protocol PageReading: Sendable {
    /// The address of the page shown now, or `nil` when nothing is loaded.
    func pageURL() throws(EngineError) -> URL?
    /// The title of the page shown now (`""` when it has none).
    func pageTitle() throws(EngineError) -> String
}
