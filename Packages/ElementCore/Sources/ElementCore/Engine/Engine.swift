import Foundation

/// An engine that finds and drives user-interface elements: XCUI, a WebDriver remote end,
/// or the in-memory tree.
///
/// Elements never talk to an engine directly: they build an ``ElementQuery`` and hand it to
/// the engine of the running test (see ``currentEngine``). Calls are synchronous; an engine may
/// block on its I/O. Every query is resolved afresh, so nothing an engine returns goes stale.
///
/// Semantics every engine follows (the conformance suite checks them):
/// - a step matches descendants of the previous step's node, of the step's type (`.any`
///   matches all), whose identifier *or* label equals the step's id, that pass its filters,
///   in document order;
/// - a step with an index picks that match; a step without one requires a single match when
///   the query is strict (``EngineError/ambiguous(step:matches:)`` otherwise) and picks the
///   first when it is not.
public protocol Engine: AnyObject, Sendable {
    /// A short name for messages, e.g. `in-memory`, `Chromium (WebDriver)`, `XCUI`.
    var name: String { get }

    /// Resolves a whole query, parent chain included, in one call.
    func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution

    /// Snapshots of every node the query's last step matches (its index ignored), in order.
    /// Returns an empty array when an ancestor step does not resolve.
    func matches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot]

    /// Resolves the query, checks the element can receive the action, and performs it.
    ///
    /// - Throws: ``EngineError/notActionable(reason:)`` (with the reason) when the element is
    ///   not ready; the caller retries until its deadline.
    func perform(_ action: ElementAction, on query: ElementQuery) throws(EngineError)

    /// Launches (or relaunches) an application.
    func launch(_ app: AppTarget, configuration: LaunchConfiguration) throws(EngineError)
    /// Terminates an application.
    func terminate(_ app: AppTarget) throws(EngineError)
    /// Brings an application to the foreground.
    func activate(_ app: AppTarget) throws(EngineError)
    /// Sends an application to the background.
    func background(_ app: AppTarget) throws(EngineError)
    /// The running state of an application.
    func state(of app: AppTarget) throws(EngineError) -> AppState

    /// A PNG screenshot of the screen (or page).
    func screenshot() throws(EngineError) -> Data
    /// What the screen is made of now, as text for a failure report: the page's HTML, the
    /// accessibility tree… `nil` when the engine cannot tell.
    func pageSource() -> PageSource?
    /// Opens a URL: a deep link into the app, or a web page.
    func open(_ url: URL) throws(EngineError)
    /// Why the screen may show none of the elements a test expects, for the failure message of
    /// an element that does not exist: e.g. `the page failed to load: HTTP 503 for
    /// http://127.0.0.1:8080/`. `nil` when the engine sees no such problem.
    func pageProblem() -> String?

    /// Blocks until the user interface may have changed, or `timeout` seconds have passed.
    ///
    /// Waiting loops call this between checks. Engines that can observe changes (a
    /// MutationObserver, a tree that knows when it is edited) return as soon as something
    /// changes; the default implementation simply sleeps for `timeout`.
    func waitForChange(timeout: TimeInterval)

    /// An optional capability of this engine (biometrics, permissions, native alerts…), or
    /// `nil` when the engine does not offer it.
    func capability<Capability>(_ type: Capability.Type) -> Capability?
}

extension Engine {
    /// Sleeps for `timeout` seconds: the polling fallback.
    public func waitForChange(timeout: TimeInterval) {
        guard timeout > 0 else { return }
        Thread.sleep(forTimeInterval: timeout)
    }

    /// No page source.
    public func pageSource() -> PageSource? { nil }

    /// No problem known.
    public func pageProblem() -> String? { nil }

    /// No optional capabilities.
    public func capability<Capability>(_ type: Capability.Type) -> Capability? {
        self as? Capability
    }
}

/// The text of what is on screen, as an engine describes it.
public struct PageSource: Sendable {
    /// A file-like name, e.g. `page.html`, `accessibility-tree.txt`.
    public var name: String
    /// The media type, e.g. `text/html`, `text/plain`.
    public var mediaType: String
    /// The text.
    public var text: String

    /// Creates a page source.
    public init(name: String, mediaType: String, text: String) {
        self.name = name
        self.mediaType = mediaType
        self.text = text
    }
}
