import Foundation

/// A generic view (type `.other`), typically a screen's root view or a container.
public struct View: LocatableElement {
    /// The view's location.
    public var locator: Locator
    /// `.other`.
    public var type: ElementType { .other }

    /// A view whose identifier or label is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }
}

/// A title or header (type `.other`; on the web, a heading). Its value is its text.
public struct Header: LocatableElement, ValueRepresentable {
    /// The header's location.
    public var locator: Locator
    /// `.other`.
    public var type: ElementType { .other }

    /// A header whose text or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The header's text.
    public var value: String { textValue(preferLabel: true, at: CallSite.current(or: CallSite())) }
}

/// A text label (type `.staticText`). Its value is its text: what it shows, which on the web
/// can differ from its accessible name (`<p aria-label="SaveStatus">Saved…</p>` reads
/// "Saved…"). Its id matches its identifier or its name. Text can be tapped and double-tapped
/// (a double tap on a to-do's title edits it in many web apps).
public struct Label: LocatableElement, ValueRepresentable, Tappable {
    /// The label's location.
    public var locator: Locator
    /// `.staticText`.
    public var type: ElementType { .staticText }

    /// A label whose text or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The label's text.
    public var value: String { textValue(preferText: true, at: CallSite.current(or: CallSite())) }
}

/// An image (type `.image`). Its value is its label (alternative text).
public struct Image: LocatableElement, ValueRepresentable {
    /// The image's location.
    public var locator: Locator
    /// `.image`.
    public var type: ElementType { .image }

    /// An image whose label or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The image's label.
    public var value: String { textValue(preferLabel: true, at: CallSite.current(or: CallSite())) }
}

/// An icon (type `.icon`), such as an app icon on the home screen.
public struct Icon: LocatableElement, Tappable {
    /// The icon's location.
    public var locator: Locator
    /// `.icon`.
    public var type: ElementType { .icon }

    /// An icon whose label or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }
}

/// A page indicator (page control). Its value reads like `page 1 of 3`.
public struct PageIndicator: LocatableElement, ValueRepresentable {
    /// The indicator's location.
    public var locator: Locator
    /// `.pageIndicator`.
    public var type: ElementType { .pageIndicator }

    /// A page indicator whose identifier or label is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The indicator's value, e.g. `page 1 of 3`.
    public var value: String { textValue(at: CallSite.current(or: CallSite())) }
}
