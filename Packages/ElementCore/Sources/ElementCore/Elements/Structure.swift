import Foundation

/// A group of related elements (type `.group`): on the web, `role="group"` (a fieldset that is
/// not a radio group), a region (`role="region"`, a named `<section>`), and a live region
/// (`alert`, `status`, `log`…) with no text of its own — one with its own text is a ``Label``.
/// Its name is usually a heading's text (`aria-labelledby`), which a ``Header`` of the same
/// name does not clash with: they are of different types.
///
/// ```swift
/// let controls = Group(id: "Environmental Controls")
/// controls.button("Fan").tap()
/// ```
public struct Group: LocatableElement {
    /// The group's location.
    public var locator: Locator
    /// `.group`.
    public var type: ElementType { .group }

    /// A group whose name or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// A button of this group, by title or identifier.
    public func button(_ id: String) -> Button { Button(id: id, parent: self) }
}

/// A toolbar (type `.toolbar`; on the web, `role="toolbar"`), holding buttons.
public struct Toolbar: LocatableElement {
    /// The toolbar's location.
    public var locator: Locator
    /// `.toolbar`.
    public var type: ElementType { .toolbar }

    /// A toolbar whose name or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// A button of this toolbar, by title or identifier.
    public func button(_ id: String) -> Button { Button(id: id, parent: self) }
}

/// A menu bar (type `.menuBar`; on the web, `role="menubar"`), holding ``MenuItem``s.
public struct MenuBar: LocatableElement {
    /// The menu bar's location.
    public var locator: Locator
    /// `.menuBar`.
    public var type: ElementType { .menuBar }

    /// A menu bar whose name or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The item of this menu bar whose title or identifier is `id`.
    public func item(_ id: String) -> MenuItem { MenuItem(id: id, parent: self) }
}

/// A tree view (type `.outline`, as macOS shows one; on the web, `role="tree"` or
/// `role="treegrid"`), holding ``TreeItem``s.
public struct Tree: LocatableElement {
    /// The tree's location.
    public var locator: Locator
    /// `.outline`.
    public var type: ElementType { .outline }

    /// A tree whose name or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The item of this tree (at any depth) whose label or identifier is `id`.
    public func item(_ id: String) -> TreeItem { TreeItem(id: id, parent: self) }
}

/// A row of a grid (type `.tableRow`, as macOS shows a table's rows; on the web, `role="row"`
/// in a `role="grid"`, its header row included), holding its cells: scope a cell to its row
/// when several rows show the same text.
///
/// ```swift
/// let ada = TableRow(id: "Ada Lovelace 1815", parent: CollectionView(id: "People"))
/// ada.cell(matchingID: "1815").tap()
/// ```
public struct TableRow: LocatableElement, CellContaining {
    /// The row's location.
    public var locator: Locator
    /// `.tableRow`.
    public var type: ElementType { .tableRow }

    /// A row whose label (its cells' text) or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }
}

/// An item of a tree view (type `.outlineRow`; on the web, `role="treeitem"`). Whether it shows
/// its children is its ``ElementAttributes/State/expanded`` state:
/// `state(of: folder, is: .expanded)`. Its value is its label.
public struct TreeItem: LocatableElement, Tappable, ValueRepresentable {
    /// The item's location.
    public var locator: Locator
    /// `.outlineRow`.
    public var type: ElementType { .outlineRow }

    /// A tree item whose label or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// A child item of this one, by label or identifier.
    public func item(_ id: String) -> TreeItem { TreeItem(id: id, parent: self) }

    /// The item's label.
    public var value: String { textValue(preferLabel: true, at: CallSite.current(or: CallSite())) }
}
