import ElementCore
import WebDriver

/// Compares a committed Screen with the app: every declared element must still find exactly
/// one node (or the node at its explicit index), as a test would resolve it.
public struct ScreenCheck: Sendable {
    /// What the check found for one declared element.
    public enum Finding: Sendable, Equatable {
        /// The element finds its node.
        case matches
        /// No node matches it.
        case missing
        /// Several nodes match it and it has no index to choose.
        case ambiguous(count: Int)
        /// Its parent is missing, ambiguous or undeclared.
        case parentUnresolved(String)
    }

    /// One declared element and what was found.
    public struct Result: Sendable, Equatable {
        /// The declaration.
        public var declaration: ScreenFile.Declaration
        /// What was found.
        public var finding: Finding
        /// The element's query, e.g. `App › Cell "Row 3" › Button "Delete"`.
        public var query: String
    }

    /// What the whole check found.
    public struct Report: Sendable, Equatable {
        /// Every declared element, in the file's order.
        public var results: [Result]
        /// Elements the app shows that the Screen does not declare (as the generator would name them).
        public var undeclared: [PlannedElement]
        /// The file declares no element at all.
        public var isEmpty: Bool { results.isEmpty }
        /// The elements that no longer match.
        public var mismatches: [Result] { results.filter { $0.finding != .matches } }

        /// The report as lines for a terminal: one per mismatch, then the undeclared elements.
        public func lines(file: String) -> [String] {
            var lines: [String] = mismatches.map { result in
                let why: String
                switch result.finding {
                case .matches: why = "matches"
                case .missing: why = "no node matches it"
                case .ambiguous(let count): why = "\(count) nodes match it; give it a parent or an index"
                case .parentUnresolved(let reason): why = reason
                }
                return "\(file):\(result.declaration.line): \(result.declaration.name): \(result.query) — \(why)"
            }
            lines += undeclared.map { "note: the app also shows \($0.kind.typeName) \($0.id.map(SwiftNames.literal) ?? "(no id)"), not in the Screen" }
            let matched = results.count - mismatches.count
            lines.append("\(matched) of \(results.count) elements of \(file) match the app.")
            return lines
        }
    }

    /// Checks `file` against `tree`.
    public static func check(_ file: ScreenFile, against tree: PageTree, planner: ScreenPlanner) -> Report {
        let index = TreeIndex(tree)
        let byName = Dictionary(file.declarations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var resolved: [String: Result] = [:]
        var nodes: [String: Int] = [:]

        func resolve(_ declaration: ScreenFile.Declaration, depth: Int) -> Result {
            if let done = resolved[declaration.name] { return done }
            var scope: Int?
            var parentQuery = "App"
            var failure: Finding?
            if let parentName = declaration.parent {
                if depth > 64 {
                    failure = .parentUnresolved("its parents form a cycle")
                } else if let parent = byName[parentName] {
                    let parentResult = resolve(parent, depth: depth + 1)
                    parentQuery = parentResult.query
                    if parentResult.finding == .matches, let node = nodes[parentName] {
                        scope = node
                    } else {
                        failure = .parentUnresolved("its parent \(parentName) does not match")
                    }
                } else {
                    failure = .parentUnresolved("its parent \(parentName) is not an element of the Screen")
                }
            }
            let query = parentQuery + " › " + step(declaration)
            let finding: Finding
            if let failure {
                finding = failure
            } else {
                let matches = index.matches(type: declaration.type, id: declaration.id, below: scope)
                if let position = declaration.index {
                    finding = matches.indices.contains(position) ? .matches : .missing
                    if finding == .matches { nodes[declaration.name] = matches[position] }
                } else if matches.count == 1, let only = matches.first {
                    finding = .matches
                    nodes[declaration.name] = only
                } else {
                    finding = matches.isEmpty ? .missing : .ambiguous(count: matches.count)
                }
            }
            let result = Result(declaration: declaration, finding: finding, query: query)
            resolved[declaration.name] = result
            return result
        }

        let results = file.declarations.map { resolve($0, depth: 0) }
        let found = Set(nodes.values)
        // Elements of the app no declaration finds, nor names (a declaration that matches several
        // nodes is reported as such, not as missing elements).
        let named = Set(file.declarations.map { "\($0.kindName)|\($0.id ?? "")" })
        let undeclared = ((try? planner.plan(tree))?.elements ?? []).filter {
            !found.contains($0.node) && !named.contains("\($0.kind.typeName)|\($0.id ?? "")")
        }
        return Report(results: results, undeclared: undeclared)
    }

    private static func step(_ declaration: ScreenFile.Declaration) -> String {
        var text = declaration.kindName
        if let id = declaration.id { text += " \"\(id)\"" }
        if let index = declaration.index { text += " [\(index)]" }
        return text
    }
}
