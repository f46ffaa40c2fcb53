import Foundation

/// A navigation bar. There is usually one on screen, so the id is optional.
public struct NavBar: LocatableElement {
    /// The bar's location.
    public var locator: Locator
    /// `.navigationBar`.
    public var type: ElementType { .navigationBar }

    /// A navigation bar, optionally by identifier, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The bar's title: its first header with a label (containers around it have none).
    public var header: Header { Header(index: 0, parent: self).filtered(by: HasLabelFilter()) }

    /// A button of the bar (such as Back), by title or identifier.
    public func button(withID id: String) -> Button { Button(id: id, parent: self) }
}

/// A tab bar. There is usually one on screen, so the id is optional.
public struct TabBar: LocatableElement {
    /// The bar's location.
    public var locator: Locator
    /// `.tabBar`.
    public var type: ElementType { .tabBar }

    /// A tab bar, optionally by identifier, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// A tab, by title or identifier.
    public func button(withID id: String) -> Button { Button(id: id, parent: self) }

    /// How many tabs the bar shows right now. Never waits.
    public var numberOfTabs: Int { ElementOperations.allMatches(of: Button(parent: self)).count }
}
