import ElementCore

/// A Screen to write: its name, its elements in document order, and its trait.
///
/// ``ScreenPlanner`` makes one from a page's tree; ``ScreenRenderer`` writes it as Swift.
public struct ScreenPlan: Sendable, Equatable {
    /// The struct's name, e.g. `LoginScreen`.
    public var name: String
    /// Where the page came from, as written in the file: a path (`/table`) or a file name.
    public var source: String
    /// The elements, in document order.
    public var elements: [PlannedElement]
    /// The position in ``elements`` of the trait.
    public var trait: Int

    /// Creates a plan.
    public init(name: String, source: String, elements: [PlannedElement], trait: Int) {
        self.name = name
        self.source = source
        self.elements = elements
        self.trait = trait
    }

    /// The name of the global constant holding the Screen, e.g. `loginScreen`.
    public var variableName: String {
        SwiftNames.lowerCamel(SwiftNames.words(name))
    }

    /// The kinds declared inside the Screen (ElementCore predefines none of them), by name.
    public var customKinds: [ElementKind] {
        Set(elements.map(\.kind).filter { !$0.isPredefined }).sorted { $0.typeName < $1.typeName }
    }

    /// The query of element `position`, from the app down, e.g. `App › Cell "Row-1" › Button "Delete"`.
    public func queryDescription(of position: Int) -> String {
        var steps: [String] = []
        var current: Int? = position
        while let index = current, elements.indices.contains(index), steps.count <= elements.count {
            steps.append(elements[index].stepDescription)
            current = elements[index].parent
        }
        return (["App"] + steps.reversed()).joined(separator: " › ")
    }
}

/// One element of a planned Screen.
public struct PlannedElement: Sendable, Equatable {
    /// The property's name, e.g. `logInButton`.
    public var name: String
    /// What it is declared as.
    public var kind: ElementKind
    /// The id it is found by (identifier, else name), `nil` for any node of its kind.
    public var id: String?
    /// Its explicit index among the matches, when nothing else tells it apart.
    public var index: Int?
    /// The position in the plan of the element it is looked up in; `nil` for the app.
    public var parent: Int?
    /// The node of the page it was made from.
    public var node: Int
    /// The node's name as the page reads it, for a comment when it is not the id.
    public var label: String
    /// Whether the node was visible when the page was read.
    public var isVisible: Bool

    /// Creates a planned element.
    public init(name: String, kind: ElementKind, id: String?, index: Int? = nil, parent: Int? = nil, node: Int,
                label: String = "", isVisible: Bool = true) {
        self.name = name
        self.kind = kind
        self.id = id
        self.index = index
        self.parent = parent
        self.node = node
        self.label = label
        self.isVisible = isVisible
    }

    /// The element's own query level, e.g. `Button "Log in" [1]`.
    public var stepDescription: String {
        var text = kind.typeName
        if let id { text += " \"\(id)\"" }
        if let index { text += " [\(index)]" }
        return text
    }
}
