import Foundation

/// What one of the seed's finders looks for: a kind of view, and how it is identified.
@MainActor
struct ViewCriterion {
    /// e.g. `a label`.
    let what: String
    /// e.g. `labels`, for the list of what is visible instead.
    let plural: String
    /// e.g. `with text, accessibility label or identifier "Total"`; empty when any will do.
    let how: String
    /// Whether a view is of the kind looked for.
    let isOfKind: (ViewKind) -> Bool
    /// Whether a view of that kind is the one looked for.
    let identifies: (any ViewNode) -> Bool

    /// Whether a view (visible or not) is the one looked for.
    func matches(_ node: any ViewNode) -> Bool {
        isOfKind(node.kind) && identifies(node)
    }

    /// A view of the kinds `isOfKind` accepts whose `candidates` include `id` (any when `nil`).
    static func view(_ what: String, _ plural: String, kinds isOfKind: @escaping (ViewKind) -> Bool, id: String?,
                     by names: [String], _ candidates: @escaping (any ViewNode) -> [String?]) -> ViewCriterion {
        ViewCriterion(what: what, plural: plural, how: id.map { "with \(list(names)) \"\($0)\"" } ?? "",
                      isOfKind: isOfKind) { node in
            guard let id else { return true }
            return candidates(node).contains { $0 == id }
        }
    }

    private static func list(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    static func label(_ id: String?) -> ViewCriterion {
        view("a label", "labels", kinds: { $0 == .label }, id: id, by: ["text", "accessibility label", "identifier"]) {
            [$0.text, $0.accessibilityLabel, $0.accessibilityIdentifier]
        }
    }

    static func button(title: String) -> ViewCriterion {
        view("a button", "buttons", kinds: { $0 == .button }, id: title, by: ["title"]) { [$0.title] }
    }

    static func button(_ id: String?) -> ViewCriterion {
        view("a button", "buttons", kinds: { $0 == .button }, id: id, by: ["title", "accessibility label", "identifier"]) {
            [$0.title, $0.accessibilityLabel, $0.accessibilityIdentifier]
        }
    }

    /// A control identified by its accessibility label or identifier (switch, stepper, slider).
    static func accessible(_ kind: ViewKind, _ id: String?) -> ViewCriterion {
        view("a \(kind)", kind == .switch ? "switches" : "\(kind)s", kinds: { $0 == kind }, id: id, by: ["accessibility label", "identifier"]) {
            [$0.accessibilityLabel, $0.accessibilityIdentifier]
        }
    }

    static func textField(_ id: String?) -> ViewCriterion {
        view("a text field", "text fields", kinds: { if case .textField = $0 { return true } else { return false } }, id: id,
             by: ["placeholder", "accessibility label", "identifier"]) {
            [$0.placeholder, $0.accessibilityLabel, $0.accessibilityIdentifier]
        }
    }

    static func scrollView(_ id: String?) -> ViewCriterion {
        view("a scroll view", "scroll views", kinds: { [.scrollView, .table, .collection].contains($0) }, id: id,
             by: ["accessibility label", "identifier"]) {
            [$0.accessibilityLabel, $0.accessibilityIdentifier]
        }
    }

    static func table() -> ViewCriterion {
        view("a table", "tables", kinds: { $0 == .table }, id: nil, by: []) { _ in [] }
    }

    /// A cell of `kind` with a label whose text is `text` among its subviews.
    static func cell(_ kind: ViewKind, containingText text: String) -> ViewCriterion {
        ViewCriterion(what: "a \(kind)", plural: "\(kind)s", how: "containing a label with text \"\(text)\"",
                      isOfKind: { $0 == kind }) { node in
            RawViews.contains(node) { $0.kind == .label && $0.text == text }
        }
    }
}

/// Searches the screen of a host for a criterion, and explains a failed search.
@MainActor
struct ViewSearch {
    let host: any InProcessHost

    /// The first visible view that matches, in document order.
    func first(_ criterion: ViewCriterion) -> (any ViewNode)? {
        Screen.read(host)?.allViews.lazy.compactMap(\.view).first(where: criterion.matches)
    }

    /// Why nothing matched: what was searched, the matching views that are not visible and
    /// why, the matching views of controllers the top one covers, and what is visible instead.
    func explainAbsence(of criterion: ViewCriterion) -> String {
        let wanted = [criterion.what, criterion.how].filter { !$0.isEmpty }.joined(separator: " ")
        guard let screen = Screen.read(host) else {
            return "Could not find \(wanted): the window shows no view controller."
        }
        var lines = ["Could not find \(wanted) in \(screen.top.controller.typeName)'s view (the top view controller)."]
        for (node, reason) in screen.excluded where criterion.matches(node) {
            lines.append("  Not visible: \(describe(node)): \(reason).")
        }
        for controller in screen.top.chain.dropLast() {
            guard let view = controller.view else { continue }
            for node in RawViews.all(in: view) where criterion.matches(node) {
                lines.append("  Covered: \(describe(node)) is in \(controller.typeName)'s view, below the top view controller.")
            }
        }
        let visible = screen.allViews.compactMap(\.view).filter { criterion.isOfKind($0.kind) }
        let shown = visible.prefix(10).map(describe) + (visible.count > 10 ? ["…"] : [])
        lines.append("  Visible \(criterion.plural): " + (shown.isEmpty ? "none" : shown.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }
}

/// Walks raw view trees (visibility ignored), with a depth limit.
@MainActor
enum RawViews {
    static let maximumDepth = 200

    static func all(in root: any ViewNode) -> [any ViewNode] {
        var result: [any ViewNode] = []
        var stack: [(any ViewNode, Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            result.append(node)
            if depth < maximumDepth { stack.append(contentsOf: node.subviews.reversed().map { ($0, depth + 1) }) }
        }
        return result
    }

    static func contains(_ root: any ViewNode, where predicate: (any ViewNode) -> Bool) -> Bool {
        all(in: root).dropFirst().contains(where: predicate)
    }
}
