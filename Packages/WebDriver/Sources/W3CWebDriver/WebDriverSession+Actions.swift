import Foundation

extension WebDriverSession {
    /// Performs low-level input (the W3C Actions API): pointer moves and presses, key presses, wheel
    /// scrolls, run tick by tick across all `sequences`.
    ///
    /// ```swift
    /// // Click at (120, 80) in the viewport:
    /// try session.performActions([.pointer(id: "mouse", actions: [.move(x: 120, y: 80), .down(), .up()])])
    /// // Scroll the page down by 400 pixels:
    /// try session.performActions([.wheel(id: "wheel", actions: [.scroll(x: 10, y: 10, deltaX: 0, deltaY: 400)])])
    /// ```
    ///
    /// Pass `redacted: true` when the keys are a secret (a key pressed into a password field):
    /// the request's body is never logged.
    ///
    /// This is the classic command; ``page``'s ``PageChannel/perform(_:redacted:)`` sends
    /// input over the tab's own DevTools session where it can.
    public func performActions(_ sequences: [ActionSequence], redacted: Bool = false) throws {
        try command(.post, "actions", ["actions": .array(sequences.map(\.json))], redacted: redacted)
    }

    /// Releases every key and button still held down by earlier actions.
    public func releaseActions() throws {
        try command(.delete, "actions")
    }
}
