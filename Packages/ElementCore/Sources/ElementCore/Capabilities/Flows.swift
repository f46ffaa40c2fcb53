import Foundation

/// Something that knows how to dismiss itself: an alert, a sheet, a modal screen.
///
/// `NavigationContext.dismiss(_:)` waits for it (``await()``), then dismisses it.
public protocol Dismissable {
    /// Waits until it can be dismissed. Elements wait to exist and be hittable, screens for
    /// their trait; other types do nothing unless they say otherwise. (TABTestKit 1.8's name.)
    func await()
    /// Dismisses it.
    func dismiss()
}

/// Something that knows how to complete itself: typically a Screen that goes through its
/// main flow (fill in, tap Next).
///
/// `NavigationContext.complete(_:)` waits for it (``await()``), then completes it.
public protocol Completable {
    /// Waits until it can be completed. Screens wait for their trait, elements to exist and be
    /// hittable; other types do nothing unless they say otherwise. (TABTestKit 1.8's name.)
    func await()
    /// Completes it.
    func complete()
}

extension Dismissable {
    /// Nothing to wait for.
    public func await() {}
}

extension Dismissable where Self: Element {
    /// Waits for the element to exist and be hittable.
    public func await() {
        let site = CallSite.current(or: CallSite())
        waitFor(.exists, .hittable, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}

extension Dismissable where Self: Screen {
    /// Waits for the screen (see ``Screen/waitFor(timeout:fileID:filePath:line:column:)``).
    public func await() {
        let site = CallSite.current(or: CallSite())
        waitFor(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}

extension Completable {
    /// Nothing to wait for.
    public func await() {}
}

extension Completable where Self: Element {
    /// Waits for the element to exist and be hittable.
    public func await() {
        let site = CallSite.current(or: CallSite())
        waitFor(.exists, .hittable, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}

extension Completable where Self: Screen {
    /// Waits for the screen (see ``Screen/waitFor(timeout:fileID:filePath:line:column:)``).
    public func await() {
        let site = CallSite.current(or: CallSite())
        waitFor(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}
