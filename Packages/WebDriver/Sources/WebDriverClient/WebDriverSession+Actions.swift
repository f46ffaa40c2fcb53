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
    /// In an isolated tab of the managed Chromium controlled over CDP, one mouse's sequence
    /// that needs no input state beyond itself (moves relative to the viewport without a
    /// duration, presses, releases, pauses, every button released at the end), or one wheel's
    /// scrolls relative to the viewport, goes over the
    /// tab's own DevTools session, with the events chromedriver would send; a press opening a
    /// dialog ends it, as it ends the classic command. Presses at one point within half a
    /// second of each other in one sequence are a double click. Everything else, and every
    /// sequence after a switch to another window or frame, is the classic command, whose
    /// moves relative to the pointer start where the last input left it.
    public func performActions(_ sequences: [ActionSequence], redacted: Bool = false) throws {
        if try performOverTab(sequences) { return }
        let sent = resumingMouse(sequences)
        try command(.post, "actions", ["actions": .array(sent.map(\.json))], redacted: redacted)
    }

    /// Sends one mouse's or wheel's sequence over the tab's own session when it can go there.
    private func performOverTab(_ sequences: [ActionSequence]) throws -> Bool {
        guard let tabControl, isOnLentTab, try tabControl.dispatchMouse(sequences, timeout: commandTimeout) else { return false }
        var mouse: (x: Double, y: Double)?
        if case .pointer(_, _, let actions) = sequences.first {
            for case .move(let x, let y, _, _) in actions { mouse = (x.rounded(), y.rounded()) }
        }
        notePageChangedOverTab(mouseAt: mouse)
        return true
    }

    /// `sequences` with each pointer sequence that starts with a move relative to the pointer
    /// made relative to the viewport, from where input over the tab's own session left the
    /// mouse (chromedriver does not know it).
    private func resumingMouse(_ sequences: [ActionSequence]) -> [ActionSequence] {
        guard tabControl != nil, sequences.contains(where: { if case .pointer = $0 { return true } else { return false } }),
              let mouse = takeMouseOverTab() else { return sequences }
        return sequences.map { sequence in
            guard case .pointer(let id, let type, var actions) = sequence,
                  case .move(let x, let y, .pointer, let duration)? = actions.first else { return sequence }
            actions[0] = .move(x: mouse.x + x, y: mouse.y + y, origin: .viewport, duration: duration)
            return .pointer(id: id, type: type, actions: actions)
        }
    }

    /// Releases every key and button still held down by earlier actions.
    public func releaseActions() throws {
        try command(.delete, "actions")
    }
}
