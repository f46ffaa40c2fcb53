import Foundation

/// What an engine asks of the page a session shows: run a script that reads or one that acts,
/// send input, type into an element, load a URL, and see and answer a native dialog.
///
/// A session offers one channel, chosen once when the session is made (``WebDriverSession/page``):
/// - ``ClassicPageChannel``: classic W3C WebDriver commands, for every remote end and every
///   session of its own;
/// - the DevTools channel: an isolated tab of the managed Chromium controlled over CDP sends
///   what it can over the tab's own DevTools session, which costs the browser less than
///   chromedriver's commands (see `Tools/BenchPeers/README.md`).
///
/// Both give the same results and the same failures for the same page, so an engine never
/// asks which one it has. Script and dialog failures are ``PageChannelError`` values on both.
public protocol PageChannel: Sendable {
    /// Runs `script`, which only reads the page (running it twice changes nothing), as the body
    /// of a function (`arguments[0]`…) and returns its result; elements come back as
    /// ``ElementReference``s.
    ///
    /// - Throws: ``PageChannelError/scriptFailed(message:)`` when the script threw,
    ///   ``PageChannelError/dialogOpen(_:)`` when a native dialog blocks the page.
    func read(_ script: String, arguments: [JSONValue]) throws -> JSONValue

    /// Runs `script`, which only reads the page and calls its last argument with the result
    /// (a wait, for instance).
    ///
    /// - Throws: as ``read(_:arguments:)``, and ``PageChannelError/scriptTimedOut`` when it does
    ///   not call back within the session's ``WebDriverSession/scriptTimeout``.
    func readAsync(_ script: String, arguments: [JSONValue]) throws -> JSONValue

    /// Runs `script`, which may change the page (a click, a `history.pushState`), exactly once.
    /// `redacted`: the arguments hold a secret and are never logged.
    ///
    /// - Throws: as ``read(_:arguments:)``. A script that opens a dialog answers `null`.
    @discardableResult
    func act(_ script: String, arguments: [JSONValue], redacted: Bool) throws -> JSONValue

    /// Runs `script`, which may change the page and calls its last argument with the result,
    /// exactly once.
    ///
    /// - Throws: as ``readAsync(_:arguments:)``; ``PageChannelError/dialogOpen(_:)`` when a
    ///   dialog opens before it calls back.
    @discardableResult
    func actAsync(_ script: String, arguments: [JSONValue]) throws -> JSONValue

    /// Performs low-level input (pointer, key and wheel actions), as
    /// ``WebDriverSession/performActions(_:redacted:)`` describes them.
    func perform(_ sequences: [ActionSequence], redacted: Bool) throws

    /// Focuses `element` and types `text` as real key events (``Key`` constants are keys).
    ///
    /// `focused`: the caller's own check of `element`, just before, found it in the page, gave
    /// it the focus and found it takes key presses (the runtime's `prepareEdit`), so a channel
    /// that would otherwise focus it first with a request of its own types at once. The
    /// classic command checks and focuses it anyway.
    func type(_ text: String, into element: ElementReference, focused: Bool, redacted: Bool) throws

    /// Replaces the text of `element` with `text` (``Key`` constants are keys, pressed as
    /// ``type(_:into:focused:redacted:)`` presses them).
    ///
    /// `insertable`: the caller's check found `element` holds plain text (a text input, a text
    /// area, an editable region), so a channel that can may insert runs of characters at once,
    /// without key events, as pasting does. The classic channel selects all with Ctrl-A, erases
    /// it with Backspace and types, in one Send Keys.
    func fill(_ text: String, into element: ElementReference, focused: Bool, insertable: Bool, redacted: Bool) throws

    /// The reference the session's own classic commands (``WebDriverSession/switchToFrame(_:)``,
    /// ``WebDriverSession/sendKeys(_:text:redacted:)``…) take for `element`, a reference this
    /// channel's reads returned: the same reference on the classic channel.
    ///
    /// - Throws: as the classic command does for a stale reference when the element left the page.
    func classicReference(_ element: ElementReference) throws -> ElementReference

    /// Loads `url` and waits for its load.
    ///
    /// - Returns: whether a page that failed to load threw (see ``NavigationResult``).
    @discardableResult
    func navigate(to url: String) throws -> NavigationResult

    /// The open `alert()`, `confirm()` or `prompt()` dialog, or `nil` when none is open. The
    /// classic channel knows its message, not its kind.
    func openDialog() throws -> UserPrompt?

    /// Accepts (OK) or dismisses (Cancel) the open dialog.
    ///
    /// - Throws: ``PageChannelError/noDialog`` when none is open.
    func answerDialog(accept: Bool) throws

    /// Types `text` into the open `prompt()` (accept it afterwards); `redacted` for secrets.
    ///
    /// - Throws: ``PageChannelError/noDialog`` when none is open,
    ///   ``PageChannelError/dialogTakesNoText(_:)`` when the dialog is not a prompt.
    func typeIntoDialog(_ text: String, redacted: Bool) throws
}

/// Why a page channel could not do what it was asked, the same on every channel: the classic
/// commands' W3C errors and the DevTools session's answers become these values where they are
/// read, so no caller compares error texts.
public enum PageChannelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The page's script threw; `message` is the exception's first line.
    case scriptFailed(message: String)
    /// An asynchronous script did not call back within the script timeout.
    case scriptTimedOut
    /// A native dialog blocks the page.
    case dialogOpen(UserPrompt)
    /// No dialog is open to read or answer.
    case noDialog
    /// Text was sent to a dialog that takes none (an alert or a confirm).
    case dialogTakesNoText(UserPrompt)
    /// The page failed to load; `networkError` is the browser's (`net::ERR_CONNECTION_REFUSED`).
    case loadFailed(networkError: String)
    /// An element the request was given is no longer in the page: it was removed, or its page
    /// was replaced (W3C's `stale element reference`). Find it again.
    case staleElement

    public var description: String {
        switch self {
        case .scriptFailed(let message): return "the page's script threw: \(message)"
        case .scriptTimedOut: return "the page's script did not call back within the script timeout"
        case .dialogOpen(let prompt): return "\(prompt) blocks the page"
        case .noDialog: return "no native dialog is open"
        case .dialogTakesNoText(let prompt): return "\(prompt) takes no text"
        case .loadFailed(let networkError): return "the page failed to load (\(networkError))"
        case .staleElement: return "an element it was given is no longer in the page (stale element reference)"
        }
    }
}

/// The classic W3C WebDriver page channel: each request is one classic command of the session.
public struct ClassicPageChannel: PageChannel {
    /// The session whose classic commands carry the requests.
    public let session: WebDriverSession

    /// A channel over `session`'s classic commands.
    public init(session: WebDriverSession) {
        self.session = session
    }

    public func read(_ script: String, arguments: [JSONValue]) throws -> JSONValue {
        try Self.typed { try session.executeSync(script, arguments: arguments) }
    }

    public func readAsync(_ script: String, arguments: [JSONValue]) throws -> JSONValue {
        try Self.typed { try session.executeAsync(script, arguments: arguments) }
    }

    @discardableResult
    public func act(_ script: String, arguments: [JSONValue], redacted: Bool) throws -> JSONValue {
        try Self.typed { try session.executeSync(script, arguments: arguments, redacted: redacted) }
    }

    @discardableResult
    public func actAsync(_ script: String, arguments: [JSONValue]) throws -> JSONValue {
        try Self.typed { try session.executeAsync(script, arguments: arguments) }
    }

    public func perform(_ sequences: [ActionSequence], redacted: Bool) throws {
        try Self.typed { try session.performActions(sequences, redacted: redacted) }
    }

    public func type(_ text: String, into element: ElementReference, focused: Bool, redacted: Bool) throws {
        try Self.typed { try session.sendKeys(element, text: text, redacted: redacted) }
    }

    public func fill(_ text: String, into element: ElementReference, focused: Bool, insertable: Bool, redacted: Bool) throws {
        try type(Self.clearing + text, into: element, focused: focused, redacted: redacted)
    }

    /// The keys that erase a field's text before it is filled: Ctrl-A, then Backspace.
    public static let clearing = Key.control + "a" + Key.null + Key.backspace

    /// The classic channel's references are the classic commands' own.
    public func classicReference(_ element: ElementReference) -> ElementReference { element }

    @discardableResult
    public func navigate(to url: String) throws -> NavigationResult {
        try Self.typed { try session.navigate(to: url) }
    }

    public func openDialog() throws -> UserPrompt? {
        do {
            return UserPrompt(kind: nil, text: try session.alertText())
        } catch let error as WebDriverError where error.code == .noSuchAlert {
            return nil
        }
    }

    public func answerDialog(accept: Bool) throws {
        try Self.typed { accept ? try session.acceptAlert() : try session.dismissAlert() }
    }

    public func typeIntoDialog(_ text: String, redacted: Bool) throws {
        try Self.typed { try session.sendAlertText(text, redacted: redacted) }
    }

    /// `body`'s result, with the W3C errors that say what happened to a script or a dialog as
    /// ``PageChannelError`` values (read from their codes, never their texts).
    static func typed<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as WebDriverError {
            if case .userPromptOpen(let prompt, _) = error { throw PageChannelError.dialogOpen(prompt) }
            guard case .protocolError(let code, let codeText, let message, _, _) = error else { throw error }
            switch code {
            case .javascriptError: throw PageChannelError.scriptFailed(message: Self.firstLine(of: message, after: codeText))
            case .scriptTimeout: throw PageChannelError.scriptTimedOut
            case .noSuchAlert: throw PageChannelError.noDialog
            case .staleElementReference, .detachedShadowRoot: throw PageChannelError.staleElement
            case .unknownError:
                // chromedriver reports a failed load as an unknown error naming the network error.
                guard let networkError = Self.networkError(in: message) else { throw error }
                throw PageChannelError.loadFailed(networkError: networkError)
            default: throw error
            }
        }
    }

    /// `net::ERR_CONNECTION_REFUSED` in a driver's message, if any.
    static func networkError(in message: String) -> String? {
        guard let range = message.range(of: "net::ERR_") else { return nil }
        return String(message[range.lowerBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" })
    }

    /// The first line of a W3C error's message, without the error code the driver repeats
    /// in front of it (chromedriver writes `javascript error: …`).
    private static func firstLine(of message: String, after codeText: String) -> String {
        var line = message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? message
        if line.hasPrefix(codeText + ": ") { line.removeFirst(codeText.count + 2) }
        return line
    }
}

extension PageChannel {
    /// Runs `script`, which only reads the page, without arguments (see ``read(_:arguments:)``).
    public func read(_ script: String) throws -> JSONValue {
        try read(script, arguments: [])
    }

    /// Runs `script`, which may change the page, once (see ``act(_:arguments:redacted:)``).
    @discardableResult
    public func act(_ script: String, arguments: [JSONValue] = []) throws -> JSONValue {
        try act(script, arguments: arguments, redacted: false)
    }

    /// Runs `script`, which only reads the page and calls back, without arguments (see
    /// ``readAsync(_:arguments:)``).
    public func readAsync(_ script: String) throws -> JSONValue {
        try readAsync(script, arguments: [])
    }

    /// Runs `script`, which may change the page and calls back, once, without arguments (see
    /// ``actAsync(_:arguments:)``).
    @discardableResult
    public func actAsync(_ script: String) throws -> JSONValue {
        try actAsync(script, arguments: [])
    }

    /// Performs input that holds no secret (see ``perform(_:redacted:)``).
    public func perform(_ sequences: [ActionSequence]) throws {
        try perform(sequences, redacted: false)
    }

    /// Focuses `element` and types `text` (see ``type(_:into:focused:redacted:)``).
    public func type(_ text: String, into element: ElementReference, redacted: Bool) throws {
        try type(text, into: element, focused: false, redacted: redacted)
    }

    /// Types `text`, which is no secret, into `element` (see ``type(_:into:focused:redacted:)``).
    public func type(_ text: String, into element: ElementReference) throws {
        try type(text, into: element, focused: false, redacted: false)
    }
}
