import ElementCore
import WebDriver

/// Turns a page's tree into a ``ScreenPlan``: which nodes become elements, how each is found,
/// what it is called, and which one is the trait.
///
/// - **Elements**: every node with a kind (see ``ElementKind/kind(for:isHeading:)``) and
///   something to find it by, but texts that only repeat the name of the element around them
///   (a cell's title) and plain containers with neither identifier nor name.
/// - **Ids**: the identifier (on the web the test id, then the `id` attribute), else the
///   accessible name.
/// - **Parents**: an element that its id finds more than once in the app is looked up in its
///   nearest ancestor element inside which it is the only match (a `Cell` scoping a repeated
///   `Button`); failing that, it takes its position among the matches as an explicit index.
/// - **Names**: the id's words in lowerCamelCase with the kind's word (`logInButton`), after
///   the parent's name for a scoped element (`row3CellDeleteButton`), numbered when still taken,
///   in document order.
/// - **Trait**: the first visible header, else the visible container holding the most elements.
///
/// The same tree always gives the same plan.
public struct ScreenPlanner: Sendable {
    /// The Screen's name; `nil` derives it from the trait (`WelcomeHeader` → `WelcomeScreen`).
    public var name: String?
    /// Where the page came from, as written in the file.
    public var source: String

    /// Creates a planner.
    public init(name: String? = nil, source: String) {
        self.name = name
        self.source = source
    }

    /// The plan of `tree`.
    ///
    /// - Throws: ``ScreenGenerationError/nothingToDeclare(_:)`` when no node can be an element.
    public func plan(_ tree: PageTree) throws(ScreenGenerationError) -> ScreenPlan {
        let index = TreeIndex(tree)
        var elements: [PlannedElement] = []
        var elementOfNode: [Int: Int] = [:]
        var names = ElementNaming()
        for node in tree.nodes.indices {
            guard let kind = kind(of: node, in: tree) else { continue }
            let snapshot = tree.nodes[node].snapshot
            // Containers, headers and texts with nothing to find them by are only structure.
            if snapshot.identifier.isEmpty, snapshot.label.isEmpty, [.view, .header].contains(kind) || kind.type == .staticText { continue }
            if isRepeatedText(node, kind: kind, in: tree, elementOfNode: elementOfNode, elements: elements) { continue }
            guard let located = locate(node, kind: kind, index: index, elementOfNode: elementOfNode) else { continue }
            let parentName = located.parent.map { elements[$0].name }
            let name = names.claim(id: located.id, kind: kind, parentName: parentName)
            elementOfNode[node] = elements.count
            elements.append(PlannedElement(name: name, kind: kind, id: located.id, index: located.index, parent: located.parent,
                                           node: node, label: snapshot.label, isVisible: snapshot.isVisible))
        }
        guard !elements.isEmpty else { throw .nothingToDeclare(source) }
        let trait = Self.trait(of: elements, index: index)
        let screenName = name.map(Self.typeName) ?? Self.screenName(trait: elements[trait], source: source)
        var plan = ScreenPlan(name: screenName, source: source, elements: elements, trait: trait)
        // `loginScreen.loginScreen` would read badly: the element gives way to the Screen's constant.
        if let clash = plan.elements.firstIndex(where: { $0.name == plan.variableName }) {
            var naming = ElementNaming(taken: plan.elements.map(\.name))
            let element = plan.elements[clash]
            plan.elements[clash].name = naming.claim(id: nil, kind: element.kind, parentName: element.name)
        }
        return plan
    }

    /// The kind of a node, `nil` when it is not declared.
    func kind(of node: Int, in tree: PageTree) -> ElementKind? {
        let entry = tree.nodes[node]
        guard !entry.isVirtual else { return nil }
        return ElementKind.kind(for: entry.snapshot.type, isHeading: entry.role == "heading")
    }

    /// How an element is found: its id, its parent element and, when needed, its index.
    func locate(_ node: Int, kind: ElementKind, index: TreeIndex, elementOfNode: [Int: Int]) -> (id: String?, parent: Int?, index: Int?)? {
        let snapshot = index.tree.nodes[node].snapshot
        let id = !snapshot.identifier.isEmpty ? snapshot.identifier : (!snapshot.label.isEmpty ? snapshot.label : nil)
        if index.matches(type: kind.type, id: id, below: nil) == [node] { return (id, nil, nil) }
        let ancestors = index.tree.ancestors(of: node).compactMap { ancestor in elementOfNode[ancestor].map { (ancestor, $0) } }
        for (ancestorNode, element) in ancestors where index.matches(type: kind.type, id: id, below: ancestorNode) == [node] {
            return (id, element, nil)
        }
        let scope = ancestors.first
        let matches = index.matches(type: kind.type, id: id, below: scope?.0)
        guard let position = matches.firstIndex(of: node) else { return nil }
        return (id, scope?.1, position)
    }

    /// Whether a text only repeats the name of the element around it (a cell titled by its text).
    func isRepeatedText(_ node: Int, kind: ElementKind, in tree: PageTree, elementOfNode: [Int: Int], elements: [PlannedElement]) -> Bool {
        guard kind.type == .staticText else { return false }
        let snapshot = tree.nodes[node].snapshot
        guard snapshot.identifier.isEmpty || snapshot.identifier == snapshot.label else { return false }
        guard let owner = tree.ancestors(of: node).lazy.compactMap({ elementOfNode[$0] }).first else { return false }
        return Self.collapsed(elements[owner].label) == Self.collapsed(snapshot.label)
    }

    /// The trait: the first visible header; else the visible container with the most elements
    /// below it (the deepest on a tie); else the first visible element; else the first.
    static func trait(of elements: [PlannedElement], index: TreeIndex) -> Int {
        if let header = elements.firstIndex(where: { $0.kind == .header && $0.isVisible && $0.index == nil }) { return header }
        var best: (position: Int, count: Int)?
        for (position, element) in elements.enumerated() where element.kind.isContainer && element.isVisible && element.id != nil {
            let count = elements.count(where: { index.isDescendant($0.node, of: element.node) })
            if best == nil || count >= (best?.count ?? 0) { best = (position, count) }
        }
        if let best, best.count > 0 { return best.position }
        return elements.firstIndex(where: \.isVisible) ?? 0
    }

    /// `WelcomeHeader` → `WelcomeScreen`; without usable words, from the source (`/table` → `TableScreen`).
    static func screenName(trait: PlannedElement, source: String) -> String {
        var words = SwiftNames.words(trait.id ?? "")
        while let last = words.last, words.count > 1, genericEndings.contains(last.lowercased()) { words.removeLast() }
        if words.count == 1, let only = words.first, genericEndings.contains(only.lowercased()) { words = [] }
        if words.isEmpty {
            let last = source.split(separator: "/").last.map(String.init) ?? ""
            let stem = last.split(separator: ".").first.map(String.init) ?? last
            words = SwiftNames.words(stem)
        }
        words = Array(words.prefix(SwiftNames.maximumWords))
        if words.isEmpty || words.first?.first?.isNumber == true { words.insert("Home", at: 0) }
        return SwiftNames.upperCamel(words) + "Screen"
    }

    /// A name given by the user, as a type name (`login screen` → `LoginScreen`).
    static func typeName(_ given: String) -> String {
        let words = SwiftNames.words(given)
        guard !words.isEmpty else { return "GeneratedScreen" }
        let name = SwiftNames.upperCamel(words)
        return name.first?.isNumber == true ? "Screen" + name : name
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static let genericEndings: Set<String> = ["header", "heading", "title", "screen", "view", "label", "page"]
}

/// Why a Screen could not be generated.
public enum ScreenGenerationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The page has no node a Screen can declare.
    case nothingToDeclare(String)

    /// What went wrong.
    public var description: String {
        switch self {
        case .nothingToDeclare(let source):
            return "\(source) has no element a Screen can declare (no node with a type, an identifier or a name)."
        }
    }
}
