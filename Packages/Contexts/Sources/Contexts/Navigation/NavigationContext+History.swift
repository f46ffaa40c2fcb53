import ElementCore
import Foundation

extension NavigationContext {
    /// Goes back one page, as the browser's Back button does.
    ///
    /// ```swift
    /// When(I: goBack())
    /// Then(I: see(url: "#/active"))
    /// ```
    ///
    /// Only engines with a browser's history (the web engine) go back; on the others this fails
    /// saying so (an app's own back button is an element: `tap(navigationBar.backButton)`). It
    /// is done once: a failure is reported, not retried, as going back twice lands elsewhere.
    public func goBack(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        moveThroughHistory("go back", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { (history) throws(EngineError) in
            try history.goBack()
        }
    }

    /// Goes forward one page, as the browser's Forward button does (see ``goBack(fileID:filePath:line:column:)``).
    public func goForward(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        moveThroughHistory("go forward", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { (history) throws(EngineError) in
            try history.goForward()
        }
    }

    /// Loads the page again, as the browser's Reload button does, and waits for its load. What
    /// the page keeps in storage stays; what it holds only in memory is gone.
    public func reload(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        moveThroughHistory("reload the page", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { (history) throws(EngineError) in
            try history.reload()
        }
    }

    private func moveThroughHistory(_ what: String, at site: CallSite, _ move: (any PageHistory) throws(EngineError) -> Void) {
        guard let engine = site.driver(for: what) else { return }
        guard let history = engine.capability(PageHistory.self) else {
            site.record(ElementFailure(.unsupported("the \(engine.name) engine has no browser history; tap the app's own back button instead"),
                                       attempt: what, query: nil))
            return
        }
        do throws(EngineError) {
            try move(history)
        } catch {
            site.record(ElementFailure(.engine(error), attempt: what, query: nil, observations: ["Engine:    \(engine.name)"]))
        }
    }
}
