import ElementCore
import Foundation
import WebDriverClient

extension WebDriverEngine: PageReading {
    /// The address in the browser's address bar.
    public func pageURL() throws(EngineError) -> URL? {
        let address = try command("read the page URL") { try $0.currentURL() }
        return URL(string: address)
    }

    /// The page's `<title>`.
    public func pageTitle() throws(EngineError) -> String {
        return try command("read the page title") { try $0.title() }
    }
}
