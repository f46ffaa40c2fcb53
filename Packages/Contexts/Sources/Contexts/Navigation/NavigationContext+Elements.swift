import ElementCore
import Foundation

extension NavigationContext {
    /// Waits until `element` exists and is visible.
    ///
    /// Visible is XCUI's meaning on every engine: some of the element's box is on the screen
    /// (on the web, inside the viewport and every ancestor that clips it). It is not
    /// Playwright's `toBeVisible`, which ignores the viewport: for an element that is there but
    /// scrolled away, check `state(of: element, is: .exists)`, or scroll to it first. A failure
    /// says why the element is not visible (`it is below the viewport by 40 px`, `clipped: …`).
    ///
    /// `timeout` is in seconds; `nil` uses `ElementConfiguration.defaultTimeout`.
    public func see<E: Element>(
        _ element: E,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard AppAvailability.driver(for: element, doing: "see", at: site) != nil else { return }
        element.waitFor(.exists, .visible, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Waits until `element` exists and is visible; reads `see(the: profileScreen.avatar)`.
    public func see<E: Element>(
        the element: E,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        see(element, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Waits until `element` no longer exists.
    public func doNotSee<E: Element>(
        _ element: E,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard AppAvailability.driver(for: element, doing: "check the absence of", at: site) != nil else { return }
        element.waitFor(not: .exists, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Waits until `element` no longer exists; reads `doNotSee(the: errorLabel)`.
    public func doNotSee<E: Element>(
        the element: E,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        doNotSee(element, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
