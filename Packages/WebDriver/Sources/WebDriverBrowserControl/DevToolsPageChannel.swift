#if canImport(WebSocketKit)
import Foundation

/// The page channel of an isolated tab of the managed Chromium controlled over CDP: what the
/// tab's own DevTools session can do the way the classic command would, it does there; the rest
/// goes to ``ClassicPageChannel``. Measured in `Tools/BenchPeers/README.md`: a read costs about
/// 1 ms of CPU against 5 ms for a classic `execute`; input events a third of a classic
/// `actions` request's 20–30 ms; typing skips the ten checks chromedriver's Element Send Keys
/// runs before the first key; a page load costs the browser about 0.15 s less CPU.
///
/// The one rule, in ``overTab``: the tab's session is used while the classic commands still
/// address the lent tab's top document (no window or frame was switched to) and the session
/// lives; each DevTools operation then checks the page itself (settled, no dialog, elements of
/// the top document) and leaves the request to the classic command, before sending anything,
/// when it cannot do what the classic command would. A request is never sent on both.
struct DevToolsPageChannel: PageChannel {
    let session: WebDriverSession
    let page: DevToolsTabPage

    var classic: ClassicPageChannel { ClassicPageChannel(session: session) }

    /// Whether requests may go over the tab's own session now (see the type's rule).
    private var overTab: Bool { session.isOnLentTab }

    func read(_ script: String, arguments: [JSONValue]) throws -> JSONValue {
        try readOverTab(script, arguments: arguments, async: false, timeout: min(session.commandTimeout, session.scriptTimeout))
            ?? classic.read(script, arguments: try classicArguments(arguments))
    }

    func readAsync(_ script: String, arguments: [JSONValue]) throws -> JSONValue {
        try readOverTab(script, arguments: arguments, async: true, timeout: session.scriptTimeout)
            ?? classic.readAsync(script, arguments: try classicArguments(arguments))
    }

    /// Whichever route runs it, the next read first lets what it started begin.
    func act(_ script: String, arguments: [JSONValue], redacted: Bool) throws -> JSONValue {
        defer { page.route.notePageChanged() }
        return try actOverTab(script, arguments: arguments, async: false, timeout: min(session.commandTimeout, session.scriptTimeout))
            ?? classic.act(script, arguments: try classicArguments(arguments), redacted: redacted)
    }

    func actAsync(_ script: String, arguments: [JSONValue]) throws -> JSONValue {
        defer { page.route.notePageChanged() }
        return try actOverTab(script, arguments: arguments, async: true, timeout: session.scriptTimeout)
            ?? classic.actAsync(script, arguments: try classicArguments(arguments))
    }

    /// One mouse's sequence that needs no input state beyond itself (moves relative to the
    /// viewport without a duration, presses, releases, pauses, every button released at the
    /// end), one wheel's scrolls relative to the viewport, or one keyboard's presses of named
    /// keys released at once (Enter, Escape, the arrows…; ``KeyboardInput/events(pressing:)``), goes over the tab, with
    /// the events chromedriver would send; presses at one point within half a second of each
    /// other are a double click. The rest is the classic command's, whose moves relative to the
    /// pointer start where input over the tab left the mouse.
    func perform(_ sequences: [ActionSequence], redacted: Bool) throws {
        if overTab, try page.connection.dispatchMouse(session: page.pageSession, sequences: sequences, timeout: session.commandTimeout) {
            var mouse: (x: Double, y: Double)?
            if case .pointer(_, _, let actions) = sequences.first {
                for case .move(let x, let y, _, _) in actions { mouse = (x.rounded(), y.rounded()) }
            }
            return page.route.notePageChanged(mouseAt: mouse)
        }
        if overTab, try page.connection.dispatchKeys(session: page.pageSession, sequences: sequences, timeout: session.commandTimeout) {
            return page.route.notePageChanged()
        }
        defer { page.route.notePageChanged() }
        try classic.perform(resumingMouse(sequences), redacted: redacted)
    }

    /// Text without control characters whose only ``Key`` constants are Backspace, Delete,
    /// Tab, Enter, Escape, the arrows, Home, End, Page Up and Page Down, into an element of the
    /// top document that takes focus, is typed over the tab with the key events chromedriver
    /// sends; file inputs and the rest are the classic command's. An element the caller just
    /// `focused` is typed into without a focusing script first.
    func type(_ text: String, into element: ElementReference, focused: Bool, redacted: Bool) throws {
        if overTab, try page.connection.type(session: page.pageSession, text: text, into: element, focused: focused,
                                             timeout: session.commandTimeout) {
            return page.route.notePageChanged()
        }
        defer { page.route.notePageChanged() }
        try classic.type(text, into: try classicReference(element), redacted: redacted)
    }

    /// Text into an element the caller just `focused` and found `insertable` is filled over the
    /// tab: Ctrl-A, then each run of characters inserted at once (``KeyboardInput/commands(filling:)``).
    /// The rest is typed as ``type(_:into:focused:redacted:)`` types, after Ctrl-A and Backspace.
    func fill(_ text: String, into element: ElementReference, focused: Bool, insertable: Bool, redacted: Bool) throws {
        if overTab, focused, insertable,
           try page.connection.fill(session: page.pageSession, text: text, into: element, timeout: session.commandTimeout) {
            return page.route.notePageChanged()
        }
        try type(ClassicPageChannel.clearing + text, into: element, focused: focused, redacted: redacted)
    }

    /// Over the tab: it waits for the same load event, costs the browser about 0.15 s less
    /// CPU per load, and a page that fails to load always throws with the browser's
    /// network error (`net::ERR_…`).
    @discardableResult
    func navigate(to url: String) throws -> NavigationResult {
        guard overTab else { return try classic.navigate(to: url) }
        try page.connection.navigate(session: page.pageSession, to: url, timeout: session.commandTimeout)
        return NavigationResult(failuresReported: true)
    }

    /// Dialogs are always the tab's own session's while it shows the lent tab: chromedriver
    /// cannot take over a tab whose page a dialog blocks (see `DevToolsDialogs.swift`).
    func openDialog() throws -> UserPrompt? {
        guard overTab else { return try classic.openDialog() }
        return page.connection.openDialog(session: page.pageSession)?.prompt
    }

    func answerDialog(accept: Bool) throws {
        defer { page.route.notePageChanged() }
        guard overTab else { return try classic.answerDialog(accept: accept) }
        try page.answerDialog(accept: accept, timeout: session.commandTimeout)
    }

    /// Keeps `text` for the prompt's acceptance, as the classic command does.
    func typeIntoDialog(_ text: String, redacted: Bool) throws {
        guard overTab else { return try classic.typeIntoDialog(text, redacted: redacted) }
        guard let dialog = page.connection.openDialog(session: page.pageSession)?.prompt else { throw PageChannelError.noDialog }
        guard dialog.kind == .prompt else { throw PageChannelError.dialogTakesNoText(dialog) }
        page.route.keepPromptText(text)
    }

    private func readOverTab(_ script: String, arguments: [JSONValue], async isAsync: Bool, timeout: TimeInterval) throws -> JSONValue? {
        guard overTab else { return nil }
        let afterAction = page.route.takeActedSinceRead()
        return try page.connection.read(session: page.pageSession, script: script, arguments: arguments, async: isAsync,
                                        afterAction: afterAction, timeout: timeout)
    }

    private func actOverTab(_ script: String, arguments: [JSONValue], async isAsync: Bool, timeout: TimeInterval) throws -> JSONValue? {
        guard overTab else { return nil }
        let afterAction = page.route.takeActedSinceRead()
        return try page.connection.act(session: page.pageSession, script: script, arguments: arguments, async: isAsync,
                                       afterAction: afterAction, timeout: timeout)
    }

    /// `sequences` with each pointer sequence that starts with a move relative to the pointer
    /// made relative to the viewport, from where input over the tab left the mouse
    /// (chromedriver does not know it).
    private func resumingMouse(_ sequences: [ActionSequence]) -> [ActionSequence] {
        guard sequences.contains(where: { if case .pointer = $0 { return true } else { return false } }),
              let mouse = page.route.takeMouse() else { return sequences }
        return sequences.map { sequence in
            guard case .pointer(let id, let type, var actions) = sequence,
                  case .move(let x, let y, .pointer, let duration)? = actions.first else { return sequence }
            actions[0] = .move(x: mouse.x + x, y: mouse.y + y, origin: .viewport, duration: duration)
            return .pointer(id: id, type: type, actions: actions)
        }
    }
}

/// A lent tab's page over its own CDP session, and what its channel remembers between requests.
struct DevToolsTabPage: Sendable {
    let connection: DevToolsConnection
    /// The tab's flattened CDP session.
    let pageSession: String
    let route: PageRoute

    /// Accepts or dismisses the open dialog, a prompt with the text typed into it (else its
    /// default text).
    func answerDialog(accept: Bool, timeout: TimeInterval) throws {
        try connection.answerDialog(session: pageSession, accept: accept, promptText: route.takePromptText(), timeout: timeout)
    }
}

/// What a DevTools page channel remembers between requests, for the tab's whole life.
final class PageRoute: Sendable {
    private struct State {
        /// `true` after a request that acts on the page, until the next read, which first lets
        /// what it started begin (a navigation a tap started: `NavigatingTapTests`).
        var actedSinceRead = false
        /// Where input over the tab last left the mouse, which chromedriver does not know;
        /// taken by the next classic pointer input.
        var mouse: (x: Double, y: Double)?
        /// The text typed into the open prompt, for its acceptance.
        var promptText: String?
    }

    private let state = LockedValue(State())

    func notePageChanged(mouseAt mouse: (x: Double, y: Double)? = nil) {
        state.withLock { state in
            state.actedSinceRead = true
            if let mouse { state.mouse = mouse }
        }
    }

    func takeActedSinceRead() -> Bool {
        state.withLock { state in
            defer { state.actedSinceRead = false }
            return state.actedSinceRead
        }
    }

    func takeMouse() -> (x: Double, y: Double)? {
        state.withLock { state in
            defer { state.mouse = nil }
            return state.mouse
        }
    }

    func keepPromptText(_ text: String) {
        state.withLock { $0.promptText = text }
    }

    func takePromptText() -> String? {
        state.withLock { state in
            defer { state.promptText = nil }
            return state.promptText
        }
    }
}
#endif
