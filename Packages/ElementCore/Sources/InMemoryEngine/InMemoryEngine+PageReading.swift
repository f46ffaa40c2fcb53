import ElementCore
import Foundation

extension InMemoryEngine: PageReading {
    /// The last URL the test opened (``Engine/open(_:)``), the in-memory app's only address;
    /// `nil` before any.
    public func pageURL() throws(EngineError) -> URL? {
        openedURLLog.last
    }

    /// The label of the app's root node, which stands for a page title.
    public func pageTitle() throws(EngineError) -> String {
        (try? resolve(ElementQuery(app: .underTest, steps: [], isStrict: false)).snapshot?.label) ?? ""
    }
}
