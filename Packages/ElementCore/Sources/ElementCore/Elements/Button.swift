import Foundation

/// A button. Its value is its label.
public struct Button: LocatableElement, Tappable, ValueRepresentable {
    /// The button's location.
    public var locator: Locator
    /// `.button`.
    public var type: ElementType { .button }

    /// A button whose title or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The button's label.
    public var value: String { textValue(preferLabel: true, at: CallSite.current(or: CallSite())) }
}
