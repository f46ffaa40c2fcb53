import ElementCore
import Foundation
import WebDriverClient

extension WebDriverEngine {
    /// Where a query led in the page.
    enum PageResolution {
        /// One element, and how many the last level matched.
        case found(PageNode, count: Int)
        /// The query has no steps: the page itself (its size and title, when the page sent them).
        case document(DocumentReply?)
        /// No match at a step.
        case notFound(step: Int)
        /// Several matches at a step without an index, under strict matching.
        case ambiguous(step: Int, matches: [ElementSnapshot])
    }

    /// Resolves a query in the page: one round trip, plus one per level that has filters
    /// (filters are evaluated here, on the candidates' snapshots).
    /// - Throws: ``EngineError/dialogOpen(kind:text:)`` when a native dialog blocks the page.
    func resolveInPage(_ query: ElementQuery) throws(EngineError) -> PageResolution {
        var offset = 0
        var start: PageNode?
        while true {
            let encoded = QueryEncoding.encode(query, from: offset, start: start, attribute: configuration.testIDAttribute)
            let reply = try runtimeCall("return ttk.resolve(arguments[0]);", arguments: [encoded], reads: true,
                                        as: ResolveReply.self, what: "find \(query)")
            switch reply {
            case .found(let node, let count):
                return .found(node.pageNode, count: count)
            case .document(let page):
                if let start { return .found(start, count: 1) }
                return .document(page)
            case .notFound(let step, let loadFailed):
                if loadFailed, let failure = try failedLoad() { throw failure }
                return .notFound(step: step)
            case .ambiguous(let step, let matches):
                return .ambiguous(step: step, matches: matches.map(\.element))
            case .filter(let stepIndex, let candidates):
                guard query.steps.indices.contains(stepIndex) else { throw .engineFailure("The page asked to filter a step that does not exist.") }
                let step = query.steps[stepIndex]
                var kept: [PageNode] = []
                let filters = QueryEncoding.pageSideFilters(of: step)
                for candidate in candidates.map(\.pageNode) where try SnapshotResolver.passes(filters, candidate.snapshot) {
                    kept.append(candidate)
                }
                let chosen: PageNode
                if let index = step.index {
                    guard kept.indices.contains(index) else { return .notFound(step: stepIndex) }
                    chosen = kept[index]
                } else if kept.count > 1, query.isStrict {
                    return .ambiguous(step: stepIndex, matches: kept.map(\.snapshot))
                } else if let first = kept.first {
                    chosen = first
                } else {
                    return .notFound(step: stepIndex)
                }
                if stepIndex == query.steps.count - 1 { return .found(chosen, count: kept.count) }
                start = chosen
                offset = stepIndex + 1
            }
        }
    }

    public func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution {
        guard query.app == .underTest else { throw WebApps.unsupportedApp(query.app) }
        do {
            return try inFrames(of: query) { scope throws(EngineError) -> Resolution in
                switch try resolveInPage(scope.query) {
                case .found(let node, let count): return .found(scope.placed(node.snapshot), matchCount: count)
                case .document(let page): return .found(try documentSnapshot(page), matchCount: 1)
                case .notFound(let step): return .notFound(step: scope.offset + step)
                case .ambiguous(let step, let matches): return .ambiguous(step: scope.offset + step, matches: matches.map(scope.placed))
                }
            }
        } catch {
            switch error {
            case .notFound(let step): return .notFound(step: step)
            case .ambiguous(let step, let matches): return .ambiguous(step: step, matches: matches)
            case .dialogOpen(_, let text): return try NativeDialog.resolver(for: self, showing: text).resolve(query)
            default: throw error
            }
        }
    }

    public func matches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] {
        return try pageMatches(query, includingHidden: false)
    }

    /// Every match of the query's last step, nodes hidden from the accessibility tree included
    /// (see ``HiddenNodeMatching``).
    public func matchesIncludingHidden(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] {
        return try pageMatches(query, includingHidden: true)
    }

    /// Every match of the query's last step in the page (or the frame its steps enter); none
    /// when an ancestor does not resolve.
    private func pageMatches(_ query: ElementQuery, includingHidden: Bool) throws(EngineError) -> [ElementSnapshot] {
        guard query.app == .underTest, sessions.session != nil else { return [] }
        guard !query.steps.isEmpty else { return [try documentSnapshot()] }
        do {
            return try inFrames(of: query) { scope throws(EngineError) -> [ElementSnapshot] in
                try matchesInPage(scope.query, includingHidden: includingHidden).map(scope.placed)
            }
        } catch {
            switch error {
            case .notFound, .ambiguous: return []
            case .dialogOpen(_, let text): return try NativeDialog.resolver(for: self, showing: text).allMatches(query)
            default: throw error
            }
        }
    }

    /// The matches of the last step in the current document, filters applied.
    private func matchesInPage(_ query: ElementQuery, includingHidden: Bool) throws(EngineError) -> [ElementSnapshot] {
        // Filters are evaluated here, so ancestors with filters are resolved first (as a
        // resolution does), and the page lists the last level's matches below the one found.
        var start: PageNode?
        var offset = 0
        if query.steps.dropLast().contains(where: { !QueryEncoding.pageSideFilters(of: $0).isEmpty }) {
            switch try resolveInPage(query.parentQuery) {
            case .found(let parent, _):
                start = parent
                offset = query.steps.count - 1
            case .document: break
            case .notFound, .ambiguous: return []
            }
        }
        let encoded = QueryEncoding.encode(query, from: offset, start: start, attribute: configuration.testIDAttribute,
                                           includingHidden: includingHidden)
        let reply = try runtimeCall("return ttk.allMatches(arguments[0]);", arguments: [encoded], reads: true,
                                    as: MatchesReply.self, what: "count \(query)")
        let candidates = reply.candidates.map(\.pageNode)
        guard let last = query.steps.last, case let filters = QueryEncoding.pageSideFilters(of: last), !filters.isEmpty else {
            return candidates.map(\.snapshot)
        }
        var kept: [ElementSnapshot] = []
        for candidate in candidates where try SnapshotResolver.passes(filters, candidate.snapshot) {
            kept.append(candidate.snapshot)
        }
        return kept
    }

    /// The page itself, as the application node: from `known` (what a resolution already
    /// read), else read now.
    func documentSnapshot(_ known: DocumentReply? = nil) throws(EngineError) -> ElementSnapshot {
        let page: DocumentReply
        if let known {
            page = known
        } else {
            let what = "read the window size"
            let answer = try command(what) { session -> JSONValue in
                try session.page.read("return { width: window.innerWidth, height: window.innerHeight, title: document.title };")
            }
            page = try RuntimeReply.decode(DocumentReply.self, from: answer, call: what)
        }
        return ElementSnapshot(type: .application, label: page.title, text: page.title,
                               frame: CGRect(x: 0, y: 0, width: page.width, height: page.height))
    }
}
