import Foundation

/// A screen of the app, described by the elements on it.
///
/// Its ``trait`` is an element that is always there when the screen is shown, and only then.
///
/// ```swift
/// struct ProfileScreen: Screen {
///     let trait = Header(id: "My Profile")
///     let usernameLabel = Label(id: "UsernameLabel")
///     let logOutButton = Button(id: "Log out")
/// }
/// ```
public protocol Screen: Sendable {
    /// The element that identifies the screen.
    associatedtype Trait: Element
    /// The element that identifies the screen.
    var trait: Trait { get }
}

extension Screen {
    /// Waits for the screen: its trait exists, is hittable and visible, within one deadline.
    @discardableResult
    public func waitFor(
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        trait.waitFor(.exists, .hittable, .visible, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Waits for the screen to go: its trait no longer exists.
    @discardableResult
    public func waitForAbsence(
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        trait.waitFor(not: .exists, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Whether the screen is shown within the timeout. Never fails the test.
    public func determine(timeout: TimeInterval? = nil) -> Bool {
        trait.determine(.exists, .hittable, .visible, timeout: timeout)
    }
}

extension Screen {
    /// Waits for the screen: ``waitFor(timeout:fileID:filePath:line:column:)`` under
    /// TABTestKit 1.8's name.
    public func await() {
        let site = CallSite.current(or: CallSite())
        waitFor(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}

extension Screen where Trait: Scrollable {
    /// Scrolls the trait, so any screen whose trait scrolls can be scrolled.
    public func scroll(_ direction: ElementAttributes.Direction) {
        trait.scroll(direction)
    }
}

/// A screen that scrolls as a whole because its trait does.
public protocol ScrollableScreen: Screen, Scrollable where Trait: Scrollable {}

extension ScrollableScreen {
    /// Scrolls the trait.
    public func scroll(_ direction: ElementAttributes.Direction) {
        trait.scroll(direction)
    }
}
