import ElementCore
import Foundation
import WebDriver
import WebDriverClient

/// A web page opened in a browser through the web engine, read as a ``PageTree`` once it has
/// settled.
public enum LivePage {
    /// How the page is read.
    public struct Options: Sendable {
        /// An identifier or name that must be on the page before it is read (the page is ready).
        public var waitFor: String?
        /// How long the page may take to settle (and show `waitFor`), in seconds.
        public var timeout: TimeInterval
        /// The attribute that carries test ids.
        public var testIDAttribute: String

        /// Creates options.
        public init(waitFor: String? = nil, timeout: TimeInterval = 20, testIDAttribute: String = "data-testid") {
            self.waitFor = waitFor
            self.timeout = timeout
            self.testIDAttribute = testIDAttribute
        }
    }

    /// An engine for `url`: the managed headless Chromium, or the remote end of
    /// `TABTESTKIT_WEBDRIVER_URL` (credentials in that URL are sent as HTTP Basic auth by the
    /// WebDriver client, and never printed).
    public static func engine(for url: URL, testIDAttribute: String, headless: Bool = true,
                              environment: [String: String] = ProcessInfo.processInfo.environment) throws -> WebDriverEngine {
        if environment[RemoteWebDriver.urlVariable] != nil || headless {
            return try WebDriverEngine.chromium(baseURL: url, testIDAttribute: testIDAttribute, environment: environment)
        }
        let browser = try ManagedChromium.shared()
        return WebDriverEngine(configuration: .init(baseURL: url, testIDAttribute: testIDAttribute) {
            try browser.newSession(capabilities: .chromium(headless: false))
        }, name: "Chromium (WebDriver, headed)")
    }

    /// Opens `url` (as a test launches the app: a fresh session with TABTestKit's launch
    /// parameter) and returns its tree once it has settled.
    public static func read(_ url: URL, options: Options = Options()) throws -> PageTree {
        let engine = try engine(for: url, testIDAttribute: options.testIDAttribute)
        defer { engine.close() }
        try engine.launch(.underTest, configuration: LaunchConfiguration())
        return try settledTree(of: engine, options: options)
    }

    /// The page's tree once two reads half a second apart agree (and `waitFor` is there), so
    /// a page still rendering is not described half-drawn.
    public static func settledTree(of engine: WebDriverEngine, options: Options) throws -> PageTree {
        let deadline = Date(timeIntervalSinceNow: options.timeout)
        var previous: PageTree?
        var stableReads = 0
        while true {
            let tree = try engine.pageTree()
            let ready = options.waitFor.map { id in tree.nodes.contains { $0.snapshot.identifier == id || $0.snapshot.label == id } } ?? true
            if ready, let previous, signature(of: previous) == signature(of: tree) {
                stableReads += 1
                if stableReads >= 2 { return tree }
            } else {
                stableReads = 0
            }
            previous = tree
            guard Date() < deadline else {
                if !ready, let waitFor = options.waitFor {
                    throw LivePageError.notReady(waitFor: waitFor, seconds: options.timeout)
                }
                return tree
            }
            Thread.sleep(forTimeInterval: 0.25)
        }
    }

    /// What a Screen is made of, per node: the same signature means the same Screen.
    static func signature(of tree: PageTree) -> [String] {
        tree.nodes.map { node in
            let snapshot = node.snapshot
            return "\(snapshot.type.rawValue)|\(node.role)|\(node.parent ?? -1)|\(snapshot.identifier)|\(snapshot.label)|\(snapshot.isVisible)"
        }
    }
}

/// Why a live page could not be read.
public enum LivePageError: Error, Sendable, CustomStringConvertible {
    /// The awaited element never showed.
    case notReady(waitFor: String, seconds: TimeInterval)

    /// What went wrong.
    public var description: String {
        switch self {
        case .notReady(let waitFor, let seconds):
            return "No element with the identifier or name \"\(waitFor)\" appeared within \(Int(seconds)) s."
        }
    }
}
