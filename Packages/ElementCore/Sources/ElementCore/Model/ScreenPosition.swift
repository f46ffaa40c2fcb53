import Foundation

extension Element {
    /// The element's frame on screen, in points (``frame`` under TABTestKit 1.8's name).
    public var frameInScreen: CGRect { frame }

    /// The element's top edge as a normalized coordinate of the screen: `dx` 0.5 and `dy` the
    /// fraction of the screen's height above the element. Scroll from just above a keyboard
    /// with `keyboard.topCoordinate.offset(dx: 0, dy: -0.01)`.
    public var topCoordinate: CGVector { ScreenPosition.top(of: self) }

    /// The element's accessibility value as text, read from the engine now; `nil` when it has
    /// none or is missing. Elements with a typed value (``ValueRepresentable``) have their own,
    /// and it wins even where a `String?` is expected (`let text: String? = label.value` is the
    /// label's text, not its accessibility value): this one is disfavored.
    @_disfavoredOverload
    public var value: String? { accessibilityValue }
}

/// Where elements are on the screen.
enum ScreenPosition {
    /// `element`'s top edge as a fraction of the height of its app's frame (the screen).
    static func top(of element: any Element) -> CGVector {
        let top = element.frameInScreen.minY
        let screen = Application(element.query.app).frame
        guard screen.height > 0, top.isFinite else { return CGVector(dx: 0.5, dy: 0.0) }
        return CGVector(dx: 0.5, dy: (top - screen.minY) / screen.height)
    }
}
