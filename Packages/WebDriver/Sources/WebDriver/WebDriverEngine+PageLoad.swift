import ElementCore
import Foundation
import WebDriverClient

/// Pages that fail to load. A browser shows an error page for an app URL nothing answers or a
/// server that stopped; without these checks a test would only learn that an element "does
/// not exist".
extension WebDriverEngine {
    /// Opens `url` in the current session; a page that fails to load is an engine failure
    /// naming the URL (as messages may show it) and the browser's error.
    func navigate(to url: URL) throws(EngineError) {
        let shown = LaunchParameter.displayString(url)
        guard let session = sessions.session else { throw noApp() }
        sessions.countRequest()
        let result: NavigationResult
        do {
            result = try session.page.navigate(to: url.absoluteString)
        } catch PageChannelError.loadFailed(let networkError) {
            throw .engineFailure("The page failed to load: \(shown) (\(networkError)).")
        } catch let error as PageChannelError {
            throw EngineErrors.translate(error, while: "open \(shown)")
        } catch let error as WebDriverError {
            throw EngineErrors.translate(error, while: "open \(shown)")
        } catch {
            throw .engineFailure("Could not open \(shown): \(error)")
        }
        // A navigation that reports failed loads itself needs no second request to check.
        if !result.failuresReported, let failure = try failedLoad() { throw failure }
    }

    /// An engine failure when the page on show is the browser's error page, else `nil` (also
    /// when the check itself cannot run: it only adds a reason to a failure).
    func failedLoad() throws(EngineError) -> EngineError? {
        guard let session = sessions.session,
              let code = (try? session.executeSync(Self.errorPageScript))?.stringValue else { return nil }
        return .engineFailure("The page failed to load: \(currentDisplayURL()) (\(code)). It will not change by itself; reload or relaunch the app.")
    }

    /// Why no element may be found, for failure messages: an error page, or a page that came
    /// with an HTTP error status.
    public func pageProblem() -> String? {
        guard let session = sessions.session,
              let info = try? session.executeSync(Self.loadInfoScript) else { return nil }
        if let code = info["error"]?.stringValue {
            return "the page failed to load: \(currentDisplayURL()) (\(code))"
        }
        if let status = info["status"]?.intValue, status >= 400 {
            return "the page came with HTTP \(status): \(currentDisplayURL())"
        }
        return nil
    }

    /// The page's URL as messages may show it (for an error page: the URL that failed).
    func currentDisplayURL() -> String {
        guard let text = try? sessions.session?.currentURL(), let url = URL(string: text) else { return "the page" }
        return LaunchParameter.displayString(url)
    }

    /// The browser's error code (`ERR_CONNECTION_REFUSED`) on its error page, else `null`.
    static let errorPageScript = """
        if (location.protocol !== 'chrome-error:') return null;
        const code = document.body && document.body.innerText.match(/ERR_[A-Z_]+/);
        return code ? code[0] : 'the browser could not load it';
        """

    /// `{error, status}`: the error page's code, and the HTTP status the page came with.
    static let loadInfoScript = """
        const nav = performance.getEntriesByType('navigation')[0];
        const code = location.protocol === 'chrome-error:' && document.body && document.body.innerText.match(/ERR_[A-Z_]+/);
        return { error: location.protocol === 'chrome-error:' ? (code ? code[0] : 'the browser could not load it') : null,
                 status: nav && nav.responseStatus ? nav.responseStatus : null };
        """
}
