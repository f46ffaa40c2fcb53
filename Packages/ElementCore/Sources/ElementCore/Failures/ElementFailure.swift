import Foundation

/// Why an element could not be found, used or brought to a state: the typed cause of
/// ElementCore's failures, carried up to the reports with the engine's answer and the element's
/// full query, and turned into text only where it is shown (``description``).
///
/// Tests assert on it instead of on the text:
///
/// ```swift
/// let failure = Failures.capture { alert.okButton.tap() }.first
/// guard case .ambiguous(_, let matches) = failure?.elementFailure?.reason else { … }
/// ```
public struct ElementFailure: FailureCause {
    /// What stood in the way.
    public enum Reason: Sendable {
        /// The test has no engine to ask.
        case noEngine
        /// Nothing matched: `query` is the element's query up to the level that matched nothing
        /// (the whole query, or an ancestor's).
        case notFound(query: ElementQuery)
        /// Several nodes matched `query` (the element's query up to the ambiguous level) under
        /// strict matching: the `matches`, as the engine listed them.
        case ambiguous(query: ElementQuery, matches: [ElementSnapshot])
        /// The element exists but could not take the action: not visible, covered, disabled…
        case notActionable(reason: String)
        /// A native dialog (alert, confirm, prompt) is in front of the page; `kind` and `text`
        /// as the engine was told them.
        case dialogOpen(kind: String?, text: String?)
        /// The engine failed, does not offer this, or could not evaluate the query; retrying
        /// would not help.
        case engine(EngineError)
        /// The element did not reach what was expected before the deadline (or the engine said
        /// waiting would not help): what was expected and what was seen last.
        case timedOut(expected: String, observed: String)
        /// An argument the test passed cannot be used (a negative duration, a slider position
        /// outside 0…1, a file that does not exist): `problem` says why. Found before the
        /// engine is asked.
        case invalidArgument(String)
        /// The element already has the value the test asked to set: the test is not in the
        /// state it thinks.
        case alreadySet(value: String)
        /// What the test asked for cannot be done here (an app the engine does not have, pages
        /// on an engine that shows none), found before trying: `reason` says why.
        case unsupported(String)
        /// What was checked is not as expected, read once (no waiting).
        case mismatch(expected: String, observed: String)
        /// Scrolling as often as allowed (`maxTries`, or until the content stopped moving) did
        /// not bring the element to what was expected: `shortfall` says what is still wrong
        /// (`Button "Save" is still not: visible`).
        case scrollExhausted(scrolls: Int, maxTries: Int, shortfall: String, expected: String, observed: String)
        /// A tap reached a checkbox or a switch but left it as it was until the deadline (a page
        /// that ignores the click, a handler that puts the state back): `state` is what it still
        /// reads, `on`, `off` or `mixed`.
        case notToggled(state: String)

        /// The reason for an engine's error about `query`.
        public init(_ error: EngineError, query: ElementQuery) {
            switch error {
            case .notFound(let step):
                self = .notFound(query: query.prefix(levels: step + 1))
            case .ambiguous(let step, let matches):
                self = .ambiguous(query: query.prefix(levels: step + 1), matches: matches)
            case .notActionable(let reason): self = .notActionable(reason: reason)
            case .dialogOpen(let kind, let text): self = .dialogOpen(kind: kind, text: text)
            case .unsupported, .engineFailure, .invalidQuery: self = .engine(error)
            }
        }
    }

    /// What stood in the way.
    public var reason: Reason
    /// What the test tried, as the text says it: `tap Button "OK"`, `wait for Label "Total" to
    /// be: exists`, `read the value of Switch "Wi-Fi"`.
    public var attempt: String
    /// The element's full query (`App › Alert "Error" › Button "OK"`); `nil` without an engine.
    public var query: ElementQuery?
    /// How long it waited before giving up; `nil` when retrying could not have helped.
    public var timeout: TimeInterval?
    /// How long it had waited when the engine said retrying would not help (a wait that stopped early).
    public var stoppedAfter: TimeInterval?
    /// What else was seen, one line each, shown under the query: a near miss (`Near:      …`),
    /// why the page shows nothing (`Page:      …`).
    public var observations: [String]

    /// Creates a cause.
    public init(
        _ reason: Reason, attempt: String, query: ElementQuery?, timeout: TimeInterval? = nil,
        stoppedAfter: TimeInterval? = nil, observations: [String] = []
    ) {
        self.reason = reason
        self.attempt = attempt
        self.query = query
        self.timeout = timeout
        self.stoppedAfter = stoppedAfter
        self.observations = observations
    }

    /// The failure's text: what was tried, why it failed, the query, what was seen.
    public var description: String {
        switch reason {
        case .noEngine:
            return """
                No engine to \(attempt): this test has no driver.
                  Run it in a TABTestCase, with Swift Testing's `.engine(…)` trait, inside \
                `withEngine(driver) { … }`, or set `setDefaultEngine(driver)`.
                """
        case .timedOut(let expected, let observed):
            let headline = stoppedAfter.map {
                "Stopped waiting for \(attempt) after \(Self.seconds($0)): the engine says retrying will not help."
            } ?? "Timed out after \(Self.seconds(timeout ?? 0)) waiting for \(attempt)."
            return describe(headline, expected: expected, observed: observed)
        case .mismatch(let expected, let observed):
            return describe("Could not \(attempt).", expected: expected, observed: observed)
        case .scrollExhausted(let scrolls, let maxTries, let shortfall, let expected, let observed):
            let times = scrolls == 1 ? "1 time" : "\(scrolls) times"
            return describe("Could not \(attempt): scrolled \(times) (maxTries: \(maxTries)), but \(shortfall).",
                            expected: expected, observed: observed)
        case .notToggled(let state):
            return describe("Could not \(attempt): \(sentences[0]) within \(Self.seconds(timeout ?? 0)).",
                            expected: "not \(state)", observed: state)
        case .invalidArgument, .alreadySet, .unsupported:
            // Found before anything was tried: "Cannot", with no deadline.
            var lines = ["Cannot \(attempt): \(sentences[0])."]
            if let query { lines.append("  Query:     \(query)") }
            lines += observations.map { "  " + $0 }
            if case .alreadySet = reason {
                lines.append("  Check the state your test expects before adjusting, or skip the adjustment.")
            }
            return lines.joined(separator: "\n")
        default:
            let within = timeout.map { " within \(Self.seconds($0))" } ?? ""
            let explanation = sentences
            var lines = ["Could not \(attempt)\(within): \(explanation[0])"]
            if let query { lines.append("  Query:     \(query)") }
            lines += (observations + explanation.dropFirst()).map { "  " + $0 }
            return lines.joined(separator: "\n")
        }
    }

    /// Why it failed, as a sentence (first) and details (the matches of an ambiguous query).
    var sentences: [String] {
        switch reason {
        case .noEngine: return ["this test has no driver"]
        case .notFound(let missing):
            if let query, missing.steps.count < query.steps.count, let level = missing.steps.last {
                return ["its ancestor \(level) does not exist"]
            }
            return ["it does not exist"]
        case .ambiguous(let level, let matches):
            let name = level.steps.last?.description ?? "the query"
            return ["\(MatchList.count(matches)) elements match \(name) and strict matching needs one"] + MatchList.lines(matches)
        case .notActionable(let reason):
            return ["it is not actionable: \(reason)"]
        case .dialogOpen(let kind, let text):
            return ["it cannot be reached: \(EngineError.dialog(kind: kind, text: text)) is open in front of the page; answer it first"]
        case .engine(let error):
            return [error.description]
        case .timedOut(let expected, let observed), .mismatch(let expected, let observed):
            return ["expected \(expected), observed \(observed)"]
        case .invalidArgument(let problem): return [problem]
        case .alreadySet: return ["that is already its value"]
        case .unsupported(let reason): return [reason]
        case .scrollExhausted(_, _, let shortfall, _, _): return [shortfall]
        case .notToggled: return ["the tap reached it, but it did not toggle"]
        }
    }

    /// A headline, the query, what was expected and seen, and the observations.
    private func describe(_ headline: String, expected: String, observed: String) -> String {
        var lines = [headline]
        if let query { lines.append("  Query:     \(query)") }
        lines += ["  Expected:  \(expected)", "  Observed:  \(observed)"] + observations.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    /// The reason's name, as reports record it (`"cause": {"kind": "notFound", …}`): the
    /// case's name, stable across versions. Its values are in ``query`` and
    /// ``expectedAndObserved``.
    public var kind: String {
        switch reason {
        case .noEngine: return "noEngine"
        case .notFound: return "notFound"
        case .ambiguous: return "ambiguous"
        case .notActionable: return "notActionable"
        case .dialogOpen: return "dialogOpen"
        case .engine: return "engine"
        case .timedOut: return "timedOut"
        case .invalidArgument: return "invalidArgument"
        case .alreadySet: return "alreadySet"
        case .unsupported: return "unsupported"
        case .mismatch: return "mismatch"
        case .scrollExhausted: return "scrollExhausted"
        case .notToggled: return "notToggled"
        }
    }

    /// What was expected and what was seen, for the reasons that say (a wait that timed out, a
    /// check that failed, scrolling that did not get there, a tap that did not toggle).
    public var expectedAndObserved: (expected: String, observed: String)? {
        switch reason {
        case .timedOut(let expected, let observed), .mismatch(let expected, let observed),
             .scrollExhausted(_, _, _, let expected, let observed):
            return (expected, observed)
        case .notToggled(let state): return ("not \(state)", state)
        default: return nil
        }
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.2f s", value)
    }
}

extension ElementQuery {
    /// The query down to its first `levels` levels (an ancestor's query).
    func prefix(levels: Int) -> ElementQuery {
        levels >= steps.count ? self : ElementQuery(app: app, steps: Array(steps.prefix(max(0, levels))), isStrict: isStrict)
    }
}

extension Failure {
    /// The cause when an element could not be found, used or brought to a state.
    public var elementFailure: ElementFailure? { cause as? ElementFailure }
}
