import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// Issue 11, bug 2: the page runtime's roles and accessible names, checked against Chromium's
/// own (`GET …/computedrole` and `…/computedlabel`) for every element of a corpus: a page per
/// accname 1.2 rule (`Packages/WebDriver/Tests/RuntimeJS/Pages`) and the example app's screens.
///
/// How answers are compared:
/// - Names: equal once whitespace is collapsed and trimmed (accname trims; Chromium sometimes
///   keeps a leading space).
/// - Roles: equal, except that roles without semantics are one class: `generic`, `none`, `""`
///   (an element with no ARIA role, such as `<label>`) and Chromium's internal role names
///   (capitalised: `LabelText`, `Legend`, `Date`, `LayoutTableCell`…). Chromium reports `none`
///   for the generic wrappers it leaves out of its tree, and its own names where ARIA has no role.
@Suite("Roles and names agree with Chromium", .serialized)
struct AccessibilityOracleTests {
    static let corpusPages = ["index.html", "labelledby.html", "embedded-controls.html", "native-labels.html", "grouping.html",
                              "fallbacks.html", "generated-content.html", "hidden.html", "name-from-content.html",
                              "roles.html", "edge-cases.html"]
    static let appRoutes = ["/", "/profile?loggedInAs=Ada", "/table", "/detail/3", "/collection", "/other", "/page", "/tasks", "/shipments"]

    /// Disagreements known and accepted, by page and element (as printed), with the reason.
    /// Every disagreement not listed here fails the test.
    static let knownIssues: [String: String] = [:]

    /// The share of nodes that must agree.
    static let threshold = 0.98

    @Test func rolesAndNamesAgreeWithChromium() throws {
        let engine = try WebDriverEngine.chromium(baseURL: nil)
        defer { engine.close() }
        var comparisons: [Comparison] = []
        let corpus = try PageServers.corpus.get()
        for page in Self.corpusPages {
            comparisons += try compare(PageServers.url(page, on: corpus), named: page, engine: engine)
        }
        let app = try PageServers.exampleApp.get()
        for route in Self.appRoutes {
            comparisons += try compare(PageServers.url(String(route.dropFirst()), on: app), named: "example app \(route)",
                                       engine: engine, waitForApp: true)
        }

        let disagreements = comparisons.filter { !$0.agrees }
        let agreeing = comparisons.count - disagreements.count
        print("\(agreeing)/\(comparisons.count) nodes agree with Chromium (roles and accessible names, \(Self.corpusPages.count + Self.appRoutes.count) pages)")
        for disagreement in disagreements {
            if let reason = Self.knownIssues[disagreement.key] {
                print("  known issue: \(disagreement) — \(reason)")
            } else {
                Issue.record("Disagrees with Chromium (not a known issue): \(disagreement)")
            }
        }
        #expect(comparisons.count >= 1000, "the corpus was walked (\(comparisons.count) nodes)")
        #expect(Double(agreeing) >= Self.threshold * Double(comparisons.count))
    }

    /// One element's role and name, from the runtime and from Chromium.
    struct Comparison: CustomStringConvertible {
        var page: String
        var element: String
        var runtime: (role: String, name: String)
        var chromium: (role: String, name: String)

        var key: String { "\(page) | \(element)" }

        var agrees: Bool {
            Self.sameRole(runtime.role, chromium.role) && Self.collapsed(runtime.name) == Self.collapsed(chromium.name)
        }

        var description: String {
            "\(key): runtime \(runtime.role) \"\(runtime.name)\", Chromium \(chromium.role) \"\(Self.collapsed(chromium.name))\""
        }

        static func collapsed(_ text: String) -> String {
            text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }

        static func sameRole(_ runtime: String, _ chromium: String) -> Bool {
            runtime == chromium || (!isSemantic(runtime) && !isSemantic(chromium))
        }

        static func isSemantic(_ role: String) -> Bool {
            guard let first = role.first else { return false }
            return !first.isUppercase && role != "generic" && role != "none"
        }
    }

    /// Opens `url`, installs the runtime the way the engine does (by querying), and compares
    /// every element of the body.
    private func compare(_ url: URL, named page: String, engine: WebDriverEngine, waitForApp: Bool = false) throws -> [Comparison] {
        if let session = engine.currentSession {
            try session.navigate(to: url)
        } else {
            try engine.open(url)
        }
        let session = try #require(engine.currentSession)
        if waitForApp { try waitUntilReady(session) }
        _ = try engine.matches(Button().query) // installs the page runtime, as any query does
        let listing = try session.executeSync("""
        const ttk = window.__tabtestkit;
        return Array.from(document.body.querySelectorAll("*")).map((e) => {
          const tag = e.cloneNode(false).outerHTML.replace(/\\s+/g, " ");
          return [e, ttk.role(e), ttk.accessibleName(e), tag.length > 90 ? tag.slice(0, 90) + "…" : tag];
        });
        """)
        var comparisons: [Comparison] = []
        for entry in listing.arrayValue ?? [] {
            guard let reference = entry[0].flatMap(ElementReference.init(json:)),
                  let role = entry[1]?.stringValue, let name = entry[2]?.stringValue,
                  let element = entry[3]?.stringValue else {
                Issue.record("\(page): the runtime listed an unreadable element: \(entry)")
                continue
            }
            comparisons.append(Comparison(
                page: page, element: element, runtime: (role, name),
                chromium: (try session.computedRole(of: reference), try session.computedLabel(of: reference))
            ))
        }
        return comparisons
    }

    /// Waits (at most 10 s) for the example app to render its screen.
    private func waitUntilReady(_ session: WebDriverSession) throws {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let ready = try session.executeSync("""
            const app = document.getElementById("app");
            return !!app && app.dataset.ready === "true" && !!document.querySelector("main > *");
            """)
            if ready.boolValue == true { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("The example app did not render within 10 s")
    }
}
