import ElementCore
import Foundation
import WebDriverClient

extension WebDriverEngine {
    /// Where a query led in the page.
    enum PageResolution {
        /// One element, and how many the last level matched.
        case found(PageNode, count: Int)
        /// The query has no steps: the page itself.
        case document
        /// No match at a step.
        case notFound(step: Int)
        /// Several matches at a step without an index, under strict matching.
        case ambiguous(step: Int, matches: [ElementSnapshot])
        /// A native dialog blocks the page.
        case dialog
    }

    /// Resolves a query in the page: one round trip, plus one per level that has filters
    /// (filters are evaluated here, on the candidates' snapshots).
    func resolveInPage(_ query: ElementQuery) throws(DriverError) -> PageResolution {
        var offset = 0
        var start: PageNode?
        while true {
            let encoded = QueryEncoding.encode(query, from: offset, start: start, attribute: configuration.testIDAttribute)
            guard let result = try runtimeCall("return ttk.resolve(arguments[0]);", arguments: [encoded], what: "find \(query)") else {
                return .dialog
            }
            switch result["status"]?.stringValue {
            case "found":
                guard let node = QueryEncoding.node(result) else { throw .engineFailure("The page returned an unreadable element for \(query).") }
                return .found(node, count: result["count"]?.intValue ?? 1)
            case "document":
                if let start { return .found(start, count: 1) }
                return .document
            case "notFound":
                return .notFound(step: result["step"]?.intValue ?? 0)
            case "ambiguous":
                let matches = (result["matches"]?.arrayValue ?? []).compactMap { QueryEncoding.snapshot($0) }
                return .ambiguous(step: result["step"]?.intValue ?? 0, matches: matches)
            case "filter":
                let stepIndex = result["step"]?.intValue ?? offset
                guard query.steps.indices.contains(stepIndex) else { throw .engineFailure("The page asked to filter a step that does not exist.") }
                let step = query.steps[stepIndex]
                let candidates = (result["candidates"]?.arrayValue ?? []).compactMap { QueryEncoding.node($0) }
                var kept: [PageNode] = []
                for candidate in candidates where try SnapshotResolver.passes(step.filters, candidate.snapshot) {
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
            default:
                throw .engineFailure("The page returned an unexpected answer while finding \(query): \(result)")
            }
        }
    }

    public func resolve(_ query: ElementQuery) throws(DriverError) -> Resolution {
        if isAppiumMode { return try appiumResolve(query) }
        try Self.refuseDescendantFilters(query)
        guard query.app == .underTest else { throw WebApps.unsupportedApp(query.app) }
        switch try resolveInPage(query) {
        case .found(let node, let count): return .found(node.snapshot, matchCount: count)
        case .document: return .found(try documentSnapshot(), matchCount: 1)
        case .notFound(let step): return .notFound(step: step)
        case .ambiguous(let step, let matches): return .ambiguous(step: step, matches: matches)
        case .dialog: return try NativeDialog.resolver(for: self).resolve(query)
        }
    }

    public func matches(_ query: ElementQuery) throws(DriverError) -> [ElementSnapshot] {
        if isAppiumMode { return try appiumMatches(query) }
        try Self.refuseDescendantFilters(query)
        guard query.app == .underTest, state.current.session != nil else { return [] }
        guard !query.steps.isEmpty else { return [try documentSnapshot()] }
        let encoded = QueryEncoding.encode(query, attribute: configuration.testIDAttribute)
        guard let result = try runtimeCall("return ttk.allMatches(arguments[0]);", arguments: [encoded], what: "count \(query)") else {
            return try NativeDialog.resolver(for: self).allMatches(query)
        }
        let candidates = (result["candidates"]?.arrayValue ?? []).compactMap { QueryEncoding.node($0) }
        guard let last = query.steps.last, !last.filters.isEmpty else { return candidates.map(\.snapshot) }
        var kept: [ElementSnapshot] = []
        for candidate in candidates where try SnapshotResolver.passes(last.filters, candidate.snapshot) {
            kept.append(candidate.snapshot)
        }
        return kept
    }

    /// The page itself, as the application node.
    func documentSnapshot() throws(DriverError) -> ElementSnapshot {
        let size = try command("read the window size") { session -> JSONValue in
            try session.executeSync("return [window.innerWidth, window.innerHeight, document.title];")
        }
        let width = size[0]?.doubleValue ?? 0
        let height = size[1]?.doubleValue ?? 0
        return ElementSnapshot(type: .application, label: size[2]?.stringValue ?? "",
                               frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// The page runtime gives filters snapshots without descendants, so a filter on what a node
    /// contains is refused rather than answered wrongly.
    static func refuseDescendantFilters(_ query: ElementQuery) throws(DriverError) {
        for step in query.steps {
            if let filter = step.filters.first(where: \.inspectsDescendants) {
                throw .unsupported("The web engine cannot filter \(step) on what it contains (\(filter)).")
            }
        }
    }
}
