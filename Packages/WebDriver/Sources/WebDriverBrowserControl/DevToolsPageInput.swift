#if canImport(WebSocketKit)
import Foundation

/// Input and scripts that change the page, sent over a lent tab's own CDP session instead of
/// chromedriver's classic commands (which cost a request to chromedriver, its own checks, and
/// its attaching to the tab the first time; see `Tools/BenchPeers/README.md`).
///
/// Unlike a read (``read(session:script:arguments:async:afterAction:timeout:)``), what is sent
/// here happens: it is never sent twice. So each function first checks that the classic command
/// would have done the same (the page is settled, no dialog is open, the element belongs to the
/// top document), returns `false` or `nil` to leave it to the classic command before anything
/// was sent, and once it sent something, reports the outcome as the classic command would.
extension DevToolsConnection {
    /// Dispatches one mouse's or wheel's actions (``MouseInput/steps(for:)-([ActionSequence])``:
    /// moves and scrolls relative to the viewport, presses, releases and pauses, every button
    /// released at the end) as chromedriver does: the events go out together and the call
    /// returns when the page handled the last one, or when a dialog opened (it blocks the page
    /// until it is answered; the input that opened it was delivered). `false`, with nothing
    /// sent, when the classic command must do it.
    func dispatchMouse(session: String, sequences: [ActionSequence], timeout: TimeInterval) throws -> Bool {
        guard let steps = MouseInput.steps(for: sequences), pageStates.settledPage(session) != nil else { return false }
        let deadline = Date().addingTimeInterval(timeout)
        var batch: [(String, [String: JSONValue])] = []
        for step in steps {
            switch step {
            case .event(let parameters):
                batch.append(("Input.dispatchMouseEvent", parameters))
            case .pause(let seconds):
                guard try deliver(batch, to: session, until: deadline, timeout: timeout) else { return true }
                batch = []
                Thread.sleep(forTimeInterval: min(seconds, max(0, deadline.timeIntervalSinceNow)))
            }
        }
        _ = try deliver(batch, to: session, until: deadline, timeout: timeout)
        return true
    }

    /// Presses named keys as chromedriver's Perform Actions does for a keyboard that releases
    /// each key at once (``KeyboardInput/events(pressing:)``): the key events go to the focused
    /// element together, and the call returns when the page handled the last one or a dialog
    /// opened. `false`, with nothing sent, when the classic command must press them.
    func dispatchKeys(session: String, sequences: [ActionSequence], timeout: TimeInterval) throws -> Bool {
        guard let events = KeyboardInput.events(pressing: sequences), pageStates.settledPage(session) != nil else { return false }
        _ = try deliver(events.map { ("Input.dispatchKeyEvent", $0) }, to: session, until: Date().addingTimeInterval(timeout),
                        timeout: timeout)
        return true
    }

    /// Types `text` into `element` as chromedriver's Element Send Keys does: focuses it when it
    /// is not the focused element (with the caret at the end of its value), then one key press
    /// per character with the key, code and key code of a US keyboard, Shift held for the
    /// characters that need it. `false`, with nothing typed, when the classic command must do
    /// it: an element of another document or frame, a file input, an element that does not take
    /// focus, or text with control characters or other special keys than the named keys of
    /// ``KeyboardInput/events(typing:)`` (Backspace, Delete, Tab, Enter, Escape, the arrows…).
    ///
    /// `focused`: the caller's check gave the element the focus just before (see
    /// ``PageChannel/type(_:into:focused:redacted:)``), so it is not focused again, which saves
    /// the two requests of a script given an element; the keys then go out only while the page
    /// is settled, no dialog is open, and the element is a node of the document it shows.
    func type(session: String, text: String, into element: ElementReference, focused: Bool, timeout: TimeInterval) throws -> Bool {
        guard let keys = KeyboardInput.events(typing: text) else { return false }
        let deadline = Date().addingTimeInterval(timeout)
        if focused {
            guard isNodeOfSettledPage(element, session: session) else { return false }
        } else {
            // Focusing is a script with the element as its argument: one of another document (or
            // stale) is left to the classic command, which says what is wrong with it.
            guard try act(session: session, script: Self.focusForTyping, arguments: [element.json], async: false, afterAction: false,
                          timeout: timeout) == "focused" else { return false }
        }
        _ = try deliver(keys.map { ("Input.dispatchKeyEvent", $0) }, to: session, until: deadline, timeout: timeout)
        return true
    }

    /// Replaces the text of `element`, which the caller just focused, with `text` as
    /// ``KeyboardInput/commands(filling:)`` says: the commands go out together, and the call
    /// returns when the page handled the last one or a dialog opened. `false`, with nothing
    /// sent, when the classic command must do it (as ``type(session:text:into:focused:timeout:)``).
    func fill(session: String, text: String, into element: ElementReference, timeout: TimeInterval) throws -> Bool {
        guard let commands = KeyboardInput.commands(filling: text), isNodeOfSettledPage(element, session: session) else { return false }
        _ = try deliver(commands, to: session, until: Date().addingTimeInterval(timeout), timeout: timeout)
        return true
    }

    /// Whether keys may go to `element`, which the caller just focused: the page is settled, no
    /// dialog is open, and the element is a node of the document the page shows.
    private func isNodeOfSettledPage(_ element: ElementReference, session: String) -> Bool {
        guard let page = pageStates.settledPage(session) else { return false }
        return Self.backendNode(ofID: element.id, mainFrame: page.mainFrame, loader: page.loaderId) != nil
    }

    /// Runs `script`, which may change the page, once in the tab's top document, as
    /// ``WebDriverSession/executeSync(_:arguments:redacted:)`` (or with `async`,
    /// ``WebDriverSession/executeAsync(_:arguments:)``) runs it; `nil`, with nothing run, when the
    /// classic command must: the page is loading, a dialog is open, or (`afterAction`) a
    /// navigation the last action started has not loaded.
    ///
    /// - Throws: ``PageChannelError/scriptFailed(message:)`` when the script threw, the page
    ///   was replaced before it answered, or its result holds an element of another document
    ///   (which only the classic command can name, and the script is not run twice);
    ///   ``PageChannelError/scriptTimedOut``; ``PageChannelError/dialogOpen(_:)`` when an
    ///   asynchronous script opened a dialog before it called back. A synchronous script that opened a dialog answers `null`, as chromedriver does.
    func act(session: String, script: String, arguments: [JSONValue], async isAsync: Bool, afterAction: Bool,
             timeout: TimeInterval) throws -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        if afterAction, try !settle(session: session, until: deadline, timeout: timeout) { return nil }
        guard let before = pageStates.settledPage(session) else { return nil }
        guard let prepared = try scriptCall(session: session, script: script, arguments: arguments, async: isAsync, until: deadline) else {
            return nil
        }
        defer { release(prepared, in: session) }
        let call = try start(prepared.method, prepared.parameters, session: session)
        let answer: JSONValue?
        do {
            answer = try awaitUnlessDialog(call, session: session, until: deadline, timeout: timeout)
        } catch WebDriverError.deadlineExceeded(_, _) where isAsync {
            throw PageChannelError.scriptTimedOut
        }
        guard let answer else {
            if !isAsync { return .null }
            // The dialog opened before the script called back.
            throw PageChannelError.dialogOpen(openDialog(session: session)?.prompt ?? UserPrompt(kind: nil, text: nil))
        }
        guard let result = answer["result"], answer["error"] == nil else {
            throw PageChannelError.scriptFailed(message: "document unloaded while waiting for result")
        }
        if let thrown = Self.thrown(in: result) { throw thrown }
        guard let value = Self.decodeRead(result["result"]?["deepSerializedValue"], mainFrame: before.mainFrame) else {
            throw PageChannelError.scriptFailed(message: "the script's result holds an element of another document (a frame's, or one the page replaced); "
                                   + "switch to its frame, or return it from a read")
        }
        return value
    }

    /// The parameters of a `Runtime.evaluate` of `expression` whose result is deep-serialized
    /// (nodes with their backend ids), as reads and page-changing scripts take it.
    static func evaluation(of expression: String) -> [String: JSONValue] {
        ["expression": .string(expression), "awaitPromise": true,
         "serializationOptions": ["serialization": "deep", "maxDepth": 3,
                                  "additionalParameters": ["maxNodeDepth": 0, "includeShadowTree": "none"]]]
    }

    /// Sends `commands` together (CDP runs a session's commands in order, so the page gets them
    /// in order without a round trip each) and waits until the last one is answered: `false`
    /// when a dialog opened first (the commands after it wait for it), which ends the input as
    /// the classic command's would end. An error in any answer fails the whole input, and
    /// nothing is sent again: the commands before it were delivered, and sending them twice
    /// would type twice.
    private func deliver(_ commands: [(String, [String: JSONValue])], to session: String, until deadline: Date,
                         timeout: TimeInterval) throws -> Bool {
        let calls = try commands.map { try start($0.0, $0.1, session: session) }
        guard let last = calls.last else { return true }
        let answer = try awaitUnlessDialog(last, session: session, until: deadline, timeout: timeout)
        for call in calls.dropLast() {
            // Answered before the last one when it was answered; else held back with it by the dialog.
            guard let outcome = call.answer(waitingAtMost: 0) else {
                call.abandon()
                continue
            }
            if let error = try outcome.get()["error"] { throw BrowserControlError(answer: error, to: call.method) }
        }
        if let error = answer?["error"] { throw BrowserControlError(answer: error, to: last.method) }
        return answer != nil
    }

    /// The whole answer to `call`, or `nil` when a dialog opened or the page went away first.
    func awaitUnlessDialog(_ call: JSONCommandChannel.Call, session: String, until deadline: Date,
                                   timeout: TimeInterval) throws -> JSONValue? {
        while true {
            if let outcome = call.answer(waitingAtMost: min(0.05, max(0, deadline.timeIntervalSinceNow))) {
                return try outcome.get()
            }
            if pageStates.page(session)?.dialogOpen != false {
                call.abandon()
                return nil
            }
            if deadline.timeIntervalSinceNow <= 0 {
                call.abandon()
                throw WebDriverError.deadlineExceeded(command: "CDP \(call.method)", deadline: timeout)
            }
        }
    }

    /// The failure of a script that threw, from its evaluation's result (the exception's
    /// first line).
    static func thrown(in result: JSONValue) -> PageChannelError? {
        guard let exception = result["exceptionDetails"] else { return nil }
        let text = exception["exception"]?["description"]?.stringValue ?? exception["text"]?.stringValue ?? "the script threw"
        return .scriptFailed(message: text.split(separator: "\n").first.map(String.init) ?? text)
    }

    /// Focuses the element (the first argument) as Element Send Keys does, unless it has focus
    /// already: `"focused"` when it then has focus; otherwise the classic command types (and
    /// reports why it cannot). A file input takes paths, not key presses.
    static let focusForTyping = """
        const element = arguments[0];
        if (!element.isConnected) return "stale";
        if (element.localName === "input" && element.type === "file") return "file";
        const active = () => {
          let a = document.activeElement;
          while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
          return a;
        };
        if (active() === element) return "focused";
        element.focus();
        if (active() !== element) return "unfocusable";
        if (typeof element.setSelectionRange === "function" && typeof element.value === "string") {
          try { element.setSelectionRange(element.value.length, element.value.length); } catch (e) { /* not a text field */ }
        }
        return "focused";
        """
}
#endif
