import Foundation

/// Something that can be scrolled: scroll views, tables, web views, or a Screen that
/// forwards to one.
///
/// Elements get a default that drags between the direction's points. Failures point at the
/// running step or at the call site scoped by the Contexts (see ``CallSite``).
public protocol Scrollable {
    /// Scrolls once in `direction`.
    func scroll(_ direction: ElementAttributes.Direction)
}

extension Scrollable where Self: Element {
    /// Drags across the element between the direction's points.
    public func scroll(_ direction: ElementAttributes.Direction) {
        let site = CallSite.current(or: CallSite())
        let (start, end) = direction.dragPoints
        ElementOperations.perform(.drag(from: start, to: end), on: self,
                                  fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}

/// Something that can be refreshed, such as a table with pull-to-refresh.
public protocol Refreshable {
    /// Refreshes the content.
    func refresh()
}

extension Refreshable where Self: Element {
    /// Pulls to refresh (or the engine's equivalent).
    public func refresh() {
        let site = CallSite.current(or: CallSite())
        ElementOperations.perform(.refresh, on: self, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}
