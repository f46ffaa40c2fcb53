import Foundation

/// The kind of top-level browsing context ``WebDriverSession/newWindow(type:)`` opens.
public enum WindowType: String, Sendable {
    /// A new tab.
    case tab
    /// A new window.
    case window
}

/// A window's position and size in screen pixels.
public struct WindowRect: Sendable, Hashable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Outer width.
    public var width: Double
    /// Outer height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

extension WebDriverSession {
    // MARK: Windows

    /// The handle of the current window or tab.
    public func windowHandle() throws -> String {
        try command(.get, "window").stringValue ?? ""
    }

    /// The handles of all open windows and tabs.
    public func windowHandles() throws -> [String] {
        (try command(.get, "window/handles").arrayValue ?? []).compactMap(\.stringValue)
    }

    /// Opens a new tab or window (without switching to it) and returns its handle. For an
    /// isolated tab (``userContext`` is set) it opens in the same isolated context.
    @discardableResult
    public func newWindow(type: WindowType = .tab) throws -> String {
        if let tabControl, !isDeleted {
            return try tabControl.openTab(type: type, timeout: commandTimeout)
        }
        let value = try command(.post, "window/new", ["type": .string(type.rawValue)])
        return value["handle"]?.stringValue ?? ""
    }

    /// Makes the window with `handle` current.
    public func switchToWindow(_ handle: String) throws {
        try command(.post, "window", ["handle": .string(handle)])
    }

    /// Closes the current window and returns the handles that remain. Switch to one of them next.
    @discardableResult
    public func closeWindow() throws -> [String] {
        (try command(.delete, "window").arrayValue ?? []).compactMap(\.stringValue)
    }

    /// The current window's position and size.
    public func windowRect() throws -> WindowRect {
        let value = try command(.get, "window/rect")
        return WindowRect(
            x: value["x"]?.doubleValue ?? 0, y: value["y"]?.doubleValue ?? 0,
            width: value["width"]?.doubleValue ?? 0, height: value["height"]?.doubleValue ?? 0
        )
    }

    /// Moves and/or resizes the current window; `nil` leaves a value unchanged. Returns the resulting rectangle.
    @discardableResult
    public func setWindowRect(x: Double? = nil, y: Double? = nil, width: Double? = nil, height: Double? = nil) throws -> WindowRect {
        var body: [String: JSONValue] = [:]
        if let x { body["x"] = .number(x.rounded()) }
        if let y { body["y"] = .number(y.rounded()) }
        if let width { body["width"] = .number(width.rounded()) }
        if let height { body["height"] = .number(height.rounded()) }
        let value = try command(.post, "window/rect", .object(body))
        return WindowRect(
            x: value["x"]?.doubleValue ?? 0, y: value["y"]?.doubleValue ?? 0,
            width: value["width"]?.doubleValue ?? 0, height: value["height"]?.doubleValue ?? 0
        )
    }

    // MARK: Frames

    /// Switches into the frame or iframe `element`, or back to the top-level document when `nil`.
    public func switchToFrame(_ element: ElementReference?) throws {
        try command(.post, "frame", ["id": element?.json ?? .null])
    }

    /// Switches to the parent of the current frame.
    public func switchToParentFrame() throws {
        try command(.post, "frame/parent")
    }

    // MARK: User prompts
    //
    // These are the classic commands; ``page``'s dialog requests answer over the tab's own
    // DevTools session where they can.

    /// The message of the open `alert()`, `confirm()` or `prompt()` dialog.
    ///
    /// - Throws: ``W3CErrorCode/noSuchAlert`` when no dialog is open.
    public func alertText() throws -> String {
        return try command(.get, "alert/text").stringValue ?? ""
    }

    /// Accepts the open dialog (OK).
    public func acceptAlert() throws {
        try command(.post, "alert/accept")
    }

    /// Dismisses the open dialog (Cancel).
    public func dismissAlert() throws {
        try command(.post, "alert/dismiss")
    }

    /// Types `text` into the open `prompt()` dialog (accept it afterwards).
    ///
    /// - Parameters:
    ///   - text: the text to type into the prompt.
    ///   - redacted: `true` for secrets: the text is never logged.
    public func sendAlertText(_ text: String, redacted: Bool = false) throws {
        try command(.post, "alert/text", ["text": .string(text)], redacted: redacted)
    }
}
