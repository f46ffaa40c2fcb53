import ElementCore
import Foundation
import WebDriverClient

/// The browser's Back, Forward and Reload, with the classic commands (they wait for a page the
/// browser loads, per the session's page load strategy). Each is sent once: going back twice
/// would land elsewhere, so a failure is reported, never retried.
extension WebDriverEngine: PageHistory {
    public func goBack() throws(EngineError) {
        try command("go back") { try $0.back() }
    }

    public func goForward() throws(EngineError) {
        try command("go forward") { try $0.forward() }
    }

    public func reload() throws(EngineError) {
        try command("reload the page") { try $0.refresh() }
    }
}
