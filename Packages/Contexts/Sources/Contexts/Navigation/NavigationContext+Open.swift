import ElementCore
import Foundation

extension NavigationContext {
    /// Opens a URL: a deep link into the app under test (`my-app://profile/42`) or a web page.
    ///
    /// The engine decides how: XCUI asks the system to open it, the web engine navigates (a
    /// deep link into a running app changes its location without reloading), the in-memory
    /// engine calls the app's `openURL` handler. Whether the app should be running first is
    /// the test's choice: terminate it before to test a cold start.
    public func open(
        _ url: URL,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let driver = site.driver(for: "open \(url.absoluteString)") else { return }
        let timeout = timeout ?? ElementConfiguration.current.actionTimeout
        var lastError: EngineError?
        let opened = Poller(engine: driver, timeout: timeout).poll { () -> Bool? in
            do throws(EngineError) {
                try driver.open(url)
                return true
            } catch {
                lastError = error
                return error.isRetryable ? nil : false
            }
        } ?? false
        guard !opened else { return }
        let error = lastError ?? .engineFailure("the engine did not answer")
        site.record(ElementFailure(.engine(error), attempt: "open \(url.absoluteString)", query: nil,
                                   timeout: error.isRetryable ? timeout : nil, observations: ["Engine:    \(driver.name)"]))
    }
}
