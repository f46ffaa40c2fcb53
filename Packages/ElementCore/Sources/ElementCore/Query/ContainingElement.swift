import Foundation

/// Passes nodes that contain a node of a given type whose identifier or label is a given id:
/// XCUI's `containing(_:identifier:)`, Playwright's `filter(has:)`. It finds a row by a text it
/// shows (`Cell(id: nil, parent: list).containing(.staticText, identifier: "Buy milk")`),
/// whatever else the row shows at the moment.
///
/// Every engine evaluates it where its nodes are: XCUI with `containing(_:identifier:)`, the web
/// engine in the page (open shadow roots included), the in-memory engine and Appium on a
/// snapshot's descendants.
public struct ContainingElement: QueryFilter, Equatable {
    /// The type of the contained node (`.any` for any type).
    public var type: ElementType
    /// Its identifier or label, or `nil` for any node of the type.
    public var id: String?

    /// A node of `type` whose identifier or label is `id`.
    public init(_ type: ElementType, identifier id: String?) {
        self.type = type
        self.id = id
    }

    /// It reads the node's descendants.
    public var inspectsDescendants: Bool { true }

    /// No single-node `NSPredicate` says it.
    public var predicateFormat: String? { nil }

    /// Whether a node below `snapshot` has the type and the identifier or label.
    public func evaluate(_ snapshot: ElementSnapshot) throws -> Bool {
        let step = QueryStep(type: type, id: id, index: nil)
        var pending = snapshot.children
        while let node = pending.popLast() {
            if step.matchesTypeAndID(node) { return true }
            pending += node.children
        }
        return false
    }

    /// e.g. `containing StaticText "Buy milk"`.
    public var description: String {
        let kind = type.name.prefix(1).uppercased() + type.name.dropFirst()
        return "containing \(kind)" + (id.map { " \"\($0)\"" } ?? "")
    }
}

extension LocatableElement {
    /// The same element, required to contain a node of `type` whose identifier or label is
    /// `identifier` (XCUI's `containing(_:identifier:)`): `Cell(parent: list).containing(.staticText,
    /// identifier: "Buy milk")` is the row that shows "Buy milk".
    public func containing(_ type: ElementType, identifier: String?) -> Self {
        filtered(by: ContainingElement(type, identifier: identifier))
    }

    /// The same element, required to contain `element`'s kind of node with its id:
    /// `Cell(parent: list).containing(Label("Buy milk"))`. Only the type and id of `element`
    /// count, not its parent.
    public func containing(_ element: some Element) -> Self {
        let step = element.query.steps.last
        return containing(step?.type ?? element.type, identifier: step?.id)
    }
}

extension CellContaining {
    /// The cell that shows the text `text` (a static text whose label or identifier is `text`),
    /// whatever else it shows: `list.cell(containing: "Buy milk")`. Strict: several such cells
    /// fail the step and are listed.
    public func cell(containing text: String) -> Cell {
        Cell(id: nil, parent: self).containing(.staticText, identifier: text)
    }
}
