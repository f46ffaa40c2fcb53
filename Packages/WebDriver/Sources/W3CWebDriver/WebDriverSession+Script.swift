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
