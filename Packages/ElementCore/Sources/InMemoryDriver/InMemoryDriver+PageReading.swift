import ElementCore
import Foundation

extension InMemoryDriver: PageReading {
    /// The last URL the test opened (``Driver/open(_:)``), the in-memory app's only address;
    /// `nil` before any.
    public func pageURL() throws(DriverError) -> URL? {
        openedURLLog.last
    }

    /// The label of the app's root node, which stands for a page title.
    public func pageTitle() throws(DriverError) -> String {
        (try? resolve(ElementQuery(app: .underTest, steps: [], isStrict: false)).snapshot?.label) ?? ""
    }
}
