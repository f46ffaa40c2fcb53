import Foundation

extension WebDriverSession {
    /// Loads `url` and waits for the page load to finish (according to the page load strategy).
    ///
    /// This is the classic command; ``page``'s ``PageChannel/navigate(to:)`` loads over the
    /// tab's own DevTools session where it can.
    ///
    /// - Returns: whether a failed load would have thrown (see ``NavigationResult``).
    @discardableResult
    public func navigate(to url: String) throws -> NavigationResult {
        try command(.post, "url", ["url": .string(url)])
        return NavigationResult(failuresReported: false)
    }

    /// Loads `url` (see ``navigate(to:)-(String)``).
    @discardableResult
    public func navigate(to url: URL) throws -> NavigationResult {
        try navigate(to: url.absoluteString)
    }

    /// The URL of the current page.
    public func currentURL() throws -> String {
        try command(.get, "url").stringValue ?? ""
    }

    /// The current page's title.
    public func title() throws -> String {
        try command(.get, "title").stringValue ?? ""
    }

    /// Goes back one page in history.
    public func back() throws {
        try command(.post, "back")
    }

    /// Goes forward one page in history.
    public func forward() throws {
        try command(.post, "forward")
    }

    /// Reloads the current page.
    public func refresh() throws {
        try command(.post, "refresh")
    }

    /// The serialized DOM of the current page (for Appium: the app's UI hierarchy as XML).
    public func source() throws -> String {
        try command(.get, "source").stringValue ?? ""
    }

    /// Sets the session's timeouts; `nil` leaves one unchanged.
    ///
    /// - Parameters:
    ///   - script: how long ``executeAsync(_:arguments:)`` waits for its callback (default 30 s).
    ///   - pageLoad: how long navigation waits for the page to load (default 300 s).
    ///   - implicit: how long element lookups retry before failing (default 0; keep it 0 and wait explicitly).
    public func setTimeouts(script: TimeInterval? = nil, pageLoad: TimeInterval? = nil, implicit: TimeInterval? = nil) throws {
        var body: [String: JSONValue] = [:]
        if let script { body["script"] = .number((script * 1000).rounded()) }
        if let pageLoad { body["pageLoad"] = .number((pageLoad * 1000).rounded()) }
        if let implicit { body["implicit"] = .number((implicit * 1000).rounded()) }
        try command(.post, "timeouts", .object(body))
        if let script { setScriptTimeout(script) }
    }

    /// The session's current timeouts in seconds: `script`, `pageLoad` and `implicit`.
    public func timeouts() throws -> (script: TimeInterval?, pageLoad: TimeInterval?, implicit: TimeInterval?) {
        let value = try command(.get, "timeouts")
        func seconds(_ key: String) -> TimeInterval? { value[key]?.doubleValue.map { $0 / 1000 } }
        return (seconds("script"), seconds("pageLoad"), seconds("implicit"))
    }

    /// Takes a screenshot of the viewport (or device screen).
    ///
    /// - Returns: PNG data.
    public func screenshot() throws -> Data {
        try decodeBase64(command(.get, "screenshot"), command: "GET screenshot")
    }

    /// Takes a screenshot of one element's bounding box.
    ///
    /// - Returns: PNG data.
    public func elementScreenshot(_ element: ElementReference) throws -> Data {
        try decodeBase64(command(.get, "element/\(pathSegment(element.id))/screenshot"), command: "GET element screenshot")
    }

    private func decodeBase64(_ value: JSONValue, command: String) throws -> Data {
        guard let text = value.stringValue, let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
            throw WebDriverError.invalidResponse(command: command, httpStatus: 200, body: "screenshot is not base64")
        }
        return data
    }
}

/// What ``WebDriverSession/navigate(to:)-(String)`` knows about the load it waited for.
public struct NavigationResult: Sendable, Hashable {
    /// `true` when a page that failed to load would have thrown: the browser's own navigation
    /// reported the outcome (an isolated tab of the managed Chromium, over CDP). `false`
    /// after the classic command, with which some drivers show the browser's error page
    /// without an error; check the page then.
    public let failuresReported: Bool

    /// A result saying whether a failed load would have thrown.
    public init(failuresReported: Bool) {
        self.failuresReported = failuresReported
    }
}
