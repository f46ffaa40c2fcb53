import Foundation

extension WebDriverSession {
    /// Runs `script` as the body of a function in the page and returns its result.
    ///
    /// Arguments are available as `arguments[0]`, `arguments[1]`…; pass elements with
    /// ``JSONValue/element(_:)``. Elements in the result come back as element references anywhere in
    /// the returned value (read them with ``JSONValue/elementReference`` or ``JSONValue/allElementReferences``).
    /// On Appium this is also how `mobile:` commands are called: `executeSync("mobile: launchApp", arguments: [["bundleId": "…"]])`.
    ///
    /// ```swift
    /// let sum = try session.executeSync("return arguments[0] + arguments[1]", arguments: [2, 3])  // 5
    /// ```
    ///
    /// Pass `redacted: true` when the arguments hold a secret (text for a password field): the
    /// body is then never logged.
    @discardableResult
    public func executeSync(_ script: String, arguments: [JSONValue] = [], redacted: Bool = false) throws -> JSONValue {
        try command(.post, "execute/sync", ["script": .string(script), "args": .array(arguments)], redacted: redacted)
    }

    /// Runs `script`, which only reads the page (running it twice changes nothing), as
    /// ``executeSync(_:arguments:redacted:)`` does, with the same result.
    ///
    /// In an isolated tab of the managed Chromium controlled over CDP, the tab's own DevTools
    /// session runs it (a classic `execute` costs the browser and chromedriver more), while
    /// classic commands address the tab's top document, no dialog is open, and neither the
    /// arguments nor the result hold elements of another document (a frame's, or a replaced
    /// page's). A page that is loading is read once it loaded (as the classic command waits),
    /// and one that navigated while the script ran is read again. Elements in the result are
    /// the references chromedriver gives. Otherwise, and when a dialog opened meanwhile, the
    /// classic command runs it.
    @discardableResult
    public func executeReading(_ script: String, arguments: [JSONValue] = []) throws -> JSONValue {
        try readOverTab(script, arguments: arguments, async: false, timeout: min(commandTimeout, scriptTimeout))
            ?? executeSync(script, arguments: arguments)
    }

    /// Runs `script`, which only reads the page and calls its last argument with the result
    /// (a wait, for instance), as ``executeAsync(_:arguments:)`` does, with the same result; in
    /// an isolated tab of the managed Chromium over its DevTools session, as
    /// ``executeReading(_:arguments:)`` says. A script that does not call back within
    /// ``scriptTimeout`` is a `script timeout` error either way.
    @discardableResult
    public func executeReadingAsync(_ script: String, arguments: [JSONValue] = []) throws -> JSONValue {
        try readOverTab(script, arguments: arguments, async: true, timeout: scriptTimeout)
            ?? executeAsync(script, arguments: arguments)
    }

    /// Runs `script`, which may change the page (a click, a `history.pushState`), once, as
    /// ``executeSync(_:arguments:redacted:)`` does.
    ///
    /// In an isolated tab of the managed Chromium controlled over CDP, the tab's own DevTools
    /// session runs it when ``executeReading(_:arguments:)`` would (top document, settled page,
    /// no dialog, elements of the top document only); otherwise the classic command. Never both:
    /// once sent, it is not run again. Over the tab, a result holding an element of another
    /// document is a `javascript error` (the classic command would have named it), and a script
    /// that opens a dialog answers `null`, as chromedriver does.
    ///
    /// Pass `redacted: true` when the arguments hold a secret: the classic command's body is
    /// then never logged (over the tab, no script or argument is logged).
    @discardableResult
    public func executeActing(_ script: String, arguments: [JSONValue] = [], redacted: Bool = false) throws -> JSONValue {
        try actOverTab(script, arguments: arguments, async: false, timeout: min(commandTimeout, scriptTimeout))
            ?? executeSync(script, arguments: arguments, redacted: redacted)
    }

    /// Runs `script`, which may change the page and calls its last argument with the result,
    /// once, as ``executeAsync(_:arguments:)`` does; over an isolated tab's DevTools session as
    /// ``executeActing(_:arguments:)`` says. A dialog that opens before it calls back is a
    /// ``WebDriverError/userPromptOpen(_:command:)`` error over the tab.
    @discardableResult
    public func executeActingAsync(_ script: String, arguments: [JSONValue] = []) throws -> JSONValue {
        try actOverTab(script, arguments: arguments, async: true, timeout: scriptTimeout)
            ?? executeAsync(script, arguments: arguments)
    }

    private func actOverTab(_ script: String, arguments: [JSONValue], async isAsync: Bool, timeout: TimeInterval) throws -> JSONValue? {
        guard let tabControl else { return nil }
        let route = readRoute()
        guard route.overTab else { return nil }
        // Whichever command runs it, the next read lets what it started begin first.
        defer { notePageChangedOverTab() }
        return try tabControl.act(script, arguments: arguments, async: isAsync, afterAction: route.afterAction, timeout: timeout)
    }

    private func readOverTab(_ script: String, arguments: [JSONValue], async isAsync: Bool, timeout: TimeInterval) throws -> JSONValue? {
        guard let tabControl else { return nil }
        let route = readRoute()
        guard route.overTab else { return nil }
        return try tabControl.read(script, arguments: arguments, async: isAsync, afterAction: route.afterAction, timeout: timeout)
    }

    /// Runs `script` asynchronously: it receives a callback as its last argument
    /// (`arguments[arguments.length - 1]`) and the command returns the value passed to that callback.
    ///
    /// The request's deadline is the session's ``scriptTimeout`` plus 10 seconds, so the driver's own
    /// `script timeout` error arrives first.
    ///
    /// ```swift
    /// let value = try session.executeAsync("const done = arguments[0]; setTimeout(() => done(42), 100)")
    /// ```
    @discardableResult
    public func executeAsync(_ script: String, arguments: [JSONValue] = []) throws -> JSONValue {
        try command(
            .post, "execute/async", ["script": .string(script), "args": .array(arguments)],
            timeout: max(commandTimeout, scriptTimeout + 10)
        )
    }
}
