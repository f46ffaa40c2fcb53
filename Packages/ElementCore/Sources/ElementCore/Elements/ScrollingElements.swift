import Foundation

/// A scroll view. There is usually one per screen, so the id is optional.
public struct ScrollView: LocatableElement, Scrollable {
    /// The scroll view's location.
    public var locator: Locator
    /// `.scrollView`.
    public var type: ElementType { .scrollView }

    /// A scroll view, optionally by identifier, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }
}

/// A web view: on iOS a `WKWebView`; on the web an `<iframe>`. As a parent it scopes queries
/// into the frame's document: `Button(id: "Pay", parent: WebView(id: "checkout"))` is the "Pay"
/// button inside the frame whose identifier or title is "checkout" (the web engine switches
/// into the frame, cross-origin ones too, and back).
public struct WebView: LocatableElement, Scrollable {
    /// The web view's location.
    public var locator: Locator
    /// `.webView`.
    public var type: ElementType { .webView }

    /// A web view, optionally by identifier, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }
}

/// A table (list). It scrolls, contains cells and can be refreshed.
public struct Table: LocatableElement, Scrollable, CellContaining, Refreshable {
    /// The table's location.
    public var locator: Locator
    /// `.table`.
    public var type: ElementType { .table }

    /// A table, optionally by identifier, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// A section header of this table, by its text or identifier.
    public func header(withID id: String) -> Header {
        Header(id: id, parent: self)
    }
}

/// A collection view (grid). It scrolls, contains cells and can be refreshed.
public struct CollectionView: LocatableElement, Scrollable, CellContaining, Refreshable {
    /// The collection view's location.
    public var locator: Locator
    /// `.collectionView`.
    public var type: ElementType { .collectionView }

    /// A collection view, optionally by identifier, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }
}

/// A cell of a table or collection view. Ask the container for it (`table.cell(index: 0)`)
/// so its parent is right.
public struct Cell: LocatableElement, Tappable {
    /// The cell's location.
    public var locator: Locator
    /// `.cell`.
    public var type: ElementType { .cell }

    /// A cell whose identifier or label is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }
}
